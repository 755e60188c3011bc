import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A query that tests frames keeps the layouts it computes; the next query reads them (and
/// pushes `frame.*` down to SQL) while they are current, and lays out again what changed.
@Suite("Stored layouts in queries")
struct StoredLayoutQueryTests {
    /// Selectors with frames in every position the pushdown handles: on the subject, on the
    /// compound before `>` and `+`, under `:not`, with every operator, and alone.
    static let frameSelectors = [
        "button[frame.width<44]", "*[frame.width<44]", "[frame.height>=20]:not(stack)", "switch:hidden[frame]",
        "stack[frame.width>150] > label", "label[frame.y>100] + *", "[frame.x=0][frame.y!=0]", ":not([frame.width<=30])",
        "stack[axis=vertical] [frame.height>40]", "image[frame.x>=10], switch[frame.y<200]",
        // Past an eighth of the views: read whole, after counting (frames alone narrow the
        // subject) or after giving up the partial read (something else does too).
        "*[frame.width>=0]", ":visible[frame.width>=0]",
    ]

    static func store(documents: Int, seed: UInt64, on backend: StoreBackend) throws -> TemporaryStore {
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: seed)
        for index in 0..<documents { try temporary.store.importDocument(random.screen(views: 40), as: "doc\(index)") }
        return temporary
    }

    @Test(arguments: StoreBackend.allCases, frameSelectors)
    func storedFramesAnswerAsLayoutDoes(backend: StoreBackend, _ text: String) throws {
        let temporary = try Self.store(documents: 10, seed: 6060, on: backend)
        let service = QueryService(store: temporary.store)
        let selector = try SelectorList(parsing: text)
        let expected = try bruteForceMatches(selector, in: temporary.store)
        let first = try service.query(selector)
        #expect(describe(first) == expected)
        #expect(first.laidOut > 0)
        let second = try service.query(selector)
        #expect(describe(second) == expected)
        #expect(second.laidOut == 0 && second.readThroughHead == 0, "every frame comes from the store")
        #expect(second.matches.map(\.frame) == first.matches.map(\.frame))
    }

    /// An edited document is laid out again (its stored layout is of an earlier revision), as
    /// is every document at another canvas; the others keep their stored frames.
    @Test(arguments: StoreBackend.allCases)
    func layoutsAreRedoneOnlyWhereStale(backend: StoreBackend) throws {
        let temporary = try Self.store(documents: 8, seed: 6161, on: backend)
        let store = temporary.store
        let service = QueryService(store: store)
        let selector = try SelectorList(parsing: "[frame.width>60]")
        _ = try service.query(selector)
        let document = try store.document("doc3")
        let shown = try #require(document.depthFirstIDs.first { id in
            document[id]?.parent != nil && document[id]?.properties.hidden == false && document[document[id]!.parent!]!.isStack
        })
        try store.apply([.hide(view: shown)], to: "doc3")
        let afterEdit = try service.query(selector)
        #expect(afterEdit.laidOut == 1)
        #expect(describe(afterEdit) == (try bruteForceMatches(selector, in: store)))
        #expect(try service.query(selector).laidOut == 0, "the edited document's new layout was kept")

        let canvas = Size(width: 250, height: 400)
        let elsewhere = try service.query(selector, canvas: canvas)
        #expect(elsewhere.laidOut == 8)
        #expect(describe(elsewhere) == (try bruteForceMatches(selector, in: store, canvas: canvas)))
        #expect(try service.query(selector, canvas: canvas).laidOut == 0)
        #expect(try service.query(selector).laidOut == 8, "one layout is kept per document")
    }

    /// The store keeps a layout only while its revision is the head, and a layout from an
    /// engine of another version is never read.
    @Test(arguments: StoreBackend.allCases)
    func staleLayoutsAreNotKeptOrRead(backend: StoreBackend) throws {
        let temporary = try Self.store(documents: 2, seed: 6262, on: backend)
        let store = temporary.store
        let statuses = try store.stateStatus()
        let document = try store.document("doc0")
        let canvas = try #require(document.canvas)
        let layout = LayoutEngine.layout(document.layoutScene(canvas: canvas))
        let id = statuses[0].documentID
        #expect(try store.storeLayouts([StoredLayout(documentID: id, revision: 7, result: layout)]) == 0)
        #expect(try store.stateStatus()[0].storedLayout == nil)

        var old = StoredLayout(documentID: id, revision: 1, result: layout)
        old.stamp.engineVersion = LayoutEngine.outputVersion + 1
        #expect(try store.storeLayouts([old]) == 1)
        #expect(try store.stateStatus()[0].hasStoredLayout(at: canvas) == false)
        let outcome = try QueryService(store: store).query(try SelectorList(parsing: "*[frame.width>=0]"), documents: ["doc0"])
        #expect(outcome.laidOut == 1)
        #expect(try store.stateStatus()[0].hasStoredLayout(at: canvas))
    }
}
