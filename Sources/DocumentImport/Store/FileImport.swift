import DocumentStore
import StackDocument

/// Imports files into a store (`stackdoc import`): every file is read first, then all their
/// documents are stored in one transaction, so that a file that does not read, or a name
/// already taken, imports nothing at all.
public enum FileImport {
    /// Reads `request`'s files (`ImportedFile.read`), in order; throws for the first that does
    /// not read, naming it.
    public static func read(_ request: FileImportRequest) throws -> [ImportedFile] {
        try request.files.map { try ImportedFile.read(path: $0, name: request.name, naming: request.naming) }
    }

    /// Reads `request`'s files, then opens the store with `openStore` and stores their
    /// documents in one transaction: as new documents, or with `update`, each created, updated
    /// by one revision or left as it was (an Interface Builder file's scenes that went away are
    /// deleted; JSON documents stand alone).
    public static func run(_ request: FileImportRequest, openStore: () throws -> DocumentStore) throws -> FileImportResult {
        let files = try read(request)
        guard request.update else {
            let revisions = try openStore().importDocuments(files.flatMap(\.documents), message: request.message)
            var remaining = revisions[...]
            let shares = files.map { file in
                defer { remaining = remaining.dropFirst(file.documents.count) }
                return Array(remaining.prefix(file.documents.count))
            }
            return FileImportResult(files: files, revisions: shares, updates: [])
        }
        let steps = files.map { file in
            DocumentUpdateStep(
                documents: file.documents, sceneIDs: file.sceneIDs,
                scope: file.interfaceBuilderKind == nil ? nil : request.name ?? DocumentFile.baseName(of: file.path),
                message: request.message)
        }
        return FileImportResult(files: files, revisions: [], updates: try openStore().update(steps))
    }
}
