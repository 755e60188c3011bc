@testable import DocumentStore
import PostgreSQLDatabase
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A writer keeps the head it wrote last; another connection may then give the document a new
/// canvas, which makes no revision. The writer's next append goes onto the head with the
/// row's canvas, also when it is sent in one flight with its own head check (PostgreSQL):
/// that check covers the canvas, so the revision and snapshot it writes never carry the old one.
@Suite("A canvas taken with no revision and a writer's kept head")
struct KeptHeadCanvasTests {
    static let tall = Size(width: 375, height: 812), small = Size(width: 320, height: 568)

    static func step(_ document: Document, commit: String) -> DocumentUpdateStep {
        DocumentUpdateStep(
            documents: [document], scope: "Main", message: commit, origin: RevisionOrigin(commit: commit, author: "A <a@b>", date: 1000))
    }

    /// The canvas of the newest snapshot `store` holds.
    static func newestSnapshotCanvas(in store: DocumentStore) throws -> Size? {
        let bytes = try #require(try store.connection.queryFirst("SELECT document FROM snapshots ORDER BY key DESC") {
            try $0.get(0, as: [UInt8].self)
        })
        return try SnapshotEncoding.decode(bytes).canvas
    }

    /// The insert that checks the head exists only where an append travels in one flight
    /// (PostgreSQL): on SQLite a NULL revision key would take the table's next row id instead of
    /// failing, so no such statement is there to be used.
    @Test("the head-checking insert is prepared only where writes travel with the commit", arguments: StoreBackend.allCases)
    func theCheckingInsertIsPreparedOnlyForOneFlight(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let statements = try temporary.store.appending()
        #expect((statements.insertRevisionCheckingHead != nil) == (backend == .postgreSQL))
        #expect(temporary.store.connection.sendsWritesWithCommit == (backend == .postgreSQL))
    }

    @Test("an append on a kept head goes onto the canvas another connection took", arguments: StoreBackend.allCases)
    func anAppendOnAKeptHeadTakesTheRowsCanvas(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let writer = temporary.store
        writer.snapshotPolicy = SnapshotPolicy(minimumChanges: 1, viewsPerChange: 1000)
        let labels = ["a", "b"].map { ViewTree(id: $0, properties: ViewProperties(kind: .label)) }
        try writer.update([Self.step(try Document(name: "Main/Palette", canvas: Self.tall, root: ViewTree(id: "r", subviews: labels)), commit: "c1")])
        _ = try writer.apply([.hide(view: "a")], to: "Main/Palette")
        #expect(try Self.newestSnapshotCanvas(in: writer) == Self.tall)

        // Another connection takes the small canvas: the row changes, no revision is written.
        let other = try DocumentStore(path: temporary.path)
        var palette = try other.document("Main/Palette")
        palette.canvas = Self.small
        #expect(try other.update([Self.step(palette, commit: "c2")]) == [[.unchanged(document: "Main/Palette", head: 2)]])

        let roundTrips = (writer.connection as? PostgreSQLStoreConnection)?.connection.roundTrips
        let outcome = try writer.apply([.hide(view: "b")], to: "Main/Palette")
        #expect(outcome.revision?.number == 3)
        if let roundTrips, let after = (writer.connection as? PostgreSQLStoreConnection)?.connection.roundTrips {
            #expect(after - roundTrips > 1, "the flight refused on the canvas, then the append on the head read again")
        }
        #expect(writer.cachedHead?.document.canvas == Self.small, "the head the writer keeps has the row's canvas")
        #expect(try Self.newestSnapshotCanvas(in: writer) == Self.small, "the snapshot of revision 3 has the row's canvas")
        let read = try DocumentStoreReader(path: temporary.path).document("Main/Palette")
        #expect(read.canvas == Self.small)
        #expect(read["a"]?.properties.hidden == true && read["b"]?.properties.hidden == true)
    }

    /// The dialect's NULL-safe equality holds for equal values and for two NULLs, and for
    /// nothing else, on both engines.
    @Test(arguments: StoreBackend.allCases, [(Double?.none, Double?.none, true), (1.5, 1.5, true), (1.5, 2, false), (1.5, nil, false), (nil, 2, false)])
    func theDialectsNullSafeEqualityHolds(backend: StoreBackend, sides: (left: Double?, right: Double?, equal: Bool)) throws {
        let temporary = try TemporaryStore(on: backend)
        let connection = temporary.store.connection
        let sql = "SELECT CASE WHEN CAST(? AS DOUBLE PRECISION) \(connection.dialect.isNotDistinctFrom) CAST(? AS DOUBLE PRECISION) THEN 1 ELSE 0 END"
        #expect(try connection.queryFirst(sql, [sides.left, sides.right]) { try $0.get(0, as: Int.self) } == (sides.equal ? 1 : 0))
    }

    /// The checking insert, given the canvas of the head it follows, refuses a revision when
    /// the row's canvas is another (a missing canvas included: the comparison is NULL-safe)
    /// on the key's `NOT NULL`, and writes nothing; it accepts one whose canvas is the row's.
    /// PostgreSQL only: the one-flight append is PostgreSQL's, and SQLite would number a
    /// revision given no key itself (its key is the table's rowid).
    @Test(arguments: [
        (Size?.none, Size?.none, true),
        (tall, tall, true),
        (tall, small, false),
        (tall, Size(width: 375, height: 568), false),
        (tall, nil, false),
        (nil, small, false),
    ])
    func theCheckingInsertComparesTheCanvas(canvases: (row: Size?, head: Size?, accepted: Bool)) throws {
        let temporary = try TemporaryStore(on: .postgreSQL)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 1).withCanvas(canvases.row))
        let id = try store.documentRow("stacked").id
        let statements = try store.appending()
        let checkingInsert = try #require(statements.insertRevisionCheckingHead)
        let columns = OneFlightAppendTests.editRevisionColumns
        let head: [StoreValue] = RevisionKey.range(id, from: 1) + [
            .integer(RevisionKey.of(id, 1)), .integer(id), .text("stacked"),
            canvases.head.map { .real($0.width) } ?? .null, canvases.head.map { .real($0.height) } ?? .null,
            .integer(RevisionKey.of(id, 2)),
        ]
        let insert = { try store.connection.write { try checkingInsert.execute(head + columns) } }
        if canvases.accepted {
            try insert()
            #expect(try store.documentRow("stacked").head == 2)
        } else {
            #expect { try insert() } throws: { store.connection.isNotNullViolation($0) }
            #expect(try store.documentRow("stacked").head == 1)
        }
    }
}

extension Document {
    /// This document with `canvas`.
    fileprivate func withCanvas(_ canvas: Size?) -> Document {
        var document = self
        document.canvas = canvas
        return document
    }
}
