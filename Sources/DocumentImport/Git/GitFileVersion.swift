/// One version of a file in its git history: the commit, and what the file held then.
public struct GitFileVersion: Sendable {
    /// The commit.
    public let commit: GitCommit
    /// The file's documents at the commit, read as `ImportedFile.read` reads a file (JSON or
    /// Interface Builder); nil when the commit deleted the file or the file did not read.
    public let file: ImportedFile?
    /// Why the file did not read at the commit (`DocumentFileError`'s message); nil when it read
    /// or was deleted.
    public let problem: String?
}

extension GitFileHistory {
    /// The file at each of `commits` (default: `commits()`, every commit that changed it,
    /// oldest first), its documents named `name` (default: the file's base name, as
    /// `ImportedFile.read` names them). A version that does not read is kept, with its problem,
    /// so that one bad commit does not hide the others. One git process for the contents.
    public func versions(of commits: [GitCommit]? = nil, name: String? = nil) throws(GitError) -> [GitFileVersion] {
        let commits = if let commits { commits } else { try self.commits() }
        let blobs = commits.compactMap(\.blob)
        var contentByBlob: [String: [UInt8]] = [:]
        for (blob, content) in zip(blobs, try contents(of: blobs)) { contentByBlob[blob] = content }
        let name = name ?? DocumentFile.baseName(of: file)
        return commits.map { commit in
            guard let path = commit.path, let blob = commit.blob, let content = contentByBlob[blob] else {
                return GitFileVersion(commit: commit, file: nil, problem: nil)
            }
            do {
                return GitFileVersion(commit: commit, file: try ImportedFile.read(content, path: path, name: name), problem: nil)
            } catch {
                return GitFileVersion(commit: commit, file: nil, problem: "\(error)")
            }
        }
    }
}
