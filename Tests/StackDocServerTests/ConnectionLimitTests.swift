import Foundation
import StackDocServer
import StackDocTestSupport
import Testing

extension TimedServerTests {
    /// Clients that open connections and send nothing, or send a head a byte at a time, cannot
    /// keep the server from answering others, with or without a token (the limits act before
    /// any request is read, so before authentication).
    @Suite("connection limits and timeouts", .serialized)
    struct ConnectionLimitTests {
        /// `--token` for the server, or none.
        static let tokenModes: [String?] = [nil, "s3cret"]

        /// A GET of the document list, with the token when there is one.
        static func listRequest(token: String?) -> String {
            RawConnection.request("GET", "/api/documents", host: "127.0.0.1", headers: token.map { ["Authorization: Bearer \($0)"] } ?? [])
        }

        @Test("1,100 idle connections, more than the server may keep open, do not keep a request from being answered", arguments: tokenModes)
        func idleConnections(token: String?) async throws {
            let store = try ServedStore()
            defer { store.remove() }
            // The usual limit of a login shell: 1,024 open files.
            let server = try ServeProcess(store: store.path, arguments: token.map { ["--token", $0] } ?? [], fileLimit: 1024)
            let port = server.port
            let (elapsed, response, stillOpen) = try await onThread {
                var idle: [RawConnection] = []
                for _ in 0..<1_100 { idle.append(try RawConnection(port: port)) }
                let started = Date()
                let response = try RawConnection.exchange(port: port, Self.listRequest(token: token))
                return (Date().timeIntervalSince(started), response, idle.filter { !$0.closedByServer(within: 0.001) }.count)
            }
            print("1,100 idle connections: a request answered after \(Int(elapsed * 1000)) ms; \(stillOpen) idle connections still open")
            #expect(response.status == 200, "\(response.body)")
            #expect(elapsed < 2)
            #expect(stillOpen <= ServerConfiguration().maxConnections)
            withExtendedLifetime(server) {}
        }

        @Test("300 connections that send a head a line a second are closed after the header timeout; others are answered meanwhile", arguments: tokenModes)
        func slowloris(token: String?) async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let server = try ServeProcess(store: store.path, arguments: token.map { ["--token", $0] } ?? [])
            let port = server.port
            let timeout = ServerConfiguration().headerTimeout
            let seconds = Double(timeout.components.seconds)
            let (answered, elapsed, open) = try await onThread {
                var slow: [RawConnection] = []
                for _ in 0..<300 {
                    let connection = try RawConnection(port: port)
                    connection.send("GET /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                    slow.append(connection)
                }
                let started = Date()
                var answered: [Int] = []
                var open = slow.count
                while Date().timeIntervalSince(started) < seconds + 3 {
                    let asked = Date()
                    let response = try RawConnection.exchange(port: port, Self.listRequest(token: token))
                    if Date().timeIntervalSince(asked) < 2 { answered.append(response.status) }
                    open = slow.filter { $0.send("X-Slow: 1\r\n") && !$0.closedByServer(within: 0.001) }.count
                    if open == 0 { break }
                    Thread.sleep(forTimeInterval: 1)
                }
                return (answered, Date().timeIntervalSince(started), open)
            }
            print("300 slow heads: \(open) still open after \(Int(elapsed * 1000)) ms (header timeout \(seconds) s); \(answered.count) requests answered within 2 s meanwhile")
            #expect(open == 0, "\(open) slow connections still open after \(Int(elapsed)) s")
            #expect(!answered.isEmpty && answered.allSatisfy { $0 == 200 })
            withExtendedLifetime(server) {}
        }

        /// Short timeouts, so that the tests below wait little.
        static let quick = ServerConfiguration(headerTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(1))

        @Test("a body that stops arriving is answered 408 after the body timeout, the connection closed and the store unchanged", arguments: tokenModes)
        func slowBody(token: String?) async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let before = store.bytes()
            var configuration = Self.quick
            configuration.token = token
            let (response, elapsed) = try await store.withLiveServer(configuration) { port in
                let connection = try RawConnection(port: port)
                let authorization = token.map { "Authorization: Bearer \($0)\r\n" } ?? ""
                connection.send(
                    "POST /api/documents/demo/edits HTTP/1.1\r\nHost: 127.0.0.1\r\n\(authorization)Content-Type: application/json\r\nContent-Length: 100\r\n\r\n[{\"op\": ")
                let started = Date()
                let response = try connection.readResponse()
                return (response, Date().timeIntervalSince(started))
            }
            #expect(response.status == 408, "\(response.body)")
            #expect(response.body.contains("body did not arrive within 1 s"), "\(response.body)")
            #expect(elapsed >= 0.9 && elapsed < 5, "answered after \(elapsed) s")
            #expect(store.bytes() == before)
        }

        @Test("a connection with no request is closed after the idle timeout, before and after a request")
        func idle() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let (fresh, afterRequest, status) = try await store.withLiveServer(Self.quick) { port in
                let fresh = try RawConnection(port: port)
                let used = try RawConnection(port: port)
                used.send("GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let status = try used.readResponse().status
                return (fresh.closedByServer(within: 4), used.closedByServer(within: 4), status)
            }
            #expect(status == 200)
            #expect(fresh)
            #expect(afterRequest)
        }

        @Test("the live-update stream outlasts the idle timeout: a request being answered has no deadline")
        func streamOutlastsIdleTimeout() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let (first, second) = try await store.withLiveServer(Self.quick) { port in
                let stream = try EventStreamReader(port: port, path: "/api/events")
                let first = try stream.nextEvent()
                Thread.sleep(forTimeInterval: 2.5)
                try store.stackdoc(["unhide", "demo", "note1"])
                return (first, try stream.nextEvent())
            }
            #expect(first.hasSuffix(#"{"name":"demo","revision":5}]}"#), "\(first)")
            #expect(second.hasSuffix(#"{"name":"demo","revision":6}]}"#), "\(second)")
        }

        @Test("answers a client asks for and never reads are cut off after the body timeout, freeing the connection they held")
        func unreadAnswer() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let file = store.directory + "/wide.json"
            try WorkLimitTests.wideDocument(rows: 600).write(toFile: file, atomically: true, encoding: .utf8)
            try store.stackdoc(["import", file, "--name", "wide"])
            var configuration = Self.quick
            configuration.maxConnections = 1
            let (first, statuses, elapsed) = try await store.withLiveServer(configuration) { port in
                // Two hundred answers of the document, some hundreds of kilobytes each, to a client
                // that offers a small window and reads none: the server's writes stop while the
                // connection is open.
                let unread = try RawConnection(port: port, receiveBuffer: 4096)
                let request = "GET /api/documents/wide/revisions/head HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                unread.send(String(repeating: request, count: 200))
                Thread.sleep(forTimeInterval: 0.3)
                let first = try RawConnection.exchange(port: port, Self.listRequest(token: nil)).status
                let started = Date()
                var statuses: [Int] = []
                while statuses.last != 200, Date().timeIntervalSince(started) < 30 {
                    Thread.sleep(forTimeInterval: 0.5)
                    statuses.append(try RawConnection.exchange(port: port, Self.listRequest(token: nil)).status)
                }
                withExtendedLifetime(unread) {}
                return (first, statuses, Date().timeIntervalSince(started))
            }
            print("an unread answer: the connection's slot free after \(Int(elapsed * 1000)) ms (body timeout 1 s); statuses \(statuses)")
            #expect(first == 503, "the unread answer did not hold the only connection")
            #expect(statuses.last == 200, "\(statuses)")
            #expect(statuses.dropLast().allSatisfy { $0 == 503 }, "\(statuses)")
        }
    }
}
