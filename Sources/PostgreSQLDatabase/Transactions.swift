/// Transactions. Each ends when its closure returns (COMMIT) or throws (ROLLBACK, then the
/// error is rethrown).
extension PostgreSQLConnection {
    /// How a transaction isolates itself from concurrent ones.
    package enum Isolation: String, Sendable {
        /// Each statement sees what was committed before it began; rows locked with
        /// `SELECT ... FOR UPDATE` are waited for and then read as committed.
        case readCommitted = "READ COMMITTED"
        /// One snapshot for the whole transaction; a write that meets a concurrent one fails
        /// with SQLSTATE 40001. For consistent reads.
        case repeatableRead = "REPEATABLE READ"
        /// One snapshot for the whole transaction, failing with SQLSTATE 40001 when it could
        /// not be ordered with a concurrent one; retry the whole transaction then.
        case serializable = "SERIALIZABLE"
    }

    /// Runs `body` in a transaction of `isolation`, read-only if asked. BEGIN waits to travel
    /// with the first statement that returns rows (or with COMMIT), and COMMIT with the
    /// statements queued before it (`enqueue`): a transaction of one query and some writes
    /// takes two round trips. A read-only transaction whose statements were all answered ends
    /// without waiting for its COMMIT (`detachCommit()`): nothing it read can change by then,
    /// so a read of one statement costs one round trip. When the connection broke before the transaction began (a server
    /// restart), it reconnects and sends the first flight again: nothing of this transaction
    /// had reached the server. A connection lost later in `body` or at the commit throws a
    /// `PostgreSQLError` with `connectionLost`; the server then rolls the transaction back,
    /// unless it had committed before the connection went.
    /// Fails if a transaction is open already: PostgreSQL would only warn, and the inner
    /// COMMIT would commit the outer transaction.
    ///
    /// `firstStatement` (with its arguments) runs right after BEGIN, in the same flight, as a
    /// statement of its own.
    package func transaction<T>(
        _ isolation: Isolation = .readCommitted, readOnly: Bool = false,
        firstStatement: (sql: String, arguments: [PostgreSQLValue])? = nil, _ body: () throws -> T
    ) throws -> T {
        guard !isInTransaction else {
            throw PostgreSQLError(message: "a transaction is open already; transactions do not nest")
        }
        if !isConnected { try reconnect() }
        let begin = PipelinedCommand.text("BEGIN ISOLATION LEVEL \(isolation.rawValue)\(readOnly ? " READ ONLY" : "")")
        let result: T
        do {
            queued = [begin]
            queuedBeginTransaction = true
            if let (sql, arguments) = firstStatement { try enqueue(sql, arguments) }
            result = try body()
            // COMMIT of a transaction that a failed statement aborted reports success but rolls back.
            guard !queued.isEmpty || libpq.transactionStatus(pointer) != LibPQ.transactionFailed else {
                throw PostgreSQLError(message: "the transaction was aborted by an earlier error and is rolled back")
            }
            if readOnly, queued.isEmpty {
                detachCommit()
            } else {
                queued.append(.text("COMMIT"))
                try sendQueued()
            }
        } catch {
            queued = []
            queuedBeginTransaction = false
            if isConnected, isInTransaction { try? executeScript("ROLLBACK") }
            throw error
        }
        return result
    }
}
