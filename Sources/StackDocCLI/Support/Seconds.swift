import ArgumentParser

/// A number of seconds given on the command line (`--lock-timeout 2.5`): read and described
/// exactly as the parser reads and describes a `Double`, without the runtime casts through
/// which it describes a `Double` default (`String(describing:)`, whose first cast of a type
/// scans all the program's protocol conformances). O(length of the argument).
struct Seconds: ExpressibleByArgument {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { value.description }
}
