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

    /// The body of `GET path` on 127.0.0.1, over a plain socket (the server closes the
    /// connection after answering, as asked).
    static func get(port: Int, path: String) -> String? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            response += chunk[..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        return text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    }
}
