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
        var advanced = 0
        for step in 0..<60 {
            let writer = Bool.random(using: &random) ? first : second
            let kept = writer.cachedHead?.revision
            let head = try writer.headRevision(of: "stacked")
            if step % 9 == 8, try writer.undoState(of: "stacked").undo != nil {
                _ = try writer.undo("stacked")
            } else if step % 13 == 12, try writer.undoState(of: "stacked").redo != nil {
                _ = try writer.redo("stacked")
            } else {
                let edit = seededEdit(for: expected, seed: seed, revision: head + 1)
                #expect(try writer.apply([edit], to: "stacked").revision?.number == head + 1)
            }
            if let kept, kept < head, writer.cachedHead?.stateRevision ?? 0 < kept { advanced += 1 }
            expected = try DocumentStoreReader(path: temporary.path).document("stacked")
            #expect(try writer.document("stacked") == expected, "step \(step)")

            let loaded = try HeadLoader.load("stacked", from: DocumentStore(path: temporary.path).connection)
            let writerHead = try #require(writer.cachedHead)
            #expect(writerHead.document == loaded.document, "step \(step)")
            #expect(Self.fields(writerHead) == Self.fields(loaded), "step \(step)")
        }
        #expect(advanced > 5, "\(advanced) heads brought forward")
        for writer in [first, second] { try writer.flushState(of: "stacked") }
        #expect(try DocumentStore(path: temporary.path).document("stacked") == expected)
    }
}
