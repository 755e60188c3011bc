import Foundation
import StackDocTestSupport
import Testing

/// `stackdoc serve` as a user runs it: help with an example, refusals before listening, and a
/// real server that answers over HTTP and stops on SIGTERM.
@Suite("serve command")
struct ServeCommandTests {
    @Test("--help shows an example")
    func help() throws {
        let result = try runStackdoc(["serve", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"))
    }

    @Test("a non-loopback --host without --token is refused, naming the flag")
    func refusesAnOpenHost() throws {
        let result = try runStackdoc(["serve", "--host", "0.0.0.0", "--db", "/nonexistent/store.db"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--host 0.0.0.0 is not a loopback address: give --token TOKEN"))
    }

    @Test("a missing store is refused before the server listens")
    func refusesAMissingStore() throws {
        let result = try runStackdoc(["serve", "--port", "0", "--db", "/nonexistent/store.db"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no store at '/nonexistent/store.db'"))
    }

    @Test("serves the store on the port it reports, and stops on SIGTERM")
    func serves() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        let imported = try runStackdoc(["import", ExampleFiles.path("simple-stack-view.json"), "--name", "simple", "--db", store])
        #expect(imported.status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestEnvironment.executable("stackdoc"))
        process.arguments = ["serve", "--port", "0", "--db", store]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // "stackdoc: serving STORE at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var announced = ""
        while !announced.contains("(Ctrl-C stops)") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            announced += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(announced.split(separator: "http://127.0.0.1:").last?.prefix { $0.isNumber })
        let listed = try Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/api/documents")!)
        let expected = try runStackdoc(["list", "--format", "json", "--db", store])
        #expect(String(decoding: listed, as: UTF8.self) == expected.stdout)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
