import ArgumentParser
import DocumentStore
import InterfaceBuilderImport
import StackDocOutput
import StackDocument

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a stack-document/1 JSON file, or an Interface Builder .storyboard / .xib, as new documents.",
        discussion: """
            The store is created if it does not exist. The file's content decides how it
            is read: XML is read as an Interface Builder file, anything else as JSON.

            JSON: one document, named by --name, else by the file's "name"; the format is
            in Docs/document-format.md in the StackDoc repository.

            Interface Builder: one document per storyboard scene (per top-level view of a
            xib), all stored in one transaction (all or none). A file with one scene gives
            a document named by --name, else by the file name without extension; a file
            with several gives PREFIX/SCENE for each, where PREFIX is --name or the file
            name and SCENE the view controller's class (else its label, storyboard
            identifier, title or scene id). Parts of the file that change layout but have
            no equivalent in a document are left out with a warning on standard error.

            Several files import in one transaction: if one cannot be read, or a name
            is taken, nothing is imported. With --format json each file reports one
            object (as for a single file), in an array when there are several.

            Examples:
              stackdoc import simple.json
              stackdoc import Examples/*.json Examples/*.storyboard
              cat simple.json | stackdoc import - --name "Simple Stack View"
              stackdoc import Main.storyboard --name Main --format json
            """
    )

    @Argument(help: ArgumentHelp("The JSON, .storyboard or .xib files, or - for standard input.", valueName: "file"))
    var files: [String]

    @Option(help: "The name to store the document under (the name prefix for a multi-scene Interface Builder file); one file only.")
    var name: String?

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one file to import.") }
        if files.count > 1, name != nil {
            throw ValidationError("--name names the documents of one file; import the files one at a time to name each")
        }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if let duplicate = files.firstDuplicate { throw ValidationError("\(duplicate) is given twice") }
    }

    /// Reads every file first, then stores all their documents in one transaction: a file that
    /// does not read, or a name already taken, imports nothing at all.
    func run() throws {
        let files = try self.files.map(readFile)
        let revisions = try store.openForWriting(create: true).importDocuments(files.flatMap(\.documents), message: message.message)
        var remaining = revisions[...]
        var reports: [JSONValue] = []
        for file in files {
            let fileRevisions = Array(remaining.prefix(file.documents.count))
            remaining = remaining.dropFirst(file.documents.count)
            InterfaceBuilderInput.printWarnings(file.warnings, path: file.path)
            switch output.format {
            case .json: reports.append(file.json(fileRevisions))
            case .text:
                for (document, revision) in zip(file.documents, fileRevisions) { print(file.importedLine(document, revision)) }
            }
        }
        if output.format == .json { print(JSONWriter.string(reports.count == 1 ? reports[0] : .array(reports))) }
    }

    private func readFile(_ path: String) throws -> ImportedFile {
        let bytes = try FileInput.read(path)
        guard InterfaceBuilderInput.isInterfaceBuilder(bytes, path: path) else {
            var document: Document
            do {
                document = try Document(json: bytes)
            } catch {
                throw CLIError("\(InterfaceBuilderInput.displayName(path)): \(error)")
            }
            if let name { document.name = name }
            return ImportedFile(path: path, interfaceBuilderKind: nil, documents: [document], warnings: [])
        }
        let imported = try InterfaceBuilderInput.importFile(
            bytes, path: path, baseName: name ?? InterfaceBuilderInput.baseName(of: path))
        guard !imported.scenes.isEmpty else {
            throw CLIError("\(InterfaceBuilderInput.displayName(path)): the file has no scene with a view; nothing imported")
        }
        return ImportedFile(
            path: path, interfaceBuilderKind: imported.kind.rawValue, documents: imported.scenes.map(\.document),
            warnings: imported.warnings + imported.scenes.flatMap(\.warnings))
    }
}

/// One file read by `import`: its documents, and how to report them.
private struct ImportedFile {
    let path: String
    /// `storyboard` or `xib`; `nil` for a JSON document.
    let interfaceBuilderKind: String?
    let documents: [Document]
    let warnings: [ImportWarning]

    func importedLine(_ document: Document, _ revision: RevisionInfo) -> String {
        guard interfaceBuilderKind != nil else {
            return "imported \"\(revision.document)\" (\(document.viewCount) views) as revision 1"
        }
        return "imported \"\(revision.document)\" (\(document.viewCount) views, \(document.constraints.count) constraints) as revision 1"
    }

    func json(_ revisions: [RevisionInfo]) -> JSONValue {
        guard let interfaceBuilderKind else { return DocumentJSON.revision(revisions[0]) }
        let entries: [JSONValue] = zip(documents, revisions).map { document, revision in
            .object([
                ("document", .string(revision.document)), ("revision", .number(Double(revision.number))),
                ("views", .number(Double(document.viewCount))), ("constraints", .number(Double(document.constraints.count))),
            ])
        }
        return .object([
            ("file", .string(path)), ("kind", .string(interfaceBuilderKind)), ("documents", .array(entries)),
            ("warnings", .array(warnings.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })),
        ])
    }
}

extension Array where Element: Hashable {
    /// The first element that appears again later, if any. O(n).
    fileprivate var firstDuplicate: Element? {
        var seen = Set<Element>()
        return first { !seen.insert($0).inserted }
    }
}
