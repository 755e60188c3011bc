import CSQLite

/// A failure reported by SQLite: its result code, its message and the SQL that caused it.
package struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code, e.g. `.constraintUnique`.
    package let code: ResultCode
    /// The connection's message at the time of the failure (`sqlite3_errmsg`).
    package let message: String
    /// The statement being prepared or run, if any.
    package let sql: String?

    package init(code: ResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code, e.g. `.constraint` for `.constraintUnique`.
    package var primaryCode: ResultCode { code.primary }

    package var description: String {
        var text = "SQLite error \(code.rawValue) (\(code)): \(message)"
        if let sql { text += " — in: \(sql)" }
        return text
    }

    /// The connection's current error, attributed to `sql`.
    init(code: Int32, connection: OpaquePointer, sql: String?) {
        self.init(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }
}
