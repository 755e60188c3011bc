import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

@Suite("Query service")
struct QueryServiceTests {
    /// The SQL pushdown and the partial reads only prune: on random documents the store's
    /// answer equals matching every view of every document in memory.
    @Test(arguments: StoreBackend.allCases)
    func storeAnswersEqualBruteForce(backend: StoreBackend) throws {
        let seed: UInt64 = 4242
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: seed)
        for index in 0..<12 { try temporary.store.importDocument(random.screen(views: 60), as: "doc\(index)") }
        let service = QueryService(store: temporary.store)
        var nonEmpty = 0
        for text in coverageSelectors {
            let selector = try SelectorList(parsing: text)
            let expected = try bruteForceMatches(selector, in: temporary.store)
            let outcome = try service.query(selector)
            #expect(describe(outcome) == expected, "\(text)")
            #expect(outcome.readThroughHead == 0, "\(text): the tables hold every head")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > coverageSelectors.count * 3 / 4, "most selectors match something")
    }

    /// A document named twice is searched twice, whichever way its views are read.
    @Test(arguments: StoreBackend.allCases)
    func aDocumentNamedTwiceIsSearchedTwice(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: 4343)
        for index in 0..<3 { try temporary.store.importDocument(random.screen(views: 40), as: "doc\(index)") }
        let service = QueryService(store: temporary.store)
        for text in ["stack > label", "*", ":not(stack)"] {
            let selector = try SelectorList(parsing: text)
            let once = try service.query(selector, documents: ["doc1"]).matches
            #expect(!once.isEmpty, "\(text)")
            #expect(try service.query(selector, documents: ["doc1", "doc2", "doc1"]).matches
                == once + (try service.query(selector, documents: ["doc2"]).matches) + once, "\(text)")
        }
    }

    /// Right after many edits the state tables lag the head (they are written in batches);
    /// queries must still see the head.
    @Test(arguments: StoreBackend.allCases)
    func queriesSeeTheHeadWhileTheTablesLag(backend: StoreBackend) throws {
        let seed: UInt64 = 77
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: seed)
        for index in 0..<4 { try temporary.store.importDocument(random.screen(views: 50), as: "doc\(index)") }
        // 300 edits on two documents: fewer than the flush threshold, so their tables lag.
        for name in ["doc1", "doc3"] {
            for revision in 2...151 {
                let document = try temporary.store.document(name)
                try temporary.store.apply([seededEdit(for: document, seed: seed, revision: revision)], to: name)
            }
        }
        // A fresh connection: nothing cached, the lag is in the file.
        let store = try DocumentStore(path: temporary.path)
        let statuses = try store.stateStatus()
        #expect(statuses.filter { !$0.isCurrent }.map(\.name) == ["doc1", "doc3"])
        let service = QueryService(store: store)
        for text in coverageSelectors {
            let selector = try SelectorList(parsing: text)
            let outcome = try service.query(selector)
            #expect(describe(outcome) == (try bruteForceMatches(selector, in: store)), "\(text)")
        }
        // A view hidden by the last edit is found hidden, and its old state is not.
        let head = try store.document("doc1")
        let label = head.depthFirstIDs.first { head[$0]!.properties.kind == .label && !head[$0]!.properties.hidden }!
        try store.apply([.hide(view: label)], to: "doc1")
        let hidden = try QueryService(store: DocumentStore(path: temporary.path)).query(SelectorList(parsing: "#\(label):hidden"))
        #expect(hidden.matches.map(\.view) == [label])
        #expect(hidden.matches.first?.revision == 152)
    }

    @Test(arguments: StoreBackend.allCases)
    func pastRevisionsAreRebuilt(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let document = try Document(json: Array(queryFixture.utf8))
        try temporary.store.importDocument(document)
        try temporary.store.apply([.hide(view: "title")], to: "fixture")
        try temporary.store.apply([.remove(view: "title", from: .superview)], to: "fixture")
        let service = QueryService(store: temporary.store)
        let selector = try SelectorList(parsing: "#title")
        #expect(try service.query(selector).matches.isEmpty)
        #expect(try service.query(selector, revision: 1).matches.map(\.revision) == [1])
        #expect(try service.query(SelectorList(parsing: "#title:hidden"), revision: 2).matches.map(\.path) == [["root", "main", "title"]])
        #expect(throws: StoreError.self) { try service.query(selector, revision: 9) }
        #expect(throws: StoreError.self) { try service.query(selector, documents: ["missing"]) }
    }

    /// Frames come from each document's layout at the canvas (laid out several at a time, on
    /// every core: 20 documents span batches on small machines), matched in document order.
    @Test(arguments: StoreBackend.allCases)
    func framePredicatesUseTheCanvas(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: 9)
        for index in 0..<20 { try temporary.store.importDocument(random.screen(views: 30), as: "doc\(index)") }
        let service = QueryService(store: temporary.store)
        for text in ["button[frame.width<44]", "stack > label[frame.y>100]", "[frame.height>=20]:not(stack)", "switch:hidden[frame]"] {
            let selector = try SelectorList(parsing: text)
            for canvas in [nil, Size(width: 200, height: 300)] {
                let outcome = try service.query(selector, canvas: canvas)
                #expect(describe(outcome) == (try bruteForceMatches(selector, in: temporary.store, canvas: canvas)), "\(text)")
                #expect(outcome.matches.allSatisfy { $0.frame != nil })
            }
        }
    }
}
