/// A failure reported by libpq or the server, with the server's SQLSTATE when there is one.
///
/// Messages never hold a password: connection strings in them are redacted
/// (`ConnectionURL.redacted`), and the server does not echo passwords.
package struct PostgreSQLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The five-character SQLSTATE (`23505` unique violation, `40001` serialisation failure,
    /// `25006` read-only transaction, ...); nil for client-side failures such as a lost connection.
    package var sqlState: String?
    /// The server's or libpq's message, without the trailing newline.
    package var message: String
    /// The statement that failed, if one did.
    package var sql: String?
    /// Whether the connection is unusable: it could not be made, or it broke (a server
    /// restart, a network failure). A transaction open on it was rolled back by the server.
    package var connectionLost: Bool

    package init(sqlState: String? = nil, message: String, sql: String? = nil, connectionLost: Bool = false) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
        self.connectionLost = connectionLost
    }

    /// Whether retrying the whole transaction may succeed: a serialisation failure or a deadlock.
    package var isTransient: Bool {
        sqlState == "40001" || sqlState == "40P01"
    }

    /// Whether the statement broke a unique or primary-key constraint.
    package var isUniqueViolation: Bool { sqlState == "23505" }
    /// A row left a `NOT NULL` column empty (SQLSTATE 23502).
    package var isNotNullViolation: Bool { sqlState == "23502" }

    /// Whether the statement tried to write in a read-only transaction (or on a standby).
    package var isReadOnlyViolation: Bool { sqlState == "25006" }

    package var description: String {
        var text = "PostgreSQL"
        if let sqlState { text += " \(sqlState)" }
        text += ": \(message)"
        if let sql { text += " (in: \(sql))" }
        return text
    }
}
