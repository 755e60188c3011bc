#if canImport(Glibc)
import Glibc
#endif
import PostgreSQLDatabase
import StackDocTestSupport
import Testing

@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
struct PostgreSQLConnectionTests {
    let connection: PostgreSQLConnection

    init() throws {
        connection = try PostgreSQLConnection(url: try PostgreSQLTestServer.freshDatabase())
        try connection.executeScript(
            "CREATE TABLE items (id BIGINT PRIMARY KEY, size DOUBLE PRECISION, label TEXT, payload BYTEA, flag BOOLEAN)")
    }

    @Test func valuesRoundTripInEveryType() throws {
        let rows: [[PostgreSQLValue]] = [
            [.integer(1), .real(0.1), .text("héllo ✓"), .bytes([0, 1, 255]), .boolean(true)],
            [.integer(-(1 << 62)), .real(-1e-300), .text(""), .bytes([]), .boolean(false)],
            [.integer(3), .null, .null, .null, .null],
        ]
        for row in rows {
            try connection.execute("INSERT INTO items VALUES ($1, $2, $3, $4, $5)", row)
        }
        let read = try connection.query("SELECT id, size, label, payload, flag FROM items ORDER BY id DESC") { row in
            try (0..<5).map { try row.value(at: $0) }
        }
        #expect(Set(read) == Set(rows))
    }

    @Test func sumsOfIntegersReadAsIntegers() throws {
        for id in 1...3 { try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(Int64(id) << 40)]) }
        let sum = try connection.queryFirst("SELECT coalesce(sum(id), 0), avg(id)::float8 / 2 FROM items") { try [$0.value(at: 0), $0.value(at: 1)] }
        #expect(sum == [.integer(6 << 40), .real(Double(2 << 40) / 2)])
        let fraction = try connection.queryFirst("SELECT 12345.678::numeric, -0.5::numeric, 0::numeric") { row in try (0..<3).map { try row.value(at: $0) } }
        #expect(fraction == [.real(12345.678), .real(-0.5), .integer(0)])
    }

    @Test func errorsCarryTheirSQLState() throws {
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
        #expect { try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)]) } throws: { error in
            (error as? PostgreSQLError)?.isUniqueViolation == true
        }
        #expect { try connection.execute("SELECT nothing FROM items") } throws: { error in
            (error as? PostgreSQLError)?.sqlState == "42703"
        }
    }

    @Test func aThrowingTransactionLeavesNothing() throws {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
                throw Stop()
            }
        }
        #expect(!connection.isInTransaction)
        let count = try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
        #expect(count == .integer(0))
    }

    @Test func aTransactionThatAFailedStatementAbortedDoesNotReportACommit() throws {
        #expect(throws: PostgreSQLError.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
                try? connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
            }
        }
        let count = try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
        #expect(count == .integer(0))
    }

    @Test func aReadOnlySessionKnowsItAndRefusesWrites() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let reader = try PostgreSQLConnection(url: PostgreSQLTestServer.readOnlySession(url))
        #expect(reader.isReadOnly)
        #expect(try !PostgreSQLConnection(url: url).isReadOnly)
        #expect { try reader.executeScript("CREATE TABLE t (x BIGINT)") } throws: { error in
            (error as? PostgreSQLError)?.isReadOnlyViolation == true
        }
    }

    @Test func aConnectionEndedByTheServerReconnectsForTheNextTransaction() throws {
        let pid = try connection.queryFirst("SELECT pg_backend_pid()") { try $0.value(at: 0) }
        let other = try PostgreSQLConnection(url: try PostgreSQLTestServer.freshDatabase())
        try other.execute("SELECT pg_terminate_backend($1)", [pid!])
        // A statement outside a transaction reports the loss clearly...
        #expect { try connection.execute("SELECT 1") } throws: { error in
            (error as? PostgreSQLError)?.connectionLost == true
        }
        // ... and the next transaction starts on a new connection.
        let value = try connection.transaction { try connection.queryFirst("SELECT 41 + 1") { try $0.value(at: 0) } }
        #expect(value == .integer(42))
    }
}

extension PostgreSQLConnectionTests {
    /// PostgreSQL only warns about a BEGIN inside a transaction, and the inner COMMIT would
    /// commit the outer transaction's writes: a nested transaction is refused instead.
    @Test func transactionsDoNotNest() throws {
        struct Stop: Error {}
        var nested: Result<Void, any Error>?
        #expect(throws: Stop.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
                nested = Result { try connection.transaction {} }
                throw Stop()
            }
        }
        #expect(throws: PostgreSQLError.self) { try nested?.get() }
        let count = try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
        #expect(count == .integer(0))
    }
}

/// Statements queued in a transaction travel with the next query or with COMMIT, in one round trip.
extension PostgreSQLConnectionTests {
    @Test func queuedStatementsRunInOrderBeforeTheNextQuery() throws {
        try connection.execute("SELECT count(*) FROM items")  // prepared once, outside the count
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(0)])
        try connection.execute("DELETE FROM items WHERE id = $1", [.integer(0)])
        let before = connection.roundTrips
        let count = try connection.transaction {
            for id in 1...3 { try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(Int64(id))]) }
            try connection.enqueue("DELETE FROM items WHERE id = $1", [.integer(2)])
            return try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
        }
        #expect(count == .integer(2))
        #expect(connection.roundTrips - before == 2, "BEGIN, the writes and the query in one flight; COMMIT in another")
        #expect(try connection.query("SELECT id FROM items ORDER BY id") { try $0.value(at: 0) } == [.integer(1), .integer(3)])
    }

    @Test func aTransactionOfQueuedWritesCommitsInOneRoundTrip() throws {
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(0)])
        let before = connection.roundTrips
        try connection.transaction {
            for id in 1...5 { try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(Int64(id))]) }
        }
        #expect(connection.roundTrips - before == 1)
        #expect(try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) } == .integer(6))
    }

    @Test func theErrorOfAQueuedStatementIsThrownByTheNextQueryAndLeavesNothing() throws {
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
        var reached = false
        #expect {
            try connection.transaction {
                try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(2)])
                try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
                try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(3)])
                _ = try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
                reached = true
            }
        } throws: { error in
            (error as? PostgreSQLError)?.isUniqueViolation == true && (error as? PostgreSQLError)?.sql?.hasPrefix("INSERT") == true
        }
        #expect(!reached)
        #expect(!connection.isInTransaction)
        #expect(try connection.query("SELECT id FROM items") { try $0.value(at: 0) } == [.integer(1)])
    }

    @Test func theErrorOfAQueuedStatementIsThrownByTheCommitAndLeavesNothing() throws {
        #expect {
            try connection.transaction {
                try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(7)])
                try connection.enqueue("INSERT INTO items (id, label) VALUES ($1, $2)", [.integer(7), .text("again")])
            }
        } throws: { ($0 as? PostgreSQLError)?.isUniqueViolation == true }
        #expect(!connection.isInTransaction)
        #expect(try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) } == .integer(0))
    }

    /// The server ended the idle connection: the transaction's first flight (BEGIN, the queued
    /// writes and the query) is sent again on a new connection, as nothing of it had run.
    @Test func aFirstFlightThatFindsTheConnectionEndedIsSentAgain() throws {
        try connection.execute("INSERT INTO items (id) VALUES ($1)", [.integer(0)])
        try connection.execute("SELECT count(*) FROM items")
        let pid = try connection.queryFirst("SELECT pg_backend_pid()") { try $0.value(at: 0) }
        let other = try PostgreSQLConnection(url: try PostgreSQLTestServer.freshDatabase())
        try other.execute("SELECT pg_terminate_backend($1)", [pid!])
        usleep(100_000)
        let count = try connection.transaction {
            try connection.enqueue("INSERT INTO items (id) VALUES ($1)", [.integer(1)])
            return try connection.queryFirst("SELECT count(*) FROM items") { try $0.value(at: 0) }
        }
        #expect(count == .integer(2))
        #expect(try connection.queryFirst("SELECT pg_backend_pid()") { try $0.value(at: 0) } != pid)
    }
}
