@testable import DocumentStore
import SeededRandom
import StackDocTestSupport
import StackDocument
import Testing

/// Two writers taking turns on one document: each finds the other's revisions on top of the
/// head it keeps and brings that head forward by them (`HeadLoader.advance`), or reads it
/// again where the other flushed the state tables; either way it is the head a fresh
/// connection loads, field by field, and what both write reads back.
@Suite("A writer's head brought forward")
struct WriterHeadAdvanceTests {
    static let seeds: [UInt64] = [0x5717_E0AD, 0xAD7A_4CE5]

    /// What a kept head holds that a load from the store must agree with.
    static func fields(_ head: HeadState) -> [String] {
        [
            "revision \(head.revision)", "state \(head.stateRevision)", "pending \(head.pending.count)",
            "since snapshot \(head.changesSinceSnapshot)", "undo \(String(describing: head.stacks.undoTop))",
            "redo \(String(describing: head.stacks.redoTop))", "canvas \(String(describing: head.document.canvas))",
        ]
    }

    @Test("writers taking turns keep the head a fresh connection loads", arguments: StoreBackend.allCases, seeds)
    func writersTakingTurnsKeepTheLoadedHead(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        let first = temporary.store
        let second = try DocumentStore(path: temporary.path)
        for writer in [first, second] {
            writer.snapshotPolicy = SnapshotPolicy(minimumChanges: 6, viewsPerChange: 1000)
        }
        first.stateFlushThreshold = 9
        second.stateFlushThreshold = 14
        try first.importDocument(try stackDocument(children: 4))
        var random = SplitMix64(seed: seed)
        var expected = try first.document("stacked")
        for step in 0..<60 {
            let writer = Bool.random(using: &random) ? first : second
            let head = try writer.headRevision(of: "stacked")
            if step % 9 == 8, try writer.undoState(of: "stacked").undo != nil {
                _ = try writer.undo("stacked")
            } else if step % 13 == 12, try writer.undoState(of: "stacked").redo != nil {
                _ = try writer.redo("stacked")
            } else {
                let edit = seededEdit(for: expected, seed: seed, revision: head + 1)
                #expect(try writer.apply([edit], to: "stacked").revision?.number == head + 1)
            }
            expected = try DocumentStoreReader(path: temporary.path).document("stacked")
            #expect(try writer.document("stacked") == expected, "step \(step)")

            let loaded = try HeadLoader.load("stacked", from: DocumentStore(path: temporary.path).connection)
            let writerHead = try #require(writer.cachedHead)
            #expect(writerHead.document == loaded.document, "step \(step)")
            #expect(Self.fields(writerHead) == Self.fields(loaded), "step \(step)")
        }
        for writer in [first, second] { try writer.flushState(of: "stacked") }
        #expect(try DocumentStore(path: temporary.path).document("stacked") == expected)
    }

    /// The step itself: a head kept at revision 4, with an edit prepared on it and not written,
    /// brought forward by another writer's five revisions is the head loaded from the store;
    /// once that writer flushed the state tables it is not brought forward.
    @Test("a kept head is brought forward, unless the state tables moved", arguments: StoreBackend.allCases)
    func aKeptHeadIsBroughtForwardUnlessTheTablesMoved(backend: StoreBackend) throws {
        let seed = Self.seeds[0]
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        let writer = temporary.store
        writer.stateFlushThreshold = 10_000
        writer.snapshotPolicy = SnapshotPolicy(minimumChanges: 3, viewsPerChange: 1000)
        try writer.importDocument(try stackDocument(children: 4))
        func edit(_ store: DocumentStore) throws {
            let head = try store.headRevision(of: "stacked")
            let edit = seededEdit(for: try store.document("stacked"), seed: seed, revision: head + 1)
            #expect(try store.apply([edit], to: "stacked").revision?.number == head + 1)
        }
        for _ in 0..<3 { try edit(writer) }
        let kept = try HeadLoader.load("stacked", from: writer.connection)
        #expect(kept.revision == 4)
        let prepared = try PreparedEdit(
            [seededEdit(for: kept.document, seed: seed &+ 1, revision: 5)], on: kept)
        #expect(!prepared.events.isEmpty && !kept.unwrittenEvents.isEmpty)

        let other = try DocumentStore(path: temporary.path)
        other.stateFlushThreshold = 10_000
        other.snapshotPolicy = writer.snapshotPolicy
        for _ in 0..<5 { try edit(other) }
        let row = try writer.documentRow("stacked")
        #expect(row.head == 9)
        let advanced = try #require(try HeadLoader.advance(kept, to: row, from: writer.connection))
        let loaded = try HeadLoader.load("stacked", from: writer.connection)
        #expect(advanced.document == loaded.document)
        #expect(Self.fields(advanced) == Self.fields(loaded))
        #expect(advanced.unwrittenEvents.isEmpty)

        try other.flushState(of: "stacked")
        #expect(try HeadLoader.advance(kept, to: row, from: writer.connection) == nil)
    }
}
