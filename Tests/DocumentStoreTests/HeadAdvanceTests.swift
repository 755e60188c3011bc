@testable import DocumentStore
import StackDocTestSupport
import SeededRandom
import StackDocument
import Testing

/// A reader whose head moved brings the head it rebuilt last forward by the revisions since,
/// when no snapshot was written meanwhile, instead of decoding the nearest snapshot again.
@Suite("A reader's head brought forward")
struct HeadAdvanceTests {
    static let seed: UInt64 = 0x4EAD_ADD5

    /// A store holding "stacked" after `edits` seeded edits, a snapshot every `snapshotEvery`
    /// changes, the state tables written after `flushEvery`; each revision's number with the
    /// document it left.
    static func editedStore(
        on backend: StoreBackend, edits: Int, snapshotEvery: Int, flushEvery: Int = 64
    ) throws -> (TemporaryStore, [Int: Document]) {
        let temporary = try TemporaryStore(on: backend)
        temporary.store.snapshotPolicy = SnapshotPolicy(minimumChanges: snapshotEvery, viewsPerChange: 1000)
        temporary.store.stateFlushThreshold = flushEvery
        try temporary.store.importDocument(try stackDocument(children: 4))
        var documents = [1: try temporary.store.document("stacked")]
        for revision in 2...(edits + 1) {
            let edit = seededEdit(for: documents[revision - 1]!, seed: Self.seed, revision: revision)
            #expect(try temporary.store.apply([edit], to: "stacked").revision?.number == revision)
            documents[revision] = try temporary.store.document("stacked")
        }
        return (temporary, documents)
    }

    /// Revisions after which a snapshot was written.
    static func snapshotRevisions(in store: DocumentStore) throws -> Set<Int> {
        Set(try store.connection.query("SELECT revision FROM snapshots") { try $0.get(0, as: Int.self) })
    }

    @Test("a head brought forward is the revision rebuilt, or nil where a snapshot lies between", arguments: StoreBackend.allCases)
    func advancingEqualsRebuilding(backend: StoreBackend) throws {
        print("seed \(Self.seed)")
        let (temporary, documents) = try Self.editedStore(on: backend, edits: 30, snapshotEvery: 7)
        let reader = try DocumentStoreReader(path: temporary.path)
        let snapshots = try Self.snapshotRevisions(in: temporary.store)
        #expect(snapshots.count > 2, "snapshots at \(snapshots.sorted())")
        let row = try reader.documentRow("stacked")
        let rebuilder = RevisionRebuilder(connection: reader.connection, row: row)
        var advanced = 0
        for base in 1...30 {
            for target in (base + 1)...min(base + 9, 31) {
                let result = try rebuilder.advance(documents[base]!, from: base, to: target)
                let snapshotBetween = snapshots.contains { (base + 1...target).contains($0) }
                #expect((result == nil) == snapshotBetween, "from \(base) to \(target)")
                if let result {
                    advanced += 1
                    #expect(result == documents[target], "from \(base) to \(target)")
                    #expect(result == (try rebuilder.rebuild(target)))
                }
            }
        }
        #expect(advanced > 40, "\(advanced) heads brought forward")
    }

    @Test("a reader following a moving head reads what a fresh reader reads", arguments: StoreBackend.allCases)
    func aFollowingReaderReadsTheHead(backend: StoreBackend) throws {
        print("seed \(Self.seed)")
        let temporary = try TemporaryStore(on: backend)
        let writer = temporary.store
        writer.snapshotPolicy = SnapshotPolicy(minimumChanges: 5, viewsPerChange: 1000)
        try writer.importDocument(try stackDocument(children: 4))
        let follower = try DocumentStoreReader(path: temporary.path)
        var document = try writer.document("stacked")
        var random = SplitMix64(seed: Self.seed)
        var revision = 1
        for _ in 0..<25 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                revision += 1
                let edit = seededEdit(for: document, seed: Self.seed, revision: revision)
                #expect(try writer.apply([edit], to: "stacked").revision?.number == revision)
                try document.apply([edit])
            }
            let followed = try follower.document("stacked", revisionOrHead: nil)
            #expect(followed.revision == revision)
            #expect(followed.document == document)
            #expect(followed.document == (try DocumentStoreReader(path: temporary.path).document("stacked")))
        }
    }

    @Test("a head far behind is read afresh, not brought forward", arguments: StoreBackend.allCases)
    func aHeadFarBehindIsNotBroughtForward(backend: StoreBackend) throws {
        print("seed \(Self.seed)")
        let limit = HeadState.mostRevisionsBroughtForward
        // No snapshot and no flush of the state tables after the first revision.
        let (temporary, documents) = try Self.editedStore(on: backend, edits: limit + 5, snapshotEvery: 10_000, flushEvery: 10_000)
        #expect(try Self.snapshotRevisions(in: temporary.store) == [1])
        let reader = try DocumentStoreReader(path: temporary.path)
        let row = try reader.documentRow("stacked")
        let rebuilder = RevisionRebuilder(connection: reader.connection, row: row)
        #expect(try rebuilder.advance(documents[1]!, from: 1, to: limit + 1) == documents[limit + 1])
        #expect(try rebuilder.advance(documents[1]!, from: 1, to: limit + 2) == nil)
        #expect(try rebuilder.advance(documents[2]!, from: 2, to: limit + 2) == documents[limit + 2])

        let first = try HeadLoader.load("stacked", from: reader.connection)
        #expect(first.revision == row.head && first.stateRevision == 1)
        let old = HeadState(
            documentID: first.documentID, name: first.name, revision: 1, document: documents[1]!, stateRevision: first.stateRevision,
            pending: [], orderings: first.orderings, changesSinceSnapshot: 0, stacks: UndoStacks())
        #expect(try HeadLoader.advance(old, to: row, from: reader.connection) == nil)
    }
}
