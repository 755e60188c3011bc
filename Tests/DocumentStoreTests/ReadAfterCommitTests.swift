import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// A reader that keeps its connection (as the server's pooled readers do) sees every write
/// committed by another connection as soon as the commit returns: the head it last read, the
/// one-statement reads and the reads whose COMMIT it did not wait for are never stale.
@Suite("Reads after another connection's commit")
struct ReadAfterCommitTests {
    @Test(arguments: StoreBackend.allCases)
    func aPooledReaderSeesEachCommitOfAnotherConnection(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var document = try stackDocument(children: 4)
        try temporary.store.importDocument(document)
        let reader = try DocumentStoreReader(path: temporary.path)
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
