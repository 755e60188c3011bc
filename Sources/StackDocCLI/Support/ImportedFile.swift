import DocumentStore
import InterfaceBuilderImport
import StackDocOutput
import StackDocument

/// One file read by `import`: its documents, and how to report them.
struct ImportedFile {
    let path: String
    /// `storyboard` or `xib`; `nil` for a JSON document.
    let interfaceBuilderKind: String?
    let documents: [Document]
    let warnings: [ImportWarning]
    /// The storyboard scene id of each document that has one, by document name.
    var sceneIDs: [String: String] = [:]

    /// Reads `bytes` (the content of `path`) as a JSON document or an Interface Builder file,
    /// naming the documents by `name`; else a JSON document keeps its own name and an
    /// Interface Builder file's take `baseName` (default: the file's base name). Errors name
    /// the file.
    /// `naming` `.scene` names an Interface Builder file's documents by their scenes alone.
    static func read(_ bytes: [UInt8], path: String, name: String?, baseName: String? = nil, naming: SceneNaming = .file) throws -> ImportedFile {
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
            bytes, path: path, baseName: name ?? baseName ?? InterfaceBuilderInput.baseName(of: path))
        guard !imported.scenes.isEmpty else {
            throw CLIError("\(InterfaceBuilderInput.displayName(path)): the file has no scene with a view; nothing imported")
        }
        let documents = naming.named(imported.scenes.map(\.document), sceneNames: imported.scenes.map(\.sceneName))
        return ImportedFile(
            path: path, interfaceBuilderKind: imported.kind.rawValue, documents: documents,
            warnings: imported.warnings + imported.scenes.flatMap(\.warnings),
            sceneIDs: Dictionary(
                zip(documents, imported.scenes).compactMap { document, scene in scene.sceneID.map { (document.name, $0) } },
                uniquingKeysWith: { first, _ in first }))
    }

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
