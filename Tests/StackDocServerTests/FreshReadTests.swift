import DocumentStore
import Hummingbird
import HummingbirdTesting
import StackDocTestSupport
import StackDocument
import Testing

/// The server's readers keep connections and share the documents they read; a revision
/// committed by another process (here the command line) is in every answer given after the
/// commit returned, at the head, in layouts and at fixed revisions.
@Suite("reads after another process's commit")
struct FreshReadTests {
    @Test("GETs after a command's commit answer the new head, the revisions before it unchanged", arguments: StoreBackend.allCases)
    func readsFollowCommitsOfAnotherProcess(backend: StoreBackend) async throws {
        let store = try ServedStore(on: backend)
        defer { store.remove() }
        try await store.withClient { client in
            for step in 1...3 {
                // Read everything once, so that each pooled reader holds the head and revisions.
                for uri in ["/api/documents/demo/revisions/head", "/api/documents/demo/revisions/head/layout", "/api/documents/demo/revisions/2"] {
                    #expect(try await client.execute(uri: uri, method: .get).status == .ok)
                }
                try store.stackdoc(["set", "demo", "stack", "spacing", String(20 + step)])
                let head = 5 + step
                let expected = try JSONParser.parse(Array(store.stackdoc(["show", "demo", "--format", "json"]).utf8))
                let shown = try await client.execute(uri: "/api/documents/demo/revisions/head", method: .get)
                #expect(try shown.json() == expected, "the head after set \(step)")
                let layout = try await client.execute(uri: "/api/documents/demo/revisions/head/layout", method: .get)
                #expect(try layout.json() == JSONParser.parse(Array(store.stackdoc(["layout", "demo", "--format", "json"]).utf8)))
                let numbered = try await client.execute(uri: "/api/documents/demo/revisions/\(head)", method: .get)
                #expect(try numbered.json() == expected)
                let earlier = try await client.execute(uri: "/api/documents/demo/revisions/2", method: .get)
                #expect(try earlier.json() == JSONParser.parse(Array(store.stackdoc(["show", "demo", "--rev", "2", "--format", "json"]).utf8)))
                let list = try await client.execute(uri: "/api/documents", method: .get)
                #expect(try list.json() == JSONParser.parse(Array(store.stackdoc(["list", "--format", "json"]).utf8)))
            }
        }
    }
}
