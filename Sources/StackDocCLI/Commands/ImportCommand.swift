import ArgumentParser
import StackDocument

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a stack-document/1 JSON document as revision 1 of a new document.",
        discussion: """
            The store is created if it does not exist. The document's name comes from --name,
            else from the file's "name".

            Examples:
              stackdoc import simple.json
              cat simple.json | stackdoc import - --name "Simple Stack View"
            """
    )

    @Argument(help: ArgumentHelp("The JSON file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(help: "The name to store the document under.")
    var name: String?

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let bytes = try FileInput.read(file)
        let document: Document
        do {
            document = try Document(json: bytes)
        } catch {
            throw CLIError("\(file == "-" ? "standard input" : file): \(error)")
        }
        let revision = try store.open(create: true).importDocument(document, as: name, message: message.message)
        switch output.format {
        case .json: print(JSONWriter.string(RevisionOutput.json(revision)))
        case .text: print("imported \"\(revision.document)\" (\(document.viewCount) views) as revision 1")
        }
    }
}
