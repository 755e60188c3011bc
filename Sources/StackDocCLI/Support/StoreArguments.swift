/// `--db` and `--format` given before the command (`stackdoc --db app.db list`), which every
/// command takes after its name.
enum StoreArguments {
    /// The options each command takes, which may also come before the command's name.
    static let leadingOptions = ["--db", "--format"]

    /// `arguments` with the leading `--db PATH` / `--format F` (or `--db=PATH`) moved after the
    /// command's name, where its parser reads them; unchanged when none leads or no command follows.
    static func movedAfterCommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if leadingOptions.contains(first), rest.count >= 2 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if leadingOptions.contains(where: { first.hasPrefix($0 + "=") }) {
                leading.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        guard !leading.isEmpty, let command = rest.first, !command.hasPrefix("-") else { return arguments }
        return [command] + leading + rest.dropFirst()
    }
}
