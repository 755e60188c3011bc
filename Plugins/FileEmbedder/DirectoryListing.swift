import Foundation

/// The files an embedder reads from a directory.
enum DirectoryListing {
    /// The names of the visible files of `directory`, sorted: hidden files (`.DS_Store`) and
    /// subdirectories are left out. `what` names the directory in the error.
    static func visibleFiles(in directory: URL, what: String) throws(EmbeddingProblems) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { !$0.hasPrefix(".") && !isDirectory(directory.appending(path: $0)) }.sorted()
        } catch {
            throw EmbeddingProblems(path: directory.path, message: "cannot list the \(what) directory: \(error.localizedDescription)")
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
