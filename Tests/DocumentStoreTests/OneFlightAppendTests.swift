@testable import DocumentStore
import Foundation
import PostgreSQLDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// An append to PostgreSQL sends its revision without asking for the head first: the insert
/// itself refuses to follow a head that is no longer the document's, and nothing of the
/// refused flight is written; the edit then goes onto the head the server holds.
@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
struct OneFlightAppendTests {
    /// A revision row's columns after its key, as the checking insert takes them (an edit of
    /// no events): what the tests that call that insert directly append to its head arguments.
    static let editRevisionColumns: [StoreValue] = [
        .text("edit"), .integer(0), .null, .null, .integer(0), .integer(3), .null, .null, .null, .null, .text("[]"),
        .null, .null, .null, .null, .null,
    ]

    @Test func anAppendOnAHeadAnotherWriterMovedGoesOntoTheNewHead() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let first = try DocumentStore(url: url)
        try first.importDocument(try stackDocument(children: 3))
        try first.apply([.hide(view: "v0")], to: "stacked")
        let second = try DocumentStore(url: url)
        try second.apply([.hide(view: "v1")], to: "stacked")

        let connection = try #require(first.connection as? PostgreSQLStoreConnection).connection
        let before = connection.roundTrips
        let outcome = try first.apply([.hide(view: "v2")], to: "stacked")
        #expect(connection.roundTrips - before > 1, "the refused flight, then the append on the head read again")
        #expect(outcome.revision?.number == 4)
        #expect(try first.log(of: "stacked").map(\.number) == [1, 2, 3, 4])
        let document = try DocumentStoreReader(url: url).document("stacked")
        #expect(["v0", "v1", "v2"].allSatisfy { document[$0]?.properties.hidden == true })
        #expect(try first.document("stacked") == document)
    }

    /// Another writer holds the document (its row lock) and appends: the one-flight insert,
    /// which takes the same lock, waits for its commit, then fails on the revision's key (its
    /// head check saw the head as the statement began), and the edit goes onto the new head.
    @Test func anAppendWaitingForTheWriterHoldingTheDocumentGoesOntoItsRevision() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let holder = try DocumentStore(url: url)
        try holder.importDocument(try stackDocument(children: 3))
        let waiter = try DocumentStore(url: url)
        try waiter.apply([.hide(view: "v0")], to: "stacked")
        final class Outcome: @unchecked Sendable { var result: Result<EditOutcome, any Error>? }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let waiting = waiter
        try holder.writing(document: "stacked") {
            let head = try holder.head(of: "stacked")
            Thread {
                outcome.result = Result { try waiting.apply([.hide(view: "v1")], to: "stacked") }
                finished.signal()
            }.start()
            // Long enough for the waiter's flight to reach the row lock.
            usleep(500_000)
            _ = try holder.append([.hide(view: "v2")], to: head, kind: .edit, target: nil, message: nil)
        }
        finished.wait()
        #expect(try outcome.result?.get().revision?.number == 4)
        let reader = try DocumentStoreReader(url: url)
        #expect(try reader.log(of: "stacked").map(\.number) == [1, 2, 3, 4])
        let document = try reader.document("stacked")
        #expect(["v0", "v1", "v2"].allSatisfy { document[$0]?.properties.hidden == true })
        #expect(try waiter.document("stacked") == document)
    }

    /// The head moved back (`repair` cut the history): the key of the next revision is free,
    /// so only the head check keeps the revision from following one that is gone.
    @Test func anAppendOnAHeadCutBackByRepairFollowsTheRepairedHead() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let store = try DocumentStore(url: url)
        try store.importDocument(Document(json: Array(UnreadableRevisionTests.document.utf8)))
        try store.apply([.set(view: "a", property: .name, value: "first")], to: "doc")
        try store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "q", properties: ViewProperties(kind: .label))))], to: "doc")
        try store.flushState(of: "doc")
        try UnreadableRevisionTests.corruptRevision(3, at: url, backend: .postgreSQL)
        let outcome = try DocumentStore(url: url, access: .readWrite).repair("doc")
        #expect(outcome.headAfter == 2)

        // This store still caches revision 3, which holds "q".
        let appended = try store.apply([.hide(view: "a")], to: "doc")
        #expect(appended.revision?.number == 3)
        let reader = try DocumentStoreReader(url: url)
        #expect(try reader.log(of: "doc").map(\.number) == [1, 2, 3])
        #expect(try reader.document("doc")["q"] == nil)
        #expect(try reader.document("doc")["a"]?.properties.hidden == true)
        #expect(try reader.document("doc") == store.document("doc"))
    }

    /// The checking insert refuses, by the key's `NOT NULL`, a revision that does not follow
    /// the head it names, or whose document has another name now, and writes nothing (one whose
    /// document has another canvas: `KeptHeadCanvasTests`).
    @Test func theCheckingInsertRefusesARevisionThatDoesNotFollowTheHead() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let store = try DocumentStore(url: url)
        try store.importDocument(try stackDocument(children: 1))
        let id = try store.documentRow("stacked").id
        let statements = try store.appending()
        let checkingInsert = try #require(statements.insertRevisionCheckingHead)
        let columns = OneFlightAppendTests.editRevisionColumns
        #expect { try store.connection.write {
            try checkingInsert.execute(
                RevisionKey.range(id, from: 1) + [.integer(RevisionKey.of(id, 2)), .integer(id), .text("stacked"), .real(375), .real(667), .integer(RevisionKey.of(id, 3))] + columns)
        } } throws: { store.connection.isNotNullViolation($0) }
        #expect(try store.headRevision(of: "stacked") == 1)
        // Nor one whose document is no longer called by the name it was read under.
        #expect { try store.connection.write {
            try checkingInsert.execute(
                RevisionKey.range(id, from: 1) + [.integer(RevisionKey.of(id, 1)), .integer(id), .text("moved"), .real(375), .real(667), .integer(RevisionKey.of(id, 2))] + columns)
        } } throws: { store.connection.isNotNullViolation($0) }
        #expect(try store.headRevision(of: "stacked") == 1)
        try store.connection.write {
            try checkingInsert.execute(
                RevisionKey.range(id, from: 1) + [.integer(RevisionKey.of(id, 1)), .integer(id), .text("stacked"), .real(375), .real(667), .integer(RevisionKey.of(id, 2))] + columns)
        }
        #expect(try store.headRevision(of: "stacked") == 2)
    }
}
