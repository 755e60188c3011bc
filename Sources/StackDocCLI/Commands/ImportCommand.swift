import ArgumentParser
import InterfaceBuilderImport
import StackDocument

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a stack-document/1 JSON file, or an Interface Builder .storyboard / .xib, as new documents.",
        discussion: """
            The store is created if it does not exist. The file's content decides how it
            is read: XML is read as an Interface Builder file, anything else as JSON.

            JSON: one document, named by --name, else by the file's "name".

            Interface Builder: one document per storyboard scene (per top-level view of a
            xib), all stored in one transaction (all or none). A file with one scene gives
            a document named by --name, else by the file name without extension; a file
            with several gives PREFIX/SCENE for each, where PREFIX is --name or the file
            name and SCENE the view controller's class (else its label, storyboard
            identifier, title or scene id). Parts of the file that change layout but have
            no equivalent in a document are left out with a warning on standard error.

            Examples:
              stackdoc import simple.json
              cat simple.json | stackdoc import - --name "Simple Stack View"
              stackdoc import Main.storyboard --name Main --format json
            """
    )

    @Argument(help: ArgumentHelp("The JSON, .storyboard or .xib file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(help: "The name to store the document under (the name prefix for a multi-scene Interface Builder file).")
    var name: String?

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let bytes = try FileInput.read(file)
        if InterfaceBuilderInput.isInterfaceBuilder(bytes, path: file) {
            try importInterfaceBuilder(bytes)
            return
        }
        let document: Document
        do {
            document = try Document(json: bytes)
        } catch {
            throw CLIError("\(InterfaceBuilderInput.displayName(file)): \(error)")
        }
        let revision = try store.openForWriting(create: true).importDocument(document, as: name, message: message.message)
        switch output.format {
        case .json: print(JSONWriter.string(RevisionOutput.json(revision)))
        case .text: print("imported \"\(revision.document)\" (\(document.viewCount) views) as revision 1")
        }
    }

    private func importInterfaceBuilder(_ bytes: [UInt8]) throws {
        let imported = try InterfaceBuilderInput.importFile(
            bytes, path: file, baseName: name ?? InterfaceBuilderInput.baseName(of: file))
        guard !imported.scenes.isEmpty else {
            throw CLIError("\(InterfaceBuilderInput.displayName(file)): the file has no scene with a view; nothing imported")
        }
        let documents = imported.scenes.map(\.document)
        let revisions = try store.openForWriting(create: true).importDocuments(documents, message: message.message)
        let warnings = imported.warnings + imported.scenes.flatMap(\.warnings)
        InterfaceBuilderInput.printWarnings(warnings, path: file)
        switch output.format {
        case .json:
            let entries: [JSONValue] = zip(documents, revisions).map { document, revision in
                .object([
                    ("document", .string(revision.document)), ("revision", .number(Double(revision.number))),
                    ("views", .number(Double(document.viewCount))), ("constraints", .number(Double(document.constraints.count))),
                ])
            }
            print(JSONWriter.string(.object([
                ("file", .string(file)), ("kind", .string(imported.kind.rawValue)), ("documents", .array(entries)),
                ("warnings", .array(warnings.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })),
            ])))
        case .text:
            for (document, revision) in zip(documents, revisions) {
                print("imported \"\(revision.document)\" (\(document.viewCount) views, \(document.constraints.count) constraints) as revision 1")
            }
        }
    }
}
