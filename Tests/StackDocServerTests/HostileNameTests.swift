import Hummingbird
import HummingbirdTesting
import StackDocument
import Testing

/// A document whose name, revision message and a view's name are HTML: the API answers them
/// as JSON strings (never as a type a browser would render), and the picture escapes them.
/// The page's side is in `BrowserTests`.
@Suite("hostile names")
struct HostileNameTests {
    static let name = "<img src=x onerror=alert(1)>"
    static let message = "</script><script>alert(2)</script>"
    static let viewName = "<svg onload=alert(3)>"

    @Test("JSON strings in the API, escaped text in the SVG")
    func escaped() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        try store.stackdoc(["import", ServedStore.packageRoot + "/Examples/simple-stack-view.json", "--name", Self.name])
        try store.stackdoc(["set", Self.name, "flowers", "name", Self.viewName])
        try store.stackdoc(["set", Self.name, "stack", "name", Self.viewName])
        try store.stackdoc(["hide", Self.name, "image", "-m", Self.message])
        let encoded = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"
        let (list, log, svg, shown, blame) = try await store.withClient { client in
            (
                try await client.execute(uri: "/api/documents", method: .get),
                try await client.execute(uri: "/api/documents/\(encoded)/revisions", method: .get),
                try await client.execute(uri: "/api/documents/\(encoded)/revisions/head/render.svg", method: .get),
                try await client.execute(uri: "/api/documents/\(encoded)/revisions/head", method: .get),
                try await client.execute(uri: "/api/documents/\(encoded)/views/flowers/blame", method: .get)
            )
        }
        for response in [list, log, shown, blame] {
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
        }
        guard case .array(let documents) = try list.json(), case .array(let revisions) = try log.json() else {
            Issue.record("not arrays")
            return
        }
        #expect(documents.first?["name"] == .string(Self.name))
        #expect(revisions.last?["message"] == .string(Self.message))
        #expect(shown.text.contains(#""name": "<svg onload=alert(3)>""#), "\(shown.text)")
        #expect(blame.text.contains(#""names": {"#) && blame.text.contains(#""stack": "<svg onload=alert(3)>""#), "\(blame.text)")
        #expect(svg.headers[.contentType] == "image/svg+xml")
        #expect(svg.text.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(svg.text.contains("&lt;svg onload=alert(3)&gt;"))
        #expect(!svg.text.contains("<img") && !svg.text.contains("<svg onload"))
    }
}
