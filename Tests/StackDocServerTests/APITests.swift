import DocumentStore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import StackDocServer
import StackDocTestSupport
import StackDocument
import Testing

/// Every API route answers what its command prints with `--format json`, byte for byte, and
/// every error has its status, its message and leaves the store as it was.
@Suite("HTTP API", .serialized)
struct APITests {
    /// The header every write sends.
    static let json: HTTPFields = [.contentType: "application/json"]

    /// Each GET route and the command whose JSON output it must equal.
    static let sameAsCommand: [(uri: String, command: [String])] = [
        ("/api/documents", ["list", "--format", "json"]),
        ("/api/documents/demo/revisions", ["log", "demo", "--format", "json"]),
        ("/api/documents/demo/revisions?from=2&to=3", ["log", "demo", "--from", "2", "--to", "3", "--format", "json"]),
        ("/api/documents/demo/revisions/head", ["show", "demo", "--format", "json"]),
        ("/api/documents/demo/revisions/2", ["show", "demo", "--rev", "2", "--format", "json"]),
        ("/api/documents/demo/revisions/3/layout", ["layout", "demo", "--rev", "3", "--format", "json"]),
        ("/api/documents/demo/revisions/head/layout?width=320&height=480", ["layout", "demo", "--width", "320", "--height", "480", "--format", "json"]),
        ("/api/documents/demo/revisions/head/layout?device=retina4_7", ["layout", "demo", "--device", "retina4_7", "--format", "json"]),
        ("/api/documents/demo/revisions/2/layout?device=iphone15&landscape=true", ["layout", "demo", "--rev", "2", "--device", "iphone15", "--landscape", "--format", "json"]),
        ("/api/documents/demo/diff?from=1&to=5", ["diff", "demo", "1", "5", "--format", "json"]),
        ("/api/documents/demo/diff?from=1&to=5&frames=true", ["diff", "demo", "1", "5", "--frames", "--format", "json"]),
        ("/api/documents/demo/diff?from=1&to=5&frames=true&device=iPhone%2015", ["diff", "demo", "1", "5", "--frames", "--device", "iPhone 15", "--format", "json"]),
        ("/api/documents/demo/views/note1/blame", ["blame", "demo", "note1", "--format", "json"]),
        ("/api/query?selector=stack%20%3E%20label", ["query", "stack > label", "--format", "json"]),
        ("/api/query?selector=label&document=demo&rev=2", ["query", "label", "demo", "--rev", "2", "--format", "json"]),
        ("/api/query?selector=label%5Bframe.width%3E100%5D&device=ipad", ["query", "label[frame.width>100]", "--device", "ipad", "--format", "json"]),
        ("/api/documents/demo/revisions/2/render.svg?hidden=dashed", ["render", "demo", "--rev", "2", "--hidden", "dashed", "--scale", "1"]),
        ("/api/documents/demo/revisions/head/render.svg?device=iphonese", ["render", "demo", "--device", "iphonese", "--scale", "1"]),
        ("/api/documents/demo/diff.svg?from=1&to=5", ["render", "demo", "--diff", "1", "5", "--scale", "1"]),
    ]

    @Test("each GET answers the command's output byte for byte", arguments: StoreBackend.allCases, sameAsCommand.indices)
    func answersAsTheCommand(backend: StoreBackend, index: Int) async throws {
        let (uri, command) = Self.sameAsCommand[index]
        let store = try ServedStore(on: backend)
        defer { store.remove() }
        let expected = try store.stackdoc(command)
        let response = try await store.withClient { client in try await client.execute(uri: uri, method: .get) }
        #expect(response.status == .ok, "\(uri): \(response.text)")
        #expect(response.text == expected, "\(uri)")
    }

    @Test("GET /api/devices answers the device table as `devices --format json` prints it")
    func devices() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let expected = try runStackdoc(["devices", "--format", "json"])
        let response = try await store.withClient { client in try await client.execute(uri: "/api/devices", method: .get) }
        #expect(response.status == .ok)
        #expect(expected.status == 0 && response.text == expected.stdout)
    }

    @Test("POST edits, undo and redo write revisions as edit, undo and redo do", arguments: StoreBackend.allCases)
    func writes(backend: StoreBackend) async throws {
        let store = try ServedStore(on: backend)
        defer { store.remove() }
        let edits = #"[{"op": "unhide", "view": "note1"}, {"op": "hide", "view": "note2"}]"#
        let (edit, undo, redo) = try await store.withClient { client in
            let edit = try await client.execute(uri: "/api/documents/demo/edits?message=from%20the%20web", method: .post, headers: Self.json, body: ByteBuffer(string: edits))
            let undo = try await client.execute(uri: "/api/documents/demo/undo", method: .post, headers: Self.json)
            let redo = try await client.execute(uri: "/api/documents/demo/redo?steps=1", method: .post, headers: Self.json)
            return (edit, undo, redo)
        }
        #expect(edit.status == .ok && undo.status == .ok && redo.status == .ok)
        let log = try JSONParser.parse(store.stackdoc(["log", "demo", "--format", "json"]))
        guard case .array(let revisions) = log else { Issue.record("log is not an array"); return }
        #expect(revisions.count == 8)
        guard case .object(let written) = revisions[5] else { Issue.record("a revision is not an object"); return }
        #expect(try edit.json() == .object(written + [("changed", .bool(true))]))
        #expect(try undo.json() == .array([revisions[6]]))
        #expect(try redo.json() == .array([revisions[7]]))
        #expect(revisions[5]["message"] == .string("from the web"))
    }

    /// A request, the status it must get and a fragment of its message.
    static let errors: [(method: HTTPRequest.Method, uri: String, body: String?, status: HTTPResponse.Status, message: String)] = [
        (.get, "/api/documents/nope/revisions", nil, .notFound, #"no document named \"nope\""#),
        (.get, "/api/documents/demo/revisions/99", nil, .notFound, "has no revision 99 (revisions are 1...5)"),
        (.get, "/api/documents/demo/revisions/zero", nil, .badRequest, "revision \\\"zero\\\""),
        (.get, "/api/documents/demo/revisions/1/layout?width=320", nil, .badRequest, "give both width and height"),
        (.get, "/api/documents/demo/revisions/1/layout?width=-3&height=4", nil, .badRequest, "width: \\\"-3\\\""),
        (.get, "/api/documents/demo/revisions/1/layout?device=nokia", nil, .badRequest, "device: unknown device \\\"nokia\\\""),
        (.get, "/api/documents/demo/revisions/1/layout?device=iphone1&landscape=true", nil, .badRequest, "; did you mean \\\""),
        (.get, "/api/documents/demo/revisions/1/layout?device=ipad&width=3&height=4", nil, .badRequest, "give device or width and height, not both"),
        (.get, "/api/documents/demo/revisions/1/layout?landscape=true", nil, .badRequest, "landscape turns a device"),
        (.get, "/api/documents/demo/diff?from=1", nil, .badRequest, "to: missing"),
        (.get, "/api/documents/demo/diff?from=1&to=42", nil, .notFound, "has no revision 42"),
        (.get, "/api/documents/demo/views/ghost/blame", nil, .notFound, #"view \"ghost\" never existed"#),
        (.get, "/api/query?selector=stack%20%3E", nil, .badRequest, "invalid selector"),
        (.get, "/api/query", nil, .badRequest, "selector: missing"),
        (.get, "/api/documents/demo/revisions/1/render.svg?hidden=sometimes", nil, .badRequest, "hidden: \\\"sometimes\\\""),
        (.post, "/api/documents/demo/edits", "[{\"op\": \"hide\"}]", .badRequest, "request body:"),
        (.post, "/api/documents/demo/edits", "not json", .badRequest, "request body:"),
        (.post, "/api/documents/demo/edits", #"[{"op": "remove", "view": "nowhere", "from": "superview"}]"#, .badRequest, "nowhere"),
        (.post, "/api/documents/nope/edits", #"[{"op": "hide", "view": "note2"}]"#, .notFound, #"no document named \"nope\""#),
        (.post, "/api/documents/demo/redo", nil, .conflict, "redo"),
        (.post, "/api/documents/demo/undo?steps=0", nil, .badRequest, "steps: \\\"0\\\""),
        (.get, "/etc/passwd", nil, .notFound, "nothing is served at /etc/passwd"),
        (.get, "/api/../../stackdoc.db", nil, .notFound, "nothing is served"),
        (.get, "/store.db", nil, .notFound, "nothing is served at /store.db"),
    ]

    @Test("errors: status, the command's message as JSON, the store untouched", arguments: errors.indices)
    func errorStatus(index: Int) async throws {
        let (method, uri, body, status, message) = Self.errors[index]
        let store = try ServedStore()
        defer { store.remove() }
        let before = store.bytes()
        let response = try await store.withClient { client in
            try await client.execute(uri: uri, method: method, headers: method == .post ? Self.json : [:], body: body.map { ByteBuffer(string: $0) })
        }
        #expect(response.status == status, "\(uri): \(response.text)")
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        guard case .object(let fields) = try response.json() else { Issue.record("not a JSON object: \(response.text)"); return }
        #expect(fields.map(\.key) == ["error"], "\(response.text)")
        #expect(response.text.contains(message), "\(uri): \(response.text)")
        #expect(store.bytes() == before, "\(uri) changed the store")
    }

    @Test("a body over the limit is refused with 413 and writes nothing")
    func bodyTooLarge() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let before = store.bytes()
        let edits = "[" + Array(repeating: #"{"op": "hide", "view": "note2"}"#, count: 100).joined(separator: ",") + "]"
        let response = try await store.withClient(maxBodySize: 1000) { client in
            try await client.execute(uri: "/api/documents/demo/edits", method: .post, headers: Self.json, body: ByteBuffer(string: edits))
        }
        #expect(response.status == .contentTooLarge)
        #expect(response.text.contains("at most 1000"), "\(response.text)")
        #expect(store.bytes() == before)
    }

    @Test("with a token, a request without it, or with another, gets 401; with it, an answer")
    func token() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (missing, wrong, right, page) = try await store.withClient(token: "s3cret") { client in
            let missing = try await client.execute(uri: "/api/documents", method: .get)
            let wrong = try await client.execute(uri: "/api/documents", method: .get, headers: [.authorization: "Bearer s3cre"])
            let right = try await client.execute(uri: "/api/documents", method: .get, headers: [.authorization: "Bearer s3cret"])
            let page = try await client.execute(uri: "/", method: .get)
            return (missing, wrong, right, page)
        }
        #expect(missing.status == .unauthorized && wrong.status == .unauthorized && page.status == .unauthorized)
        #expect(missing.headers[.wwwAuthenticate] == "Bearer")
        #expect(missing.text.contains("Authorization: Bearer TOKEN"))
        #expect(right.status == .ok)
    }

    @Test("a non-loopback host without a token is refused; loopback and a token are accepted")
    func binding() throws {
        #expect(throws: ServerConfigurationError.tokenRequired(host: "0.0.0.0")) { try ServerConfiguration(host: "0.0.0.0").validate() }
        #expect(throws: ServerConfigurationError.emptyToken) { try ServerConfiguration(token: "").validate() }
        try ServerConfiguration(host: "0.0.0.0", token: "t").validate()
        try ServerConfiguration(host: "127.0.0.1").validate()
        try ServerConfiguration(host: "::1").validate()
    }

    @Test("the page, its script and its style are served with a content security policy")
    func page() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let responses = try await store.withClient { client in
            var responses: [TestResponse] = []
            for uri in ["/", "/documents/demo?rev=2", "/page.js", "/page.css"] { responses.append(try await client.execute(uri: uri, method: .get)) }
            return responses
        }
        for response in responses {
            #expect(response.status == .ok)
            #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
        }
        #expect(responses[0].text.contains("<script src=\"/page.js\""))
        #expect(!responses[2].text.contains("innerHTML"), "the page script must insert text with textContent only")
        for response in responses[2...] {
            #expect(!response.text.contains("{{"), "every placeholder of the page's files is filled")
        }
        #expect(responses[2].text.contains("new Set(['"), "the script lists the styled kinds")
        #expect(responses[3].text.contains(".view.kind-stack rect"), "the style sheet holds the picture's colours")
        #expect(responses[3].text.hasSuffix(".view.hover rect, .view.selected rect { stroke: #000; stroke-width: 2; }\n"),
                "hovering and selecting come after the picture's colours")
    }
}
