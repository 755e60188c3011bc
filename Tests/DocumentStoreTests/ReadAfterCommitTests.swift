import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// A reader that keeps its connection (as the server's pooled readers do) sees every write
/// committed by another connection as soon as the commit returns: the head it last read, the
/// one-statement reads and the reads whose COMMIT it did not wait for are never stale.
@Suite("Reads after another connection's commit")
struct ReadAfterCommitTests {
    @Test(arguments: StoreBackend.allCases, [false, true])
    func aPooledReaderSeesEachCommitOfAnotherConnection(backend: StoreBackend, sharing: Bool) throws {
        let temporary = try TemporaryStore(on: backend)
        var document = try stackDocument(children: 4)
        try temporary.store.importDocument(document)
        let reader = try DocumentStoreReader(path: temporary.path)
        let shared = SharedRevisionDocuments()
        if sharing { reader.share(shared) }
        #expect(try reader.document("stacked", revisionOrHead: nil).revision == 1)
        for step in 1...12 {
            let edit = Edit.set(view: "stack", property: .spacing, value: .number(Double(step)))
            _ = try document.apply([edit])
            try temporary.store.apply([edit], to: "stacked")
            let (read, number) = try reader.document("stacked", revisionOrHead: nil)
            #expect(number == step + 1)
            #expect(read == document, "the head after commit \(step)")
            #expect(try reader.headRevision(of: "stacked") == step + 1)
            #expect(try reader.documents().map(\.revision) == [step + 1])
            #expect(try reader.document("stacked", revisionOrHead: step).revision == step)
        }
        #expect(try reader.document("stacked", revisionOrHead: 1).document == (try stackDocument(children: 4)))
        #expect(throws: StoreError.self) { try reader.document("nope", revisionOrHead: nil) }
    }
}

/// Readers sharing the documents they read (`SharedRevisionDocuments`) answer what a reader of
/// their own would, at every revision, while another connection writes.
extension ReadAfterCommitTests {
    @Test(arguments: StoreBackend.allCases)
    func readersSharingDocumentsAnswerAsAReaderAlone(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let seed: UInt64 = 29
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 30)
        document.name = "shared"
        try temporary.store.importDocument(document)
        let shared = SharedRevisionDocuments()
        let readers = try (0..<2).map { _ in try DocumentStoreReader(path: temporary.path) }
        for reader in readers { reader.share(shared) }
        let alone = try DocumentStoreReader(path: temporary.path)
        var states = [document]
        for step in 0..<10 {
            let edit = Edit.set(view: document.root.id, property: .name, value: .string("step\(step)"))
            _ = try document.apply([edit])
            try temporary.store.apply([edit], to: "shared")
            states.append(document)
            for (index, reader) in readers.enumerated() {
                // Each reader asks for every revision, in an order of its own; the other has
                // kept some of them already.
                let order = index == 0 ? Array(1...states.count) : Array((1...states.count).reversed())
                for revision in order {
                    let read = try reader.document("shared", revisionOrHead: revision).document
                    #expect(read == states[revision - 1], "revision \(revision) after step \(step)")
                    #expect(read == (try alone.document("shared", revision: revision)))
                }
                #expect(try reader.document("shared", revisionOrHead: nil) == (document, states.count))
                #expect(throws: StoreError.self) { try reader.document("shared", revisionOrHead: states.count + 1) }
            }
        }
        #expect(shared.count == states.count)
    }
}

/// The shared documents stay within their bounds, dropping the one used least recently.
extension ReadAfterCommitTests {
    @Test(arguments: StoreBackend.allCases)
    func sharedDocumentsKeepAtMostTheirCapacity(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var document = try stackDocument(children: 2)
        try temporary.store.importDocument(document)
        for step in 1...5 {
            let edit = Edit.set(view: "stack", property: .spacing, value: .number(Double(step)))
            _ = try document.apply([edit])
            try temporary.store.apply([edit], to: "stacked")
        }
        let shared = SharedRevisionDocuments(capacity: 3)
        let reader = try DocumentStoreReader(path: temporary.path)
        reader.share(shared)
        let alone = try DocumentStoreReader(path: temporary.path)
        for revision in [1, 2, 3, 1, 4, 5, 1, 6, 2] {
            #expect(try reader.document("stacked", revision: revision) == (try alone.document("stacked", revision: revision)))
            #expect(shared.count <= 3)
        }
        #expect(shared.count == 3)
    }
}
