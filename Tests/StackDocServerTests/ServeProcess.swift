import Foundation
import StackDocTestSupport

/// `stackdoc serve --port 0` over a store, in a process of its own, as a user runs it: the
/// tests that drive a browser talk to it, so that other tests busy in the test process never
/// slow its answers down. Stopped (SIGTERM) when released.
final class ServeProcess {
    private let process = Process()
    /// The port the server announced.
    let port: Int
    /// `http://127.0.0.1:PORT`.
    var base: String { "http://127.0.0.1:\(port)" }

    init(store: String) throws {
        process.executableURL = URL(fileURLWithPath: TestEnvironment.executable("stackdoc"))
        process.arguments = ["serve", "--port", "0", "--db", store]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "stackdoc: serving STORE at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var announced = ""
        while !announced.contains("(Ctrl-C stops)") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            announced += String(decoding: data, as: UTF8.self)
        }
        guard let digits = announced.split(separator: "http://127.0.0.1:").last?.prefix(while: \.isNumber), let port = Int(digits) else {
            process.terminate()
            throw ServedStoreError.commandFailed(["serve"], announced)
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
