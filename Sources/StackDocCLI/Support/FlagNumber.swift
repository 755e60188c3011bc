import ArgumentParser
import StackDocument

/// Numbers typed after a flag. Options that take a length keep the text as typed and read
/// it here by `NumberRule`, so that `nan`, `inf`, `1e309`, `1e17` and a negative size are
/// refused naming the flag and quoting the text (`--width: nan is not a finite number`)
/// rather than stored.
enum FlagNumber {
    /// The value of `text` by `rule`, or `nil` when the flag was not given.
    static func read(_ text: String?, flag: String, as rule: NumberRule) throws(ValidationError) -> Double? {
        guard let text else { return nil }
        do {
            return try rule.read(text)
        } catch {
            throw ValidationError("\(flag): \(error)")
        }
    }

    /// Refuses a whole number below `minimum`, naming the flag and why.
    static func check(_ value: Int?, flag: String, atLeast minimum: Int, what: String) throws(ValidationError) {
        guard let value, value < minimum else { return }
        throw ValidationError("\(flag): \(value) is out of range: \(what) is \(minimum) or more")
    }
}
