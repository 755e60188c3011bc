/// The revisions `log` lists: the range `--from`...`--to` of the history (default: all of
/// it), cut by `--limit` to its newest revisions, or to its first ones when only `--from`
/// anchors it. On a terminal, a log given neither a range nor a limit shows the newest
/// `terminalLimit` revisions; piped or as JSON it shows them all.
struct LogWindow: Equatable {
    /// The revisions listed, `first...last`.
    var first: Int
    var last: Int
    /// Revisions of the requested range left out by the limit, before `first` and after `last`.
    var omittedBefore: Int
    var omittedAfter: Int

    /// How many revisions a terminal shows when neither a range nor a limit is given.
    static let terminalLimit = 20

    /// The window of a document whose head is `head`, checking each flag against it.
    /// `interactive`: the output is text on a terminal. Throws a `CLIError` naming the flag.
    static func resolve(
        document: String, head: Int, from: Int?, to: Int?, limit: Int?, all: Bool, interactive: Bool
    ) throws -> LogWindow {
        for (flag, revision) in [("--from", from), ("--to", to)] {
            if let revision, !(1...head).contains(revision) {
                throw CLIError("\(flag) \(revision) is out of range: \"\(document)\" has revisions 1...\(head)")
            }
        }
        let start = from ?? 1, end = to ?? head
        guard start <= end else { throw CLIError("--from \(start) is after --to \(end): the range is empty") }
        let defaultLimit = interactive && from == nil && to == nil && !all ? terminalLimit : nil
        guard let limit = limit ?? defaultLimit, limit < end - start + 1 else {
            return LogWindow(first: start, last: end, omittedBefore: 0, omittedAfter: 0)
        }
        if from != nil && to == nil {
            return LogWindow(first: start, last: start + limit - 1, omittedBefore: 0, omittedAfter: end - (start + limit - 1))
        }
        return LogWindow(first: end - limit + 1, last: end, omittedBefore: end - limit + 1 - start, omittedAfter: 0)
    }

    /// Lines saying what the limit left out and how to list it, for standard error.
    func notes(document: String) -> [String] {
        let shown = last - first + 1
        var notes: [String] = []
        if omittedBefore > 0 {
            notes.append(
                "\(omittedBefore) earlier \(Self.revisions(omittedBefore)) not shown (r\(first - omittedBefore)...r\(first - 1)); "
                    + "the \(shown) before: stackdoc log \(document) --to \(first - 1) --limit \(shown); every one: --all")
        }
        if omittedAfter > 0 {
            notes.append(
                "\(omittedAfter) later \(Self.revisions(omittedAfter)) not shown (r\(last + 1)...r\(last + omittedAfter)); "
                    + "the next \(shown): stackdoc log \(document) --from \(last + 1) --limit \(shown)")
        }
        return notes
    }

    private static func revisions(_ count: Int) -> String { count == 1 ? "revision" : "revisions" }
}
