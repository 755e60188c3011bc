import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A fresh store: a file in a temporary directory, or a new PostgreSQL database.
final class TemporaryStore {
    let directory = TestEnvironment.temporaryDirectory()
    /// The store's path or URL.
    let path: String
    lazy var store = try! DocumentStore(path: path)

    /// An SQLite store.
    init() { path = directory + "/store.db" }

    /// A store on `backend`; cancels the test case (reported as skipped, with the reason) when
    /// the backend is not available here.
    init(on backend: StoreBackend) throws {
        try backend.cancelUnlessAvailable(removing: directory)
        path = try backend.freshLocation(in: directory)
    }

    deinit { TestEnvironment.removeDirectory(directory) }
}

func stackDocument(children: Int, name: String = "stacked") throws -> Document {
    var stack = ViewTree(id: "stack", properties: ViewProperties(kind: .stack))
    stack.subviews = (0..<children).map { ViewTree(id: "v\($0)", properties: ViewProperties(kind: .label)) }
    stack.arranged = stack.subviews.map(\.id)
    return try Document(name: name, canvas: Size(width: 375, height: 667), root: ViewTree(id: "root", subviews: [stack]))
}

@Suite("Document store")
struct StoreTests {
    @Test(arguments: StoreBackend.allCases)
    func importedDocumentsReadBackEqual(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: 5)
        for index in 0..<5 {
            var document = random.document(views: 60)
            document.name = "doc\(index)"
            try temporary.store.importDocument(document)
            #expect(try temporary.store.document("doc\(index)") == document)
            #expect(try DocumentStore(path: temporary.path).document("doc\(index)") == document, "read from the tables")
        }
        let list = try temporary.store.documents()
        #expect(list.map(\.name) == ["doc0", "doc1", "doc2", "doc3", "doc4"])
        #expect(list.allSatisfy { $0.revision == 1 })
    }

    @Test(arguments: StoreBackend.allCases)
    func duplicateNamesAndMissingDocumentsAreErrors(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let document = try stackDocument(children: 2)
        try temporary.store.importDocument(document)
        #expect(throws: StoreError.self) { try temporary.store.importDocument(document) }
        #expect(throws: StoreError.self) { try temporary.store.document("nope") }
        #expect(throws: StoreError.self) { try temporary.store.apply([.hide(view: "v0")], to: "nope") }
        #expect(throws: StoreError.self) { try temporary.store.document("stacked", revision: 2) }
    }

    @Test(arguments: StoreBackend.allCases, [UInt64(11), 2024])
    func everyRevisionRebuildsToTheStateWrittenThen(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        temporary.store.snapshotPolicy = SnapshotPolicy(minimumChanges: 16, viewsPerChange: 1000)
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 40)
        document.name = "session"
        try temporary.store.importDocument(document)
        var states = [document]
        for revision in 2...300 {
            let edit = seededEdit(for: document, seed: seed, revision: revision)
            _ = try document.apply([edit])
            let written = try temporary.store.apply([edit], to: "session")
            #expect(written.revision?.number == revision)
            states.append(document)
        }
        let reopened = try DocumentStore(path: temporary.path)
        let head = try reopened.document("session")
        #expect(head == document, "seed \(seed): head state tables")
        for (index, expected) in states.enumerated() {
            let rebuilt = try reopened.document("session", revision: index + 1)
            let same = rebuilt == expected
            #expect(same, "seed \(seed): revision \(index + 1)")
        }
        let log = try reopened.log(of: "session")
        #expect(log.count == 300)
        #expect(log.dropFirst().allSatisfy { $0.kind == .edit && $0.edits.count == 1 })
    }

    @Test(arguments: StoreBackend.allCases)
    func rejectedEditsWriteNothing(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try stackDocument(children: 3))
        #expect(throws: StoreError.self) {
            try temporary.store.apply([.hide(view: "v0"), .insert(stack: "stack", index: 9, view: .existing("v1"))], to: "stacked")
        }
        #expect(try temporary.store.headRevision(of: "stacked") == 1)
        #expect(try temporary.store.document("stacked") == (try stackDocument(children: 3)))
        // The store stays usable after a rejection.
        try temporary.store.apply([.hide(view: "v0")], to: "stacked")
        #expect(try temporary.store.document("stacked")["v0"]?.properties.hidden == true)
    }

    @Test(arguments: StoreBackend.allCases)
    func removedIDsAreNeverReused(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try stackDocument(children: 3))
        try temporary.store.apply([.remove(view: "v1", from: .superview)], to: "stacked")
        #expect {
            try temporary.store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "v1")))], to: "stacked")
        } throws: { error in
            "\(error)".contains("\"v1\" was used earlier")
        }
        // Also for an id added and removed by revisions whose state is not written yet.
        try temporary.store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "brief")))], to: "stacked")
        try temporary.store.apply([.remove(view: "brief", from: .superview)], to: "stacked")
        for store in [temporary.store, try DocumentStore(path: temporary.path)] {
            #expect(throws: StoreError.self) {
                try store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "brief")))], to: "stacked")
            }
        }
    }

    @Test(arguments: StoreBackend.allCases, [0, 1, 7, 256])
    func stateTablesLaggingByAnyAmountReadTheSame(backend: StoreBackend, threshold: Int) throws {
        let temporary = try TemporaryStore(on: backend)
        temporary.store.stateFlushThreshold = threshold
        var random = RandomDocuments(seed: 9)
        var document = random.document(views: 30)
        document.name = "lag"
        try temporary.store.importDocument(document)
        for revision in 2...60 {
            let edit = seededEdit(for: document, seed: 9, revision: revision)
            _ = try document.apply([edit])
            try temporary.store.apply([edit], to: "lag")
            let fresh = try DocumentStore(path: temporary.path).document("lag")
            #expect(fresh == document, "threshold \(threshold), revision \(revision)")
        }
        try temporary.store.flushState(of: "lag")
        #expect(try DocumentStore(path: temporary.path).document("lag") == document)
    }

    @Test(arguments: StoreBackend.allCases)
    func orderingsSurviveManyInsertionsAtOneSpot(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var document = try stackDocument(children: 3)
        try temporary.store.importDocument(document)
        // Keys grow with each insertion at the front and get renumbered now and then.
        for index in 0..<300 {
            let edits: [Edit] = [
                .insert(stack: "stack", index: 0, view: .new(ViewTree(id: "front\(index)"))),
                .insert(stack: "stack", index: 1, view: .existing("v2")),
                .addSubview(parent: "stack", view: .existing("v0"), zIndex: 0),
            ]
            _ = try document.apply(edits)
            try temporary.store.apply(edits, to: "stacked")
        }
        #expect(try DocumentStore(path: temporary.path).document("stacked") == document)
    }
}

@Suite("Two stores on one database")
struct InterleavedStoreTests {
    /// Each store caches the head it wrote last; the other store's commits must be seen.
    @Test(arguments: StoreBackend.allCases)
    func alternatingWritersSeeEachOthersRevisions(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try stackDocument(children: 0, name: "shared"))
        let other = try DocumentStore(path: temporary.path)
        var expected = try temporary.store.document("shared")
        for index in 0..<40 {
            let writer = index % 3 == 0 ? other : temporary.store
            let edit = Edit.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "w\(index)")))
            _ = try expected.apply([edit])
            let revision = try writer.apply([edit], to: "shared")
            #expect(revision.revision?.number == index + 2)
        }
        #expect(try temporary.store.document("shared") == expected)
        #expect(try other.document("shared") == expected)
        #expect(try other.undo("shared").map(\.number) == [42])
        #expect(try temporary.store.document("shared")["stack"]?.arranged.first == "w38")
    }
}
