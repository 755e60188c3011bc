import PostgreSQLDatabase
import StackDocTestSupport
import Testing

/// A read-only transaction ends without waiting for its COMMIT; the connection reads the
/// answer before it next sends anything, and behaves as if it had waited.
@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
struct DetachedCommitTests {
    let connection: PostgreSQLConnection

    init() throws {
        connection = try PostgreSQLConnection(url: try PostgreSQLTestServer.freshDatabase())
        try connection.executeScript("CREATE TABLE items (id BIGINT PRIMARY KEY)")
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
        try connection.execute("SELECT count(*) FROM items")  // prepared once, outside the counts
    }

    private func count() throws -> PostgreSQLValue? {
        try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
    }

    @Test func aReadOfOneStatementTakesOneRoundTripAndEndsItsTransaction() throws {
        let before = connection.roundTrips
        let read = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
        #expect(read == .integer(1))
        #expect(connection.roundTrips - before == 1, "BEGIN and the query in one flight; COMMIT not waited for")
        #expect(!connection.isInTransaction)
        // Outside the read-only transaction, the session may write again.
        let readOnlyNow = try connection.queryFirst("SELECT current_setting('transaction_read_only')") { try $0.value(at: 0) }
        #expect(readOnlyNow == .text("off"))
    }

    @Test func readsAndWritesFollowEachOtherOnOneConnection() throws {
        for id in 2...20 {
            let seen = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
            #expect(seen == .integer(Int64(id - 1)))
            try connection.transaction { try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(Int64(id))]) }
            let again = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
            #expect(again == .integer(Int64(id)))
        }
    }

    @Test func aReadThatFailsRollsBackAndTheNextReadWorks() throws {
        #expect(throws: PostgreSQLError.self) {
            try connection.transaction(.repeatableRead, readOnly: true) {
                try connection.queryFirst("SELECT 1 / (count(*) - 1) FROM items") { try $0.value(at: 0) }
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.transaction(.repeatableRead, readOnly: true) { try count() } == .integer(1))
    }

    @Test func aWriteAfterAReadSeesTheSessionOutOfItsTransaction() throws {
        _ = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
        try connection.executeScript("INSERT INTO items (id) VALUES (7)")
        _ = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
        try connection.listen("detached_commit_test")
        try connection.executeScript("NOTIFY detached_commit_test")
        _ = try connection.transaction(.repeatableRead, readOnly: true) { try count() }
        #expect(try connection.waitForNotification(timeoutMilliseconds: 1000) == 1)
        #expect(try count() == .integer(2))
    }
}
