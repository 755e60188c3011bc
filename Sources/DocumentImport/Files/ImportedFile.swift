import InterfaceBuilderImport
import StackDocument

/// The documents of one file, JSON or Interface Builder (`.storyboard`, `.xib`), and the
/// warnings of their import.
public struct ImportedFile: Sendable {
    /// The file's path, as given (`-`: standard input).
    public let path: String
    /// `storyboard` or `xib`; `nil` for a JSON document.
    public let interfaceBuilderKind: String?
    /// One document for a JSON file; one a scene for an Interface Builder file.
    public let documents: [Document]
    /// What the import could not carry over exactly, by line of the file.
    public let warnings: [ImportWarning]
    /// The storyboard scene id of each document that has one, by document name.
    public var sceneIDs: [String: String] = [:]

    /// Reads `bytes` (the content of `path`) as a JSON document or an Interface Builder file
    /// (`DocumentFile.isInterfaceBuilder`), naming the documents by `name`; else a JSON
    /// document keeps its own name and an Interface Builder file's take `baseName` (default:
    /// the file's base name). `naming` `.scene` names an Interface Builder file's documents by
    /// their scenes alone. Throws `DocumentFileError`, which names the file.
    public static func read(
        _ bytes: [UInt8], path: String, name: String? = nil, baseName: String? = nil, naming: SceneNaming = .file
    ) throws -> ImportedFile {
        guard DocumentFile.isInterfaceBuilder(bytes, path: path) else {
            var document: Document
            do {
                document = try Document(json: bytes)
            } catch {
                throw DocumentFileError.notADocument(DocumentFile.displayName(path), reason: "\(error)")
            }
            if let name { document.name = name }
            return ImportedFile(path: path, interfaceBuilderKind: nil, documents: [document], warnings: [])
        }
        let imported = try DocumentFile.importInterfaceBuilder(
            bytes, path: path, baseName: name ?? baseName ?? DocumentFile.baseName(of: path))
        guard !imported.scenes.isEmpty else { throw DocumentFileError.noScene(DocumentFile.displayName(path)) }
        let documents = naming.named(imported.scenes.map(\.document), sceneNames: imported.scenes.map(\.sceneName))
        return ImportedFile(
            path: path, interfaceBuilderKind: imported.kind.rawValue, documents: documents,
            warnings: imported.warnings + imported.scenes.flatMap(\.warnings),
            sceneIDs: Dictionary(
                zip(documents, imported.scenes).compactMap { document, scene in scene.sceneID.map { (document.name, $0) } },
                uniquingKeysWith: { first, _ in first }))
    }

    /// Reads the file at `path` (`-`: standard input) as `read(_:path:name:baseName:naming:)` does.
    public static func read(
        path: String, name: String? = nil, baseName: String? = nil, naming: SceneNaming = .file
    ) throws -> ImportedFile {
        try read(FileContents.read(path), path: path, name: name, baseName: baseName, naming: naming)
    }
}
