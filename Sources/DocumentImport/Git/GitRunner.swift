#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `git` command line in one directory, as SwiftPM does: git is found in `$PATH`, and
/// its standard output is the result.
public struct GitRunner: Sendable {
    /// The directory git runs in (`git -C`); git finds the repository that holds it.
    public let directory: String
    /// The `git` executable.
    public let executable: String

    /// A runner for the repository holding `directory`. Throws `GitError.gitMissing` when no
    /// directory of `$PATH` holds `git`, `GitError.directoryMissing` when `directory` does not
    /// exist, and `GitError.notARepository` when it is in no git repository.
    public init(directory: String) throws(GitError) {
        guard let executable = Self.findGit() else { throw .gitMissing }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw .directoryMissing(directory) }
        self.directory = directory
        self.executable = executable
        do {
            _ = try run(["rev-parse", "--git-dir"])
        } catch {
            throw .notARepository(directory)
        }
    }

    /// The standard output of `git -C directory ARGUMENTS`, with `input` on its standard input.
    /// Throws `GitError.failed` with git's own message when it exits with an error.
    public func run(_ arguments: [String], input: [UInt8] = []) throws(GitError) -> [UInt8] {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(executable, ["-C", directory] + arguments, input: input)
        } catch {
            throw .failed(command: arguments, message: error.message)
        }
        guard result.status == 0 else {
            let message = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").joined(separator: " ")
            throw .failed(command: arguments, message: message.isEmpty ? "exit status \(result.status)" : message)
        }
        return result.output
    }

    /// `git` in the first directory of `$PATH` that holds it as an executable.
    public static func findGit() -> String? {
        guard let path = getenv("PATH") else { return nil }
        for directory in String(cString: path).split(separator: ":") {
            let candidate = "\(directory)/git"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
