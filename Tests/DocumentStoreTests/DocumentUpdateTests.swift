@testable import DocumentStore
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// `DocumentStore.update`: a new state of a document as one revision of edits, with the
/// commit it came from; migration 0006 upgrades older stores.
@Suite("Document updates and revision origins")
struct DocumentUpdateTests {
    private static func document(spacing: Double = 8, hidden: Bool = false, extra: Bool = false) throws -> Document {
        var title = ViewProperties(kind: .label)
        title.hidden = hidden
        var stack = ViewProperties(kind: .stack)
        stack.stack?.spacing = .points(spacing)
        let subviews = [ViewTree(id: "title", properties: title)] + (extra ? [ViewTree(id: "extra")] : [])
        let root = ViewTree(id: "root", subviews: [ViewTree(id: "stack", properties: stack, subviews: subviews, arranged: subviews.map(\.id))])
        return try Document(name: "screen", root: root)
    }

    @Test func updateCreatesThenWritesOneRevisionThenNothing() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = try DocumentStore(path: directory + "/store.db")
        let origin = RevisionOrigin(commit: String(repeating: "a", count: 40), author: "Dana <d@x.org>", date: 1_700_000_000_000)
        guard case .created(let first) = try store.update([Self.document()], message: "add", origin: origin)[0] else {
            Issue.record("not created")
            return
        }
        #expect(first.number == 1 && first.origin == origin)

        let edited = try Self.document(spacing: 12, hidden: true, extra: true)
        let second = RevisionOrigin(commit: String(repeating: "b", count: 40), author: "Ann <a@x.org>", date: 1_700_000_100_000)
        guard case .updated(let revision) = try store.update([edited], message: "change", origin: second)[0] else {
            Issue.record("not updated")
            return
        }
        #expect(revision.number == 2 && revision.edits.count == 3)
        #expect(try store.document("screen") == edited)
        #expect(try store.log(of: "screen").map(\.origin) == [origin, second])
        #expect(try store.log(of: "screen").map(\.message) == ["add", "change"])
        #expect(try store.lastImportedCommits() == ["screen": second.commit])

        let third = RevisionOrigin(commit: String(repeating: "c", count: 40), author: "Ann <a@x.org>", date: 1_700_000_200_000)
        #expect(try store.update([edited], origin: third) == [.unchanged(document: "screen", head: 2)])
        #expect(try store.headRevision(of: "screen") == 2)
        #expect(try store.lastImportedCommits() == ["screen": third.commit])
    }

    @Test func viewRemovedThenBackInTheFileComesBackUnderItsID() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = try DocumentStore(path: directory + "/store.db")
        try store.update([Self.document(extra: true)])
        try store.update([Self.document()])
        let reverted = try Self.document(spacing: 4, extra: true)
        guard case .updated(let revision) = try store.update([reverted])[0] else {
            Issue.record("not updated")
            return
        }
        #expect(revision.number == 3)
        #expect(try store.document("screen") == reverted)
        try store.flushState(of: "screen")
        #expect(try DocumentStore(path: directory + "/store.db").document("screen") == reverted)
        #expect(try store.document("screen", revision: 2) == Self.document())
    }

    @Test func versionFiveStoreUpgradesWithoutOrigins() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        // A document written in the current schema, copied into a store of the version-5 schema.
        try DocumentStore(path: directory + "/current.db").importDocument(Self.document())
        let path = directory + "/v5.db"
        let versionFive = try Migrator(migrations: Array(EmbeddedMigrations.all.prefix(5)), applicationID: DocumentStore.applicationID)
        do {
            let connection = try versionFive.openDatabase(at: path)
            try connection.execute("ATTACH DATABASE ? AS source", [directory + "/current.db"])
            // The version-5 columns of `views`; later versions add more.
            let viewColumns = try connection.query("SELECT name FROM pragma_table_info('views', 'main')") { row in
                guard case .text(let name) = row[0] else { return "" }
                return name
            }.joined(separator: ", ")
            try connection.executeScript(
                """
                INSERT INTO documents SELECT id, name, root_view, canvas_width, canvas_height, created_at, state_revision
                    FROM source.documents;
                INSERT INTO revisions (key, kind, created_at, message, target, change_count, view_count,
                                       undo_top, undo_below, redo_top, redo_below, events)
                    SELECT key, kind, created_at, message, target, change_count, view_count,
                           undo_top, undo_below, redo_top, redo_below, events FROM source.revisions;
                INSERT INTO snapshots (key, encoding, document) SELECT key, encoding, document FROM source.snapshots;
                INSERT INTO used_view_ids SELECT * FROM source.used_view_ids;
                INSERT INTO views SELECT \(viewColumns) FROM source.views;
                INSERT INTO constraints SELECT * FROM source.constraints;
                """)
            #expect(try connection.queryFirst("PRAGMA user_version") { try $0.get(0, as: Int.self) } == 5)
        }
        let reopened = try DocumentStore(path: path)
        #expect(try reopened.log(of: "screen").map(\.origin) == [nil])
        try reopened.update([Self.document(hidden: true)], origin: RevisionOrigin(commit: "e", author: "x", date: 5))
        #expect(try reopened.log(of: "screen").last?.origin?.commit == "e")
        let version = try reopened.connection.queryFirst("PRAGMA user_version") { try $0.get(0, as: Int.self) }
        #expect(version == EmbeddedMigrations.all.count)
    }
}
