import Foundation

/// `stackdoc serve --port 0` over a store, in a process of its own, as a user runs it: tests
/// talk to it over HTTP, and other tests busy in the test process never slow its answers down.
/// Stopped (SIGTERM) when released, or by `stop()`.
public final class ServeProcess {
    private let process = Process()
    /// The port the server announced.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }

    /// Starts `stackdoc serve` on `store` with `arguments` (`--token`, `--allowed-host`...),
    /// `environment` added to the test's and, when given, `stdin` on its standard input (then
    /// closed), and waits until it says where it listens; throws
    /// `ServeProcessError` with what it printed when it stops before that. With `fileLimit`, the
    /// server may open at most that many files at once (`prlimit --nofile`), as a login shell's
    /// usual limit of 1,024 allows.
    public init(
        store: String, arguments: [String] = [], environment: [String: String] = [:], stdin: String? = nil, fileLimit: Int? = nil
    ) throws {
        let command = ["serve", "--port", "0", "--db", store] + arguments
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--nofile=\(fileLimit)", TestEnvironment.executable("stackdoc")] + command
        } else {
            process.executableURL = URL(fileURLWithPath: TestEnvironment.executable("stackdoc"))
            process.arguments = command
        }
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment["STACKDOC_TOKEN"] = nil
        fullEnvironment.merge(environment) { $1 }
        process.environment = fullEnvironment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let input = stdin.map { _ in Pipe() }
        if let input { process.standardInput = input }
        try process.run()
        if let input, let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        // "stackdoc: serving STORE at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var announced = ""
        while !announced.contains("(Ctrl-C stops)") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            announced += String(decoding: data, as: UTF8.self)
        }
        guard let digits = announced.split(separator: "http://127.0.0.1:").last?.prefix(while: \.isNumber), let port = Int(digits) else {
            process.terminate()
            throw ServeProcessError(output: announced)
        }
        self.port = port
    }

    /// Sends SIGTERM and waits for the server to end; returns its exit status.
    @discardableResult
    public func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { stop() }
}

/// `stackdoc serve` ended before it said where it listens.
public struct ServeProcessError: Error, CustomStringConvertible {
    /// What it printed on stderr.
    public let output: String
    public var description: String { "stackdoc serve did not start: \(output)" }
}
