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

    @Test("--help states the token sources, the host and write rules, the limits and timeouts", arguments: [
        "--token-file", "$STACKDOC_TOKEN", "--allowed-host", "(421)", "application/json (else 415)", "at most 512", "within 10 s", "within 30 s",
        "after\n60 s", "At most 2 layouts", "Retry-After",
    ])
    func helpStatesTheRules(fragment: String) throws {
        let result = try runStackdoc(["serve", "--help"])
        #expect(result.stdout.contains(fragment), "\(fragment)")
    }

    @Test("a non-loopback --host without --token is refused, naming the flag")
    func refusesAnOpenHost() throws {
        let result = try runStackdoc(["serve", "--host", "0.0.0.0", "--db", "/nonexistent/store.db"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--host 0.0.0.0 is not a loopback address: give --token TOKEN"))
    }

    @Test("a missing store is refused before the server listens")
    func refusesAMissingStore() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try runStackdoc(["serve", "--port", "0", "--db", directory + "/missing.db"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no store at '\(directory)/missing.db'"))
    }

    @Test("serves the store on the port it reports, and stops on SIGTERM")
    func serves() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        let imported = try runStackdoc(["import", ExampleFiles.path("simple-stack-view.json"), "--name", "simple", "--db", store])
        #expect(imported.status == 0)
        let server = try ServeProcess(store: store)
        let listed = try #require(Self.get(port: server.port, path: "/api/documents"))
        let expected = try runStackdoc(["list", "--format", "json", "--db", store])
        #expect(listed == expected.stdout)
        #expect(server.stop() == 0)
    }

    @Test(
        "the token is read from $STACKDOC_TOKEN or --token-file (a file or standard input), never only from the command line",
        arguments: ["environment", "file", "stdin"])
    func tokenSources(source: String) throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        #expect(try runStackdoc(["import", ExampleFiles.path("simple-stack-view.json"), "--name", "simple", "--db", store]).status == 0)
        let secret = "k3y-\(source)"
        try (secret + "\n").write(toFile: directory + "/token", atomically: true, encoding: .utf8)
        let server =
            switch source {
            case "environment": try ServeProcess(store: store, environment: ["STACKDOC_TOKEN": secret])
            case "file": try ServeProcess(store: store, arguments: ["--token-file", directory + "/token"])
            default: try ServeProcess(store: store, arguments: ["--token-file", "-"], stdin: secret + "\n")
            }
        #expect(Self.status(port: server.port, path: "/api/documents") == 401)
        #expect(Self.status(port: server.port, path: "/api/documents", authorization: "Bearer \(secret)") == 200)
        #expect(Self.status(port: server.port, path: "/api/documents", authorization: "bearer \(secret)") == 200)
        #expect(Self.status(port: server.port, path: "/api/documents", authorization: "Bearer k3y") == 401)
        #expect(server.stop() == 0)
    }

    @Test("a token from $STACKDOC_TOKEN lets the server listen off loopback")
    func environmentTokenOffLoopback() throws {
        let result = try runStackdoc(["serve", "--host", "0.0.0.0", "--port", "0", "--db", "/nonexistent/store.db"], environment: ["STACKDOC_TOKEN": "t"])
        // Past the options, to the store, which is missing.
        #expect(result.status == 1)
        #expect(!result.stderr.contains("--token"), "\(result.stderr)")
        #expect(result.stderr.contains("/nonexistent"), "\(result.stderr)")
    }

    @Test("a token file that is missing or empty, an empty $STACKDOC_TOKEN, or two sources, are refused, naming them", arguments: [
        (["--token-file", "DIR/missing"], [:], "--token-file DIR/missing: "),
        (["--token-file", "DIR/empty"], [:], "--token-file DIR/empty: the file holds no token"),
        (["--token", "a", "--token-file", "DIR/empty"], [:], "give --token or --token-file, not both"),
        ([], ["STACKDOC_TOKEN": ""], "$STACKDOC_TOKEN is set but empty"),
    ] as [([String], [String: String], String)])
    func badTokenSources(arguments: [String], environment: [String: String], message: String) throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        try "\n".write(toFile: directory + "/empty", atomically: true, encoding: .utf8)
        let result = try runStackdoc(
            ["serve", "--port", "0", "--db", directory + "/store.db"] + arguments.map { $0.replacingOccurrences(of: "DIR", with: directory) }, environment: environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message.replacingOccurrences(of: "DIR", with: directory)), "\(result.stderr)")
    }

    @Test("an --allowed-host that is not a host name or address is refused, naming it", arguments: ["docs.example.org:8080", "a b", "", "http://docs.example.org"])
    func badAllowedHost(name: String) throws {
        let result = try runStackdoc(["serve", "--port", "0", "--allowed-host", name, "--db", "/nonexistent/store.db"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--allowed-host \"\(name)\": give a host name or an address"), "\(result.stderr)")
    }

    /// The status of `GET path` on 127.0.0.1 with an `Authorization` header, or nil when there is no answer.
    static func status(port: Int, path: String, authorization: String? = nil) -> Int? {
        let headers = authorization.map { ["Authorization: \($0)"] } ?? []
        return try? RawConnection.exchange(port: port, RawConnection.request("GET", path, host: "127.0.0.1", headers: headers)).status
    }

    /// The body of `GET path` on 127.0.0.1, or nil when there is no answer.
    static func get(port: Int, path: String) -> String? {
        try? RawConnection.exchange(port: port, RawConnection.request("GET", path, host: "127.0.0.1")).body
    }
}
