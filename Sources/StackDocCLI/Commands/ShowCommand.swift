import ArgumentParser
import StackDocOutput
import StackDocument

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a document's tree: z-order, arranged order, hidden views and key properties.",
        discussion: """
            Children are listed back to front (z-order). On an arranged child, #N is its
            place in the stack's arranged order; a stack whose arranged order differs from
            its z-order lists it. HIDDEN marks hidden views.

            Examples:
              stackdoc show demo
              stackdoc show demo --rev 2 --format json
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @Option(name: .customLong("rev"), help: "The revision to show (default: the head).")
    var revision: Int?

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        // The document and its revision number in one read transaction.
        let (shown, number) = try store.open().document(document, revisionOrHead: revision)
        switch output.format {
        case .text: StandardOutput.printLine(TreeOutput.utf8(shown, revision: number))
        case .json: StandardOutput.printLine(JSONWriter.utf8(DocumentJSON.document(shown, revision: number)))
        }
    }
}
