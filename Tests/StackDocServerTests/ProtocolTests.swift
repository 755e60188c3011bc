import StackDocServer
import StackDocTestSupport
import Testing

/// HTTP as clients send it, malformed or not: `HEAD`, a chunk size no integer holds, the
/// `Bearer` scheme in any case.
@Suite("HTTP protocol edges", .serialized)
struct ProtocolTests {
    @Test("HEAD answers as GET does, headers and length, without a body", arguments: ["/api/documents", "/", "/api/documents/demo/revisions/head/layout", "/api/nothing-here"])
    func head(path: String) async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (get, head, next) = try await store.withLiveServer { port in
            let get = try RawConnection.exchange(port: port, RawConnection.request("GET", path, host: "127.0.0.1"))
            // HEAD then GET on one connection: the GET's answer must start where HEAD's head ends.
            let connection = try RawConnection(port: port)
            connection.send("HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let head = try connection.readResponse(head: true)
            connection.send("GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let next = try connection.readResponse()
            return (get, head, next)
        }
        #expect(head.status == get.status, "\(path)")
        #expect(head.headers["content-type"] == get.headers["content-type"])
        #expect(head.headers["content-length"] == String(get.body.utf8.count), "\(path): \(head.headers)")
        #expect(head.body.isEmpty, "\(path): HEAD sent a body")
        #expect(next.status == 200 && next.body.hasPrefix("["), "\(path): the next answer is \(next.status) \(next.body.prefix(80))")
    }

    @Test("a chunk size no 64-bit integer holds is 400, not 500, and writes nothing", arguments: ["10000000000000000", "ffffffffffffffffff", "-1", "zz"])
    func hugeChunkSize(size: String) async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let before = store.bytes()
        let response = try await store.withLiveServer { port in
            try RawConnection.exchange(
                port: port,
                "POST /api/documents/demo/edits HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\n[]\r\n0\r\n\r\n")
        }
        #expect(response.status == 400, "chunk size \(size): \(response.status) \(response.body)")
        #expect(store.bytes() == before)
    }

    @Test("the Bearer scheme is taken in any case, and only with the right token", arguments: [
        ("Bearer s3cret", 200), ("bearer s3cret", 200), ("BEARER s3cret", 200), ("bEaReR   s3cret", 200),
        ("Bearer S3CRET", 401), ("Basic s3cret", 401), ("Bearers3cret", 401), ("s3cret", 401),
    ])
    func bearerScheme(header: String, status: Int) async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let response = try await store.withLiveServer(ServerConfiguration(token: "s3cret")) { port in
            try RawConnection.exchange(port: port, RawConnection.request("GET", "/api/documents", host: "127.0.0.1", headers: ["Authorization: \(header)"]))
        }
        #expect(response.status == status, "\(header): \(response.body)")
    }
}
