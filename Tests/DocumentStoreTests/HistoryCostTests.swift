@testable import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// What a command costs must not grow with the length of a document's history: reading the
/// head, undoing, and listing the last revisions read a bounded part of the log. Costs are
/// counted in SQLite virtual-machine steps (`sqlite_stmt.nstep`), which are deterministic, over
/// every statement the connection ran; a scan of the whole log costs several steps a revision.
@Suite("History cost")
struct HistoryCostTests {
    /// A store whose document "doc" has `revisions` revisions, each hiding or unhiding v0, with
    /// a snapshot every 16 changes and the state tables written with every revision.
    static func store(revisions: Int) throws -> TemporaryStore {
        let temporary = TemporaryStore()
        temporary.store.snapshotPolicy = SnapshotPolicy(minimumChanges: 16, viewsPerChange: 1_000_000)
        temporary.store.stateFlushThreshold = 0
        try temporary.store.importDocument(try stackDocument(children: 3, name: "doc"))
        for revision in 2...revisions {
            try temporary.store.apply([revision % 2 == 0 ? .hide(view: "v0") : .unhide(view: "v0")], to: "doc")
        }
        return temporary
    }

    /// The virtual-machine steps of `body` run on a fresh connection to `temporary`'s store.
    static func steps(on temporary: TemporaryStore, _ body: (DocumentStore) throws -> Void) throws -> Int {
        let store = try DocumentStore(path: temporary.path)
        store.snapshotPolicy = temporary.store.snapshotPolicy
        store.stateFlushThreshold = temporary.store.stateFlushThreshold
        let before = try totalSteps(of: store)
        try body(store)
        return try totalSteps(of: store) - before
    }

    static func totalSteps(of store: DocumentStore) throws -> Int {
        try store.connection.query("SELECT sql, nstep FROM sqlite_stmt") { row in
            (try row.get(0, as: String.self), try row.get(1, as: Int.self))
        }.filter { !$0.0.contains("sqlite_stmt") }.reduce(0) { $0 + $1.1 }
    }

    /// Two histories that end alike (5 revisions after a snapshot), one 100 times longer.
    static let short = 1 + 16 + 5, long = 1 + 16 * 100 + 5

    static let commands: [(name: String, body: @Sendable (DocumentStore) throws -> Void)] = [
        ("read the head", { _ = try $0.document("doc") }),
        ("show the head", { store in _ = try store.document("doc", revision: store.headRevision(of: "doc")) }),
        ("undo", { _ = try $0.undo("doc") }),
        ("undo and redo", { store in try store.undo("doc"); try store.redo("doc") }),
        ("list the last 10 revisions", { store in
            let head = try store.headRevision(of: "doc")
            _ = try store.log(of: "doc", from: head - 9, to: head)
        }),
        ("rebuild a revision", { store in _ = try store.document("doc", revision: store.headRevision(of: "doc") - 3) }),
    ]

    @Test func commandsCostTheSameWhateverTheLengthOfTheHistory() throws {
        let short = try Self.store(revisions: Self.short), long = try Self.store(revisions: Self.long)
        for command in Self.commands {
            let shortSteps = try Self.steps(on: short, command.body)
            let longSteps = try Self.steps(on: long, command.body)
            print("\(command.name): \(shortSteps) steps after \(Self.short) revisions, \(longSteps) after \(Self.long)")
            #expect(longSteps <= shortSteps + shortSteps / 10, "\(command.name)")
        }
    }
}
