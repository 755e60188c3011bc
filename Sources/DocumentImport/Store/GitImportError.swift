/// Why a file's git history could not be imported, beyond git's own errors (`GitError`).
public enum GitImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No commit changed the file (it is not committed, say).
    case noHistory(file: String)

    /// One line, naming the file.
    public var description: String {
        switch self {
        case .noHistory(let file): "\(file) has no history in git: no commit changed it (is it committed?)"
        }
    }
}
