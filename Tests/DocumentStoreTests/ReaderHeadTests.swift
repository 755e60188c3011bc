import DocumentStore
import SeededRandom
import StackDocTestSupport
import StackDocument
import Testing

/// A reader's head document is rebuilt from the nearest snapshot and the changes since it; the
/// writer's comes from the state tables it keeps. Both must be the same document at every
/// head, and a reader must see a head that moved after its last read.
@Suite("Reader heads")
struct ReaderHeadTests {
    @Test(arguments: StoreBackend.allCases, [UInt64(29_001), 29_002])
    func readerHeadEqualsWriterHeadAcrossSnapshots(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        // Snapshots every 7 changes, state tables every 64: the heads fall on either side of both.
        store.snapshotPolicy = SnapshotPolicy(minimumChanges: 7, viewsPerChange: 1000)
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 40)
        document.name = "heads"
        try store.importDocument(document)
        let reader = try DocumentStoreReader(path: temporary.path)
        for revision in 2...90 {
            let edit = seededEdit(for: try store.document("heads"), seed: seed, revision: revision)
            _ = try? store.apply([edit], to: "heads")
            let written = try store.document("heads")
            let head = try store.headRevision(of: "heads")
            #expect(try reader.document("heads") == written, "seed \(seed), head \(head)")
            #expect(try reader.document("heads", revision: head) == written, "seed \(seed), head \(head)")
            // A fresh reader, with nothing cached, reads the same.
            #expect(try DocumentStoreReader(path: temporary.path).document("heads") == written, "seed \(seed), head \(head)")
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func aReaderSeesTheHeadAnotherConnectionMoved(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try stackDocument(children: 3))
        let reader = try DocumentStoreReader(path: temporary.path)
        let before = try reader.document("stacked")
        #expect(before["v1"]?.properties.hidden == false)
        _ = try temporary.store.apply([.hide(view: "v1")], to: "stacked")
        let after = try reader.document("stacked")
        #expect(after["v1"]?.properties.hidden == true)
        #expect(try reader.document("stacked", revision: 1) == before)
    }
}
