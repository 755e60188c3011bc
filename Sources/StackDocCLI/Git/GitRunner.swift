import Foundation

/// Runs the `git` command line in one directory, as SwiftPM does: git is found in `$PATH`, and
/// its standard output is the result.
struct GitRunner {
    /// The directory git runs in (`git -C`); git finds the repository that holds it.
    let directory: String
    /// The `git` executable.
    let executable: String

    /// A runner for the repository holding `directory`. Throws `GitError.gitMissing` when no
    /// directory of `$PATH` holds `git`, `GitError.directoryMissing` when `directory` does not
    /// exist, and `GitError.notARepository` when it is in no git repository.
    init(directory: String) throws(GitError) {
        guard let executable = Self.findGit() else { throw .gitMissing }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryMissing(directory)
        }
        self.directory = directory
        self.executable = executable
        do {
            _ = try run(["rev-parse", "--git-dir"])
        } catch {
            throw .notARepository(directory)
        }
    }

    /// The standard output of `git -C directory ARGUMENTS`. Throws `GitError.failed` with git's
    /// own message when it exits with an error. Standard error is read on another thread, so
    /// that neither pipe fills while the other is drained.
    ///
    /// `input`, when given, is written to git's standard input on another thread (so that git
    /// may answer while it is being written), then closed.
    func run(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", directory] + arguments
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = input.map { _ in Pipe() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .failed(command: arguments, message: "cannot start \(executable): \(error.localizedDescription)")
        }
        if let input, let writer = inputPipe?.fileHandleForWriting {
            let data = Data(input)
            Thread.detachNewThread {
                try? writer.write(contentsOf: data)
                try? writer.close()
            }
        }
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .failed(command: arguments, message: errorText.text())
        }
        return bytes
    }

    /// `git` in the first directory of `$PATH` that holds it as an executable.
    static func findGit() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Reads a pipe to its end on another thread; `text()` waits for it.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, trimmed.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
