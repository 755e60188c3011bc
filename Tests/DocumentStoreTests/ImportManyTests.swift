import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

@Suite("Importing several documents at once")
struct ImportManyTests {
    @Test func allAreStoredInOneTransaction() throws {
        let temporary = TemporaryStore()
        let documents = try (0..<3).map { try stackDocument(children: $0 + 1, name: "screen\($0)") }
        let revisions = try temporary.store.importDocuments(documents, message: "from a storyboard")
        #expect(revisions.map(\.document) == ["screen0", "screen1", "screen2"])
        #expect(revisions.allSatisfy { $0.number == 1 && $0.message == "from a storyboard" })
        for document in documents {
            #expect(try DocumentStore(path: temporary.path).document(document.name) == document)
        }
    }

    @Test func aClashStoresNone() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 1, name: "taken"))
        let before = TestEnvironment.contents(of: temporary.path)
        let documents = [try stackDocument(children: 1, name: "fresh"), try stackDocument(children: 2, name: "taken")]
        #expect(throws: StoreError.self) { try temporary.store.importDocuments(documents) }
        #expect(try temporary.store.documents().map(\.name) == ["taken"])
        #expect(TestEnvironment.contents(of: temporary.path) == before)
        let repeated = [try stackDocument(children: 1, name: "twice"), try stackDocument(children: 1, name: "twice")]
        #expect(throws: StoreError.self) { try temporary.store.importDocuments(repeated) }
        #expect(try temporary.store.documents().map(\.name) == ["taken"])
    }
}
