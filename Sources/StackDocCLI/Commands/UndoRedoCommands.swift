import ArgumentParser
import DocumentStore
import StackDocOutput
import StackDocument

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the most recent changes, each as a new revision.",
        discussion: """
            Undo appends a revision that applies the inverse of the most recent change not
            yet undone; `log` shows which revision each undo undid. A new edit after an
            undo empties the redo stack.

            Example:  stackdoc undo demo --steps 2
            """
    )

    @OptionGroup var options: HistoryStepOptions

    func run() throws {
        try options.report(options.store.openForWriting().undo(options.document, steps: options.steps, message: options.message.message))
    }
}

struct RedoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Re-apply the most recently undone changes, each as a new revision.",
        discussion: """
            Examples:
              stackdoc undo demo
              stackdoc redo demo
            """
    )

    @OptionGroup var options: HistoryStepOptions

    func run() throws {
        try options.report(options.store.openForWriting().redo(options.document, steps: options.steps, message: options.message.message))
    }
}

struct HistoryStepOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The document's name (DOC@NAME for its branch NAME).", valueName: "doc"))
    var documentName: String
    @OptionGroup var branch: BranchOption

    /// The document stepped through: the one named, or its branch `--branch` names.
    var document: String { branch.target(documentName) }

    @Option(parsing: .unconditional, help: "How many changes to step through.")
    var steps = 1

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        guard steps >= 1 else { throw ValidationError("--steps: \(steps) must be 1 or more") }
    }

    func report(_ revisions: [RevisionInfo]) {
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.revisions(revisions)))
        case .text: revisions.forEach { print("\($0.document): revision \($0.number): \($0.kind == .undo ? "undid" : "redid") r\($0.target ?? 0)") }
        }
    }
}
