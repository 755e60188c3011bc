import StackDocServer
import StackDocTestSupport
import Testing

/// What a web page the user visits cannot make the server do: answer under another name (DNS
/// rebinding) or take a write from another site. Over real sockets, with the `Host`, `Origin`
/// and `Content-Type` a browser would send.
@Suite("Host, Origin and Content-Type checks", .serialized)
struct RequestGuardTests {
    static let edit = #"[{"op": "hide", "view": "note2"}]"#

    /// Host headers a rebinding page or a mistyped proxy sends.
    static let foreignHosts = ["evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.2", "[::2]:80", "127.0.0.1.evil.example"]

    @Test("a Host that is neither the bound address, localhost nor allowed is refused with 421, reads and writes", arguments: foreignHosts)
    func foreignHost(host: String) async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let before = store.bytes()
        let (read, write) = try await store.withLiveServer { port in
            let read = try RawConnection.exchange(port: port, RawConnection.request("GET", "/api/documents/demo/revisions", host: host))
            let write = try RawConnection.exchange(
                port: port, RawConnection.request("POST", "/api/documents/demo/edits", host: host, headers: ["Content-Type: application/json"], body: Self.edit))
            return (read, write)
        }
        #expect(read.status == 421, "\(host): \(read.body)")
        #expect(write.status == 421, "\(host): \(write.body)")
        #expect(read.body.contains("Host"), "\(read.body)")
        #expect(store.bytes() == before)
    }

    @Test("the bound address and localhost are answered, with any port and in any case", arguments: ["127.0.0.1", "127.0.0.1:PORT", "localhost:PORT", "LocalHost", "localhost."])
    func ownHost(host: String) async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let response = try await store.withLiveServer { port in
            try RawConnection.exchange(port: port, RawConnection.request("GET", "/api/documents", host: host.replacingOccurrences(of: "PORT", with: String(port))))
        }
        #expect(response.status == 200, "\(host): \(response.body)")
    }

    @Test("a name given with --allowed-host is answered; others still are not")
    func allowedHost() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (allowed, other) = try await store.withLiveServer(ServerConfiguration(allowedHosts: ["Docs.Example.org"])) { port in
            (
                try RawConnection.exchange(port: port, RawConnection.request("GET", "/api/documents", host: "docs.example.org:\(port)")),
                try RawConnection.exchange(port: port, RawConnection.request("GET", "/api/documents", host: "example.org"))
            )
        }
        #expect(allowed.status == 200, "\(allowed.body)")
        #expect(other.status == 421)
    }

    /// The writes, each with a body it would accept as JSON.
    static let writes: [(path: String, body: String)] = [
        ("/api/documents/demo/edits", edit), ("/api/documents/demo/undo", ""), ("/api/documents/demo/redo", ""),
    ]

    /// Content types a cross-site form or `fetch` may send without asking first, and none.
    static let simpleContentTypes: [String?] = ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil]

    @Test("a write that is not application/json is refused with 415 and changes nothing", arguments: writes.indices, simpleContentTypes)
    func writeNotJSON(write: Int, contentType: String?) async throws {
        let (path, body) = Self.writes[write]
        let store = try ServedStore()
        defer { store.remove() }
        try store.stackdoc(["undo", "demo"])
        let before = store.bytes()
        let response = try await store.withLiveServer { port in
            try RawConnection.exchange(
                port: port, RawConnection.request("POST", path, host: "127.0.0.1:\(port)", headers: contentType.map { ["Content-Type: \($0)"] } ?? [], body: body))
        }
        #expect(response.status == 415, "\(path) \(contentType ?? "none"): \(response.body)")
        #expect(response.body.contains("application/json"), "\(response.body)")
        #expect(store.bytes() == before)
    }

    @Test("a write from a page of another origin is refused with 403 and changes nothing", arguments: writes.indices, ["https://evil.example", "http://127.0.0.1:1", "null", "http://localhost"])
    func foreignOrigin(write: Int, origin: String) async throws {
        let (path, body) = Self.writes[write]
        let store = try ServedStore()
        defer { store.remove() }
        try store.stackdoc(["undo", "demo"])
        let before = store.bytes()
        let response = try await store.withLiveServer { port in
            try RawConnection.exchange(
                port: port,
                RawConnection.request("POST", path, host: "127.0.0.1:\(port)", headers: ["Origin: \(origin)", "Content-Type: application/json"], body: body))
        }
        #expect(response.status == 403, "\(path) from \(origin): \(response.body)")
        #expect(response.body.contains(origin), "\(response.body)")
        #expect(store.bytes() == before)
    }

    @Test("a JSON write from the server's own page, or from a client that sends no Origin, is taken")
    func ownOrigin() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (fromPage, fromCurl) = try await store.withLiveServer { port in
            (
                try RawConnection.exchange(
                    port: port,
                    RawConnection.request(
                        "POST", "/api/documents/demo/edits", host: "127.0.0.1:\(port)",
                        headers: ["Origin: http://127.0.0.1:\(port)", "Content-Type: application/json; charset=utf-8"], body: Self.edit)),
                try RawConnection.exchange(
                    port: port, RawConnection.request("POST", "/api/documents/demo/undo", host: "localhost:\(port)", headers: ["Content-Type: application/json"], body: ""))
            )
        }
        #expect(fromPage.status == 200, "\(fromPage.body)")
        #expect(fromCurl.status == 200, "\(fromCurl.body)")
    }
}
