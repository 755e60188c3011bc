import CSQLite

/// A failure reported by SQLite: its result code, its message and the SQL that caused it.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code, e.g. `.constraintUnique`.
    public let code: ResultCode
    /// The connection's message at the time of the failure (`sqlite3_errmsg`).
    public let message: String
    /// The statement being prepared or run, if any.
    public let sql: String?

    public init(code: ResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code, e.g. `.constraint` for `.constraintUnique`.
    public var primaryCode: ResultCode { code.primary }

    public var description: String {
        var text = "SQLite error \(code.rawValue) (\(code)): \(message)"
        if let sql { text += " — in: \(sql)" }
        return text
    }

    /// The connection's current error, attributed to `sql`.
    init(code: Int32, connection: OpaquePointer, sql: String?) {
        self.init(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }
}
