import ArgumentParser
import StackDocOutput
import StackDocument

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a document's revisions, oldest first, with their edits.",
        discussion: """
            On a terminal, log lists the newest \(LogWindow.terminalLimit) revisions and says how many
            earlier ones there are; piped, or with --format json, it lists them all. --from
            and --to choose a range; --limit N keeps the newest N of it (the first N when
            only --from is given). Only the revisions listed are read.

            --graph lists the whole history with the document's branches (`branch`):
            each branch's revisions in a lane of their own from the fork to the merge,
            as `git log --graph` draws them; with --format json each revision carries
            its `lane` (0: the document) and its `parents` ([{document, revision}]: the
            revision before it, and for a merge the branch revision merged).

            Examples:
              stackdoc log demo
              stackdoc log demo --limit 5
              stackdoc log demo --from 2 --to 5 --format json
              stackdoc log demo --all | grep delete
              stackdoc log demo --graph
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @Option(help: ArgumentHelp("The first revision to list (default: 1).", valueName: "rev"))
    var from: Int?

    @Option(help: ArgumentHelp("The last revision to list (default: the head).", valueName: "rev"))
    var to: Int?

    @Option(help: ArgumentHelp(
        "List at most N revisions: the newest of the range, or the first when only --from is given.", valueName: "n"))
    var limit: Int?

    @Flag(help: "List every revision of the range, also on a terminal.")
    var all = false

    @Flag(help: "Draw the history with the document's branches, each in a lane from its fork to its merge.")
    var graph = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit \(limit): give at least 1 (or --all for every revision)") }
        if limit != nil && all { throw ValidationError("give --limit or --all, not both") }
        if graph && (from != nil || to != nil || limit != nil) {
            throw ValidationError("--graph draws the whole history: give it without --from, --to and --limit")
        }
    }

    func run() throws {
        let opened = try store.open()
        if graph {
            let drawing = try LogGraph(document: document, store: opened, names: ViewNames.head(of: document, in: opened))
            switch output.format {
            case .json: print(JSONWriter.string(drawing.json))
            case .text: drawing.lines.forEach { print($0) }
            }
            return
        }
        let window = try LogWindow.resolve(
            document: document, head: opened.headRevision(of: document), from: from, to: to, limit: limit, all: all,
            interactive: output.format == .text && Terminal.standardOutputIsTerminal)
        let revisions = try opened.log(of: document, from: window.first, to: window.last)
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.revisions(revisions)))
        case .text:
            window.notes(document: document).forEach(printError)
            // Views named as the head names them, as `diff` and `blame` name them.
            let names = try ViewNames.head(of: document, in: opened)
            revisions.forEach { print(RevisionOutput.line($0, names: names)) }
        }
    }
}
