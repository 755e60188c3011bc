import CPostgreSQL

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

    /// Runs `body` in a transaction of `isolation`, read-only if asked. When the connection
    /// broke before the transaction began (a server restart), it reconnects first: nothing of
    /// this transaction had reached the server. A connection lost during `body` or the
    /// commit throws a `PostgreSQLError` with `connectionLost`; the server then rolls the
    /// transaction back, unless it had committed before the connection went.
    /// Fails if a transaction is open already: PostgreSQL would only warn, and the inner
    /// COMMIT would commit the outer transaction.
    ///
    /// `firstStatement`, a statement without parameters (literals quoted with
    /// `quotedLiteral(_:)`), is sent with BEGIN in one message, sparing a round trip; it runs
    /// inside the transaction, as a statement of its own.
    package func transaction<T>(
        _ isolation: Isolation = .readCommitted, readOnly: Bool = false, firstStatement: String? = nil, _ body: () throws -> T
    ) throws -> T {
        guard !isInTransaction else {
            throw PostgreSQLError(message: "a transaction is open already; transactions do not nest")
        }
        if !isConnected { try reconnect() }
        let begin = "BEGIN ISOLATION LEVEL \(isolation.rawValue)\(readOnly ? " READ ONLY" : "")" + (firstStatement.map { "; " + $0 } ?? "")
        do {
            try executeScript(begin)
        } catch let error as PostgreSQLError where error.connectionLost {
            // The connection broke while idle: libpq learns it only on use.
            try reconnect()
            try executeScript(begin)
        } catch {
            // BEGIN ran and the first statement failed: the transaction is open and aborted.
            if isConnected, isInTransaction { try? executeScript("ROLLBACK") }
            throw error
        }
        let result: T
        do {
            result = try body()
            // COMMIT of a transaction that a failed statement aborted reports success but rolls back.
            guard PQtransactionStatus(pointer) != PQTRANS_INERROR else {
                throw PostgreSQLError(message: "the transaction was aborted by an earlier error and is rolled back")
            }
            try executeScript("COMMIT")
        } catch {
            if isConnected, isInTransaction { try? executeScript("ROLLBACK") }
            throw error
        }
        return result
    }

    /// `text` as an SQL string literal, quoted and escaped by libpq for this connection's
    /// encoding and settings.
    package func quotedLiteral(_ text: String) throws -> String {
        guard let quoted = PQescapeLiteral(pointer, text, text.utf8.count) else {
            throw PostgreSQLError(message: "cannot quote a literal: \(Self.message(of: pointer))")
        }
        defer { PQfreemem(quoted) }
        return String(cString: quoted)
    }
}
