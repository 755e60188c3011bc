import Foundation
import Hummingbird
import HummingbirdTesting
@testable import StackDocServer
import StackDocTestSupport
import Testing

extension TimedServerTests {
    /// The event stream reports the heads at once, then a write by another process within a second.
    @Suite("live updates")
    struct LiveUpdateTests {
        @Test("a write by another process reaches the event stream within a second", arguments: StoreBackend.allCases)
        func followsOtherWriters(backend: StoreBackend) async throws {
            let store = try ServedStore(on: backend)
            defer { store.remove() }
            // `stackdoc serve` in a process of its own, as users run it, with its own poll interval.
            let server = try ServeProcess(store: store.path)
            let port = server.port
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                DispatchQueue.global().async {
                    continuation.resume(with: Result {
                        let stream = try EventStreamReader(port: port, path: "/api/events")
                        let first = try stream.nextEvent()
                        #expect(first == #"event: heads"# + "\n" + #"data: {"documents":[{"name":"demo","revision":5}]}"#)
                        try store.stackdoc(["unhide", "demo", "note1"])
                        let written = Date()
                        let second = try stream.nextEvent()
                        #expect(Date().timeIntervalSince(written) < 1.0)
                        #expect(second.hasSuffix(#"{"name":"demo","revision":6}]}"#), "\(second)")
                    })
                }
            }
            withExtendedLifetime(server) {}
        }

        @Test("a hundred clients share one watcher of the store, and a commit by another process reaches every one", arguments: StoreBackend.allCases)
        func manyClients(backend: StoreBackend) async throws {
            let store = try ServedStore(on: backend)
            defer { store.remove() }
            let (firsts, seconds, latest, starts) = try await store.withLiveServer { server, port in
                let streams = try (0..<100).map { _ in try EventStreamReader(port: port, path: "/api/events") }
                let firsts = try streams.map { try $0.nextEvent() }
                try store.stackdoc(["unhide", "demo", "note1"])
                let written = Date()
                var seconds: [String] = []
                var latest = 0.0
                for stream in streams {
                    seconds.append(try stream.nextEvent())
                    latest = max(latest, Date().timeIntervalSince(written))
                }
                return (firsts, seconds, latest, server.heads.starts)
            }
            print("\(backend): 100 clients, the commit reached the last of them after \(Int(latest * 1000)) ms; watcher started \(starts) time(s)")
            #expect(starts == 1)
            #expect(Set(firsts) == [#"event: heads"# + "\n" + #"data: {"documents":[{"name":"demo","revision":5}]}"#])
            #expect(seconds.allSatisfy { $0.hasSuffix(#"{"name":"demo","revision":6}]}"#) }, "\(Set(seconds))")
            #expect(latest < 3.0)
        }
    }
}

/// Reads server-sent events from a plain socket, skipping the response head, `retry:` and comments.
final class EventStreamReader {
    private let socket: Int32
    private var text = ""

    init(port: Int, path: String) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    }

    deinit { close(socket) }

    /// The next event's lines (`event:` and `data:`), without the blank line that ends it.
    func nextEvent() throws -> String {
        while true {
            while let end = text.range(of: "\n\n") {
                let block = String(text[..<end.lowerBound])
                text.removeSubrange(..<end.upperBound)
                let lines = block.split(separator: "\n").filter { $0.hasPrefix("event:") || $0.hasPrefix("data:") }
                if !lines.isEmpty { return lines.joined(separator: "\n") }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { throw CocoaError(.fileReadUnknown) }
            // Chunked transfer: drop the chunk-size lines, which are hexadecimal digits alone on a line.
            let received = String(decoding: chunk[..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            text += received.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { line in !(line.count > 0 && line.allSatisfy(\.isHexDigit) && !line.hasPrefix("data")) }
                .joined(separator: "\n")
        }
    }
}
