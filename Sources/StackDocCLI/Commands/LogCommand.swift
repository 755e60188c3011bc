import ArgumentParser
import StackDocument

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a document's revisions, oldest first, with their edits.",
        discussion: "Example:  stackdoc log demo --format json"
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let revisions = try store.open().log(of: document)
        switch output.format {
        case .json: print(JSONWriter.string(.array(revisions.map(RevisionOutput.json))))
        case .text: revisions.forEach { print(RevisionOutput.line($0)) }
        }
    }
}
