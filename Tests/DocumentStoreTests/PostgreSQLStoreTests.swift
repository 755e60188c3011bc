@testable import DocumentStore
import Foundation
import PostgreSQLDatabase
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// What only a store on a PostgreSQL server does: its schema's history, read-only sessions,
/// connections that break, and URLs that hold passwords.
@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
struct PostgreSQLStoreTests {
    @Test func aDatabaseMigratedByANewerStackDocIsRefusedUntouched() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        _ = try DocumentStore(url: url)
        let admin = try PostgreSQLConnection(url: url)
        try admin.execute("INSERT INTO schema_migrations VALUES (99, 'future', 'x', 0)")
        let opens: [() throws -> DocumentStoreReader] = [
            { try DocumentStoreReader(url: url) }, { try DocumentStore(url: url, access: .readWrite) },
        ]
        for open in opens {
            #expect {
                try open()
            } throws: { error in
                guard case MigrationError.unknownMigrations(_, let versions, _) = error else { return false }
                return versions == [99]
            }
        }
    }

    @Test func aChangedMigrationIsRefused() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        _ = try DocumentStore(url: url)
        try PostgreSQLConnection(url: url).execute("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 3")
        #expect(throws: MigrationError.self) { try DocumentStore(url: url) }
    }

    @Test func anEmptyDatabaseIsNotAStoreReadOnlyAndBecomesOneForAWriter() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        #expect { try DocumentStoreReader(url: url) } throws: { error in
            if case StoreError.notAStore = error { true } else { false }
        }
        #expect(try PostgreSQLConnection(url: url).queryFirst("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'") {
            try $0.value(at: 0)
        } == .integer(0), "the read-only open created nothing")
        #expect(try DocumentStore(url: url, access: .readWrite).documents().isEmpty)
        let versions = try PostgreSQLConnection(url: url).query("SELECT version FROM schema_migrations ORDER BY version") { try $0.value(at: 0) }
        #expect(versions == EmbeddedMigrations.postgreSQL.map { .integer(Int64($0.version)) })
    }

    @Test func aDatabaseOfAnotherApplicationIsRefused() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        try PostgreSQLConnection(url: url).executeScript("CREATE TABLE invoices (id BIGINT)")
        #expect { try DocumentStore(url: url) } throws: { error in
            // The message speaks of the database the URL names, not of an SQLite file.
            if case MigrationError.unrecognizedDatabase = error { !"\(error)".contains("SQLite") } else { false }
        }
    }

    /// A session that may not write (a hot standby, or `default_transaction_read_only`) reads
    /// everything; a store opened there to write refuses every write before sending any.
    @Test func aReadOnlySessionReadsAndRefusesWrites() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let writer = try DocumentStore(url: url)
        let document = try stackDocument(children: 3)
        try writer.importDocument(document)
        try writer.apply([.hide(view: "v0")], to: "stacked")
        let session = PostgreSQLTestServer.readOnlySession(url)
        let reader = try DocumentStoreReader(url: session, keepingCaches: true)
        #expect(reader.isReadOnly)
        #expect(try reader.document("stacked", revision: 1) == document)
        #expect(try reader.log(of: "stacked").count == 2)
        let standby = try DocumentStore(url: session, access: .readWrite)
        #expect(standby.isReadOnly)
        #expect(try standby.document("stacked") == writer.document("stacked"))
        #expect { try standby.apply([.hide(view: "v1")], to: "stacked") } throws: { error in
            if case StoreError.serverReadOnly = error { true } else { false }
        }
        #expect(try writer.headRevision(of: "stacked") == 2)
    }

    /// The server ends the connection (a restart does the same): the next command reconnects,
    /// and a write cut off mid-transaction leaves nothing.
    @Test func aConnectionEndedByTheServerLeavesNoPartialRevisionAndReconnects() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let store = try DocumentStore(url: url)
        try store.importDocument(try stackDocument(children: 3))
        let admin = try PostgreSQLConnection(url: url)
        #expect(throws: PostgreSQLError.self) {
            try store.writing {
                _ = try store.append([.hide(view: "v0")], to: try store.head(of: "stacked"), kind: .edit, target: nil, message: nil)
                try admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
            }
        }
        #expect(try store.headRevision(of: "stacked") == 1, "the cut-off revision is not there")
        try store.apply([.hide(view: "v1")], to: "stacked")
        #expect(try store.log(of: "stacked").map(\.number) == [1, 2])
        #expect(try store.document("stacked")["v0"]?.properties.hidden == false)
    }

    @Test func thePasswordOfTheURLIsInNoMessage() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        // The test server trusts its users: the password is sent nowhere that checks it.
        let withPassword = url.replacing("://", with: "://stackdoc:hunter2@", maxReplacements: 1)
            .replacing("stackdoc:hunter2@stackdoc@", with: "stackdoc:hunter2@")
        let store = try DocumentStore(url: withPassword)
        #expect(!store.path.contains("hunter2"))
        #expect { try store.document("missing") } throws: { !"\($0)".contains("hunter2") }
        let standby = try DocumentStore(url: PostgreSQLTestServer.readOnlySession(withPassword), access: .readWrite)
        #expect { try standby.importDocument(try stackDocument(children: 1)) } throws: { error in
            "\(error)".contains("***") && !"\(error)".contains("hunter2")
        }
    }
}

extension PostgreSQLStoreTests {
    /// Another client inserts the name between this import's check and its insert: the insert
    /// waits for that client's commit on the name's unique key, then the import reports the
    /// name as taken, as it does when its check sees it.
    @Test func aNameImportedByAnotherClientMeanwhileIsReportedAsTaken() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        _ = try DocumentStore(url: url)
        let other = try PostgreSQLConnection(url: url)
        try other.executeScript("BEGIN")
        try other.execute("INSERT INTO documents (name, root_view, created_at, state_revision) VALUES ('race', 'root', 0, 1)")
        final class Outcome: @unchecked Sendable { var error: (any Error)? }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            do { try DocumentStore(url: url).importDocument(try stackDocument(children: 1, name: "race")) } catch { outcome.error = error }
            finished.signal()
        }.start()
        // Long enough for the import to pass its check and wait on the key.
        usleep(500_000)
        try other.executeScript("COMMIT")
        finished.wait()
        #expect(outcome.error.map { if case StoreError.documentExists("race") = $0 { true } else { false } } == true, "\(String(describing: outcome.error))")
    }
}

extension PostgreSQLStoreTests {
    /// An edit of the document this store wrote last takes one flight: BEGIN, the revision
    /// locking the document and checking that it follows the head (with the state tables and
    /// snapshots when they are due), the commit notification and COMMIT.
    @Test func everyAppendTakesOneRoundTrip() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let store = try DocumentStore(url: url)
        try store.importDocument(try stackDocument(children: 3))
        func edit(_ index: Int) throws {
            let view = "v\(index / 2 % 3)"
            let outcome = try store.apply([index % 2 == 0 ? .hide(view: view) : .unhide(view: view)], to: "stacked")
            #expect(outcome.revision != nil)
        }
        // Every statement is prepared once per connection, by the first appends, flushes and snapshots.
        for index in 0..<150 { try edit(index) }
        let connection = try #require(store.connection as? PostgreSQLStoreConnection).connection
        let before = connection.roundTrips
        for index in 150..<300 { try edit(index) }
        #expect(connection.roundTrips - before == 150, "150 appends, two state-table flushes, two snapshots")
        #expect(try store.headRevision(of: "stacked") == 301)
        // What was written in those flights reads back in another connection.
        #expect(try DocumentStoreReader(url: url).document("stacked") == store.document("stacked"))
    }

    /// What adds round trips to an append: each view the edits add is looked up among the ids
    /// the document used before (one query each, before the transaction), and an edit of
    /// another document than the one this store wrote or read last first reads that document's
    /// head in a read transaction (BEGIN with the document's row, then its views, its
    /// constraints and the revisions its tables trail by: four round trips, as its COMMIT is
    /// not waited for).
    @Test func addedViewsAndAnotherDocumentsHeadCostRoundTripsOfTheirOwn() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let store = try DocumentStore(url: url)
        try store.importDocuments([try stackDocument(children: 3, name: "first"), try stackDocument(children: 3, name: "second")])
        func insert(_ ids: [String], into name: String) throws {
            let edits = ids.map { Edit.insert(stack: "stack", index: 0, view: .new(ViewTree(id: $0, properties: ViewProperties(kind: .label)))) }
            #expect(try store.apply(edits, to: name).revision != nil)
        }
        // Every statement is prepared once per connection, by these first appends.
        for index in 0..<4 { try insert(["w\(index)"], into: index % 2 == 0 ? "first" : "second") }
        let connection = try #require(store.connection as? PostgreSQLStoreConnection).connection

        var before = connection.roundTrips
        try insert(["x0", "x1"], into: "second")
        #expect(connection.roundTrips - before == 3, "two lookups of the new ids, then the flight of the append")

        before = connection.roundTrips
        #expect(try store.apply([.hide(view: "v0")], to: "first").revision != nil)
        #expect(connection.roundTrips - before == 5, "the head of \"first\" read in four, then the flight of the append")

        before = connection.roundTrips
        #expect(try store.apply([.hide(view: "v1")], to: "first").revision != nil)
        #expect(connection.roundTrips - before == 1, "the document written last")
    }
}
