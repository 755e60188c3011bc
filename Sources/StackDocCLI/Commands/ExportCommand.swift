import ArgumentParser
import StackDocument

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a document as stack-document/1 JSON.",
        discussion: """
            Examples:
              stackdoc export "Simple Stack View" > simple.json
              stackdoc export demo --rev 3 -o demo-r3.json
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @Option(name: .customLong("rev"), help: "The revision to export (default: the head).")
    var revision: Int?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "One line instead of indented JSON.")
    var compact = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.open()
        let exported = try revision.map { try opened.document(document, revision: $0) } ?? opened.document(document)
        let text = exported.jsonText(style: compact ? .compact : .pretty)
        if let output {
            try FileOutput.write(text + "\n", to: output)
        } else {
            print(text)
        }
    }
}
