import Foundation
import StackDocTestSupport
import Testing

/// `stackdoc serve` runs the program `stackdoc-serve` in place of `stackdoc`: the same command
/// to the user, from either program, and a clear refusal when the program is not installed.
@Suite("serve hand-over")
struct ServeHandOverTests {
    @Test("serve's help and refusals come from stackdoc-serve, however the command line is written", arguments: [
        ["serve", "--help"], ["help", "serve"], ["--db", "/nonexistent/store.db", "serve", "--help"],
    ])
    func helpFromEitherForm(arguments: [String]) throws {
        let result = try runStackdoc(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: stackdoc serve [--host <address>]"))
        #expect(result.stdout.contains("--allowed-host"))
    }

    @Test("an option given before `serve` reaches the server's parser")
    func optionBeforeTheCommand() throws {
        let result = try runStackdoc(["--db", "/nonexistent/store.db", "serve", "--host", "0.0.0.0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--host 0.0.0.0 is not a loopback address"))
    }

    @Test("stackdoc-serve run by hand is `stackdoc serve`, with or without the command's name", arguments: [
        ["--host", "0.0.0.0"], ["serve", "--host", "0.0.0.0"],
    ])
    func serveProgramByHand(arguments: [String]) throws {
        let result = try runStackdoc(arguments + ["--db", "/nonexistent/store.db"], executable: TestEnvironment.executable("stackdoc-serve"))
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: stackdoc serve"))
    }

    @Test("without stackdoc-serve beside it, `stackdoc serve` names the missing program and how to build it; other commands work")
    func missingServeProgram() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let alone = directory + "/stackdoc"
        try FileManager.default.copyItem(atPath: TestEnvironment.executable("stackdoc"), toPath: alone)
        let served = try runStackdoc(["serve", "--db", directory + "/store.db"], executable: alone)
        #expect(served.status == 1)
        #expect(served.stderr.contains("stackdoc-serve, which is not beside stackdoc (\(directory)/stackdoc-serve)"))
        #expect(served.stderr.contains("swift build -c release --product stackdoc-serve"))
        #expect(served.stdout.isEmpty)
        let version = try runStackdoc(["--version"], executable: alone)
        #expect(version.status == 0)
    }
}
