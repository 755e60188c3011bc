@testable import DocumentStore
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// Migration 0004 rekeys `revisions` and `snapshots`: a store written with the version-3 schema
/// must read back every revision, its log and its undo state unchanged.
@Suite("Revision keys migration")
struct RevisionKeyMigrationTests {
    @Test func versionThreeStoreReadsBackUnchanged() throws {
        let seed: UInt64 = 4004
        print("versionThreeStoreReadsBackUnchanged seed \(seed)")
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }

        // A history in the current schema: two documents, random edits, undos and redos.
        let current = try DocumentStore(path: directory + "/current.db")
        var random = RandomDocuments(seed: seed)
        random.names = false  // version 3 has no names
        var names: [String] = []
        for index in 0..<2 {
            var document = random.document(views: 40)
            document.name = "doc\(index)"
            try current.importDocument(document)
            names.append(document.name)
            for step in 0..<150 {
                if step % 23 == 22 {
                    _ = try current.undo(document.name, steps: 2)
                } else if step % 23 == 0 && step > 0 {
                    _ = try current.redo(document.name)
                } else {
                    let edit = random.edit(for: try current.document(document.name))
                    _ = try? current.apply([edit], to: document.name)
                }
            }
        }

        // The same rows in a version-3 store.
        let oldPath = directory + "/v3.db"
        let versionThree = try Migrator(
            migrations: Array(EmbeddedMigrations.all.prefix(3)), applicationID: DocumentStore.applicationID)
        do {
            let connection = try versionThree.openDatabase(at: oldPath)
            try connection.execute("ATTACH DATABASE ? AS source", [directory + "/current.db"])
            // The version-3 columns of `views`; later versions add more.
            let viewColumns = try connection.query("SELECT name FROM pragma_table_info('views', 'main')") { row in
                guard case .text(let name) = row[0] else { return "" }
                return name
            }.joined(separator: ", ")
            try connection.executeScript(
                """
                INSERT INTO documents SELECT id, name, root_view, canvas_width, canvas_height, created_at, state_revision
                    FROM source.documents;
                INSERT INTO revisions (document_id, number, kind, created_at, message, target, change_count, view_count,
                                       undo_top, undo_below, redo_top, redo_below, events)
                    SELECT document_id, number, kind, created_at, message, target, change_count, view_count,
                           undo_top, undo_below, redo_top, redo_below, events FROM source.revisions;
                INSERT INTO snapshots (document_id, revision, encoding, document)
                    SELECT document_id, revision, encoding, document FROM source.snapshots;
                INSERT INTO used_view_ids SELECT * FROM source.used_view_ids;
                INSERT INTO views SELECT \(viewColumns) FROM source.views;
                INSERT INTO constraints SELECT * FROM source.constraints;
                """)
        }

        let migrated = try DocumentStore(path: oldPath)
        for name in names {
            let head = try current.headRevision(of: name)
            #expect(try migrated.headRevision(of: name) == head)
            #expect(try migrated.log(of: name) == current.log(of: name))
            #expect(try migrated.undoState(of: name) == current.undoState(of: name))
            for revision in 1...head {
                #expect(try migrated.document(name, revision: revision) == current.document(name, revision: revision), "\(name)@\(revision)")
            }
            // The migrated store keeps appending where the history left off.
            _ = try migrated.undo(name)
            #expect(try migrated.headRevision(of: name) == head + 1)
        }
        #expect(try migrated.documents().map(\.name) == names)
        let integrity = try migrated.connection.queryFirst("PRAGMA integrity_check") { try $0.get(0, as: String.self) }
        #expect(integrity == "ok")
        let foreignKeyProblems = try migrated.connection.query("PRAGMA foreign_key_check") { try $0.get(0, as: String.self) }
        #expect(foreignKeyProblems.isEmpty)
    }
}
