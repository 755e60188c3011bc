import ArgumentParser
import DocumentImport
import DocumentStore
import InterfaceBuilderImport
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
            identifier, title or scene id). --name-scenes scene names each by SCENE
            alone (`ControlPanelViewController`), for a store that holds one app; names
            that another file's scenes already took are refused, nothing imported.
            Parts of the file that change layout but have no equivalent in a document are
            left out with a warning on standard error.

            Several files import in one transaction: if one cannot be read, or a name
            is taken, nothing is imported. With --format json each file reports one
            object (as for a single file), in an array when there are several.

            --update: a document the store already has is not refused: the difference
            between its head and the file becomes one new revision of edits (views
            matched by id, for Interface Builder files their IB ids), which log, diff,
            blame and undo treat like any other; a document that did not change writes
            nothing, and documents the store lacks are imported. A scene is the document
            with its root view id, whatever it is called now: a new name is a `rename`
            revision; a scene of the stored file that is gone (or whose root was
            re-created) is deleted, its history kept (`list --deleted`).

            Examples:
              stackdoc import simple.json
              stackdoc import Main.storyboard --update -m "from the designer"
              stackdoc import Examples/*.json Examples/*.storyboard
              cat simple.json | stackdoc import - --name "Simple Stack View"
              stackdoc import Main.storyboard --name Main --format json
              stackdoc import Main.storyboard --name-scenes scene
            """
    )

    @Argument(help: ArgumentHelp("The JSON, .storyboard or .xib files, or - for standard input.", valueName: "file"))
    var files: [String]

    @Option(help: "The name to store the document under (the name prefix for a multi-scene Interface Builder file); one file only.")
    var name: String?

    @Option(name: .customLong("name-scenes"), help: ArgumentHelp(
        "How to name an Interface Builder file's documents: file (PREFIX/SCENE) or scene (SCENE alone).", valueName: "naming"))
    var sceneNaming: SceneNaming = .file

    @Flag(help: "Record the changes of documents the store already has as one new revision each, rather than refusing their names.")
    var update = false

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one file to import.") }
        if files.count > 1, name != nil {
            throw ValidationError("--name names the documents of one file; import the files one at a time to name each")
        }
        if sceneNaming == .scene, name != nil {
            throw ValidationError("--name-scenes scene names the documents by their scenes alone; give --name (a short prefix) or --name-scenes scene, not both")
        }
        if sceneNaming == .scene, update {
            throw ValidationError("--update finds a file's scenes under its prefix, which --name-scenes scene leaves out; give --name for a short prefix instead")
        }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if let duplicate = files.firstDuplicate { throw ValidationError("\(duplicate) is given twice") }
    }

    /// Reads every file first, then stores all their documents in one transaction
    /// (`FileImport`): a file that does not read, or a name already taken, imports nothing at all.
    func run() throws {
        let request = FileImportRequest(files: files, name: name, naming: sceneNaming, update: update, message: message.message)
        let result = try FileImport.run(request) { try store.openForWriting(create: true) }
        var reports: [JSONValue] = []
        if update {
            for (file, fileUpdates) in zip(result.files, result.updates) {
                ImportDiagnostics.printWarnings(file.warnings, path: file.path)
                switch output.format {
                case .json:
                    reports.append(.object([("file", .string(file.path)), ("documents", .array(fileUpdates.compactMap(UpdateOutput.json)))]))
                case .text:
                    for update in fileUpdates { print(UpdateOutput.line(update)) }
                }
            }
            if output.format == .text, result.changedNothing { print("nothing changed; nothing written") }
        } else {
            for (file, fileRevisions) in zip(result.files, result.revisions) {
                ImportDiagnostics.printWarnings(file.warnings, path: file.path)
                switch output.format {
                case .json: reports.append(file.json(fileRevisions))
                case .text:
                    for (document, revision) in zip(file.documents, fileRevisions) { print(file.importedLine(document, revision)) }
                }
            }
        }
        if output.format == .json { print(JSONWriter.string(reports.count == 1 ? reports[0] : .array(reports))) }
    }
}

extension Array where Element: Hashable {
    /// The first element that appears again later, if any. O(n).
    fileprivate var firstDuplicate: Element? {
        var seen = Set<Element>()
        return first { !seen.insert($0).inserted }
    }
}
