/// Why git could not answer.
public enum GitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No directory of `$PATH` holds `git`.
    case gitMissing
    /// The directory given does not exist.
    case directoryMissing(String)
    /// The directory is in no git repository.
    case notARepository(String)
    /// Git ran and failed; `message` is what it said.
    case failed(command: [String], message: String)

    public var description: String {
        switch self {
        case .gitMissing: "git is not installed (no git in $PATH); install git to read a file's history"
        case .directoryMissing(let directory): "\(directory): no such directory"
        case .notARepository(let directory): "\(directory) is not in a git repository (give the repository with --repo DIR)"
        case .failed(let command, let message): "git \(command.joined(separator: " ")) failed: \(message)"
        }
    }
}
