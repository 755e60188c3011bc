import CSQLite

/// A prepared SQL statement of one connection.
///
/// Get one from `Connection.statement(_:)`, which caches it by its SQL text; run it any number
/// of times with fresh arguments. Arguments bind, in order, to the `?` parameters; there must
/// be exactly one per parameter. Each run resets the statement and releases its arguments
/// when it finishes, whether it succeeds or throws.
///
/// Not Sendable: it belongs to its connection's thread. It keeps the underlying SQLite
/// connection open while it exists.
package final class Statement {
    /// The SQL text the statement was prepared from.
    package let sql: String
    let handle: DatabaseHandle
    let pointer: OpaquePointer
    private let parameterCount: Int
    /// True during a run: from binding its arguments until the statement is reset.
    private(set) var isRunning = false

    /// Compiles `sql`, which must hold exactly one statement. Costs a parse and a query plan:
    /// microseconds for simple statements, more for joins.
    init(handle: DatabaseHandle, sql: String, persistent: Bool) throws {
        var prepared: OpaquePointer?
        var moreStatementsFollow = false
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(handle.pointer, text, -1, flags, &prepared, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                moreStatementsFollow = Self.containsStatement(tail, handle: handle)
            }
            return code
        }
        guard code == SQLITE_OK else { throw handle.error(code: code, sql: sql) }
        guard let prepared else {
            throw SQLiteError(code: .misuse, message: "no SQL statement in the text", sql: sql)
        }
        guard !moreStatementsFollow else {
            sqlite3_finalize(prepared)
            throw SQLiteError(code: .misuse, message: "more than one SQL statement; use executeScript(_:)", sql: sql)
        }
        self.sql = sql
        self.handle = handle
        self.pointer = prepared
        self.parameterCount = Int(sqlite3_bind_parameter_count(prepared))
    }

    deinit {
        sqlite3_finalize(pointer)
    }

    /// Whether `text` holds a statement (or something that fails to compile), rather than only
    /// blanks, semicolons and comments.
    private static func containsStatement(_ text: UnsafePointer<CChar>, handle: DatabaseHandle) -> Bool {
        var remaining = text
        while remaining.pointee != 0 {
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(handle.pointer, remaining, -1, 0, &statement, &tail)
            sqlite3_finalize(statement)
            if code != SQLITE_OK || statement != nil { return true }
            guard let tail, tail > remaining else { return false }
            remaining = tail
        }
        return false
    }

    /// Runs the statement to completion, discarding any rows.
    package func execute(_ arguments: [(any SQLiteValueConvertible)?] = []) throws {
        try execute(values(of: arguments))
    }

    /// Runs the statement to completion, discarding any rows. Values already in SQLite's storage
    /// classes bind without boxing: the cheaper form for hot loops.
    package func execute(_ values: [SQLiteValue]) throws {
        try run(values) { step in while try step() {} }
    }

    /// Runs the statement and returns `transform` of each row, in order.
    package func query<T>(
        _ arguments: [(any SQLiteValueConvertible)?] = [], _ transform: (Row) throws -> T
    ) throws -> [T] {
        var results: [T] = []
        try forEachRow(arguments) { results.append(try transform($0)) }
        return results
    }

    /// Runs the statement until its first row and returns `transform` of it, or nil if there is
    /// no row. Later rows are not computed.
    package func queryFirst<T>(
        _ arguments: [(any SQLiteValueConvertible)?] = [], _ transform: (Row) throws -> T
    ) throws -> T? {
        try run(values(of: arguments)) { step in try step() ? transform(Row(statement: self)) : nil }
    }

    /// Runs the statement, calling `body` with each row as SQLite produces it. The row is valid
    /// only during the call. Throwing from `body` stops the run.
    package func forEachRow(
        _ arguments: [(any SQLiteValueConvertible)?] = [], _ body: (Row) throws -> Void
    ) throws {
        try run(values(of: arguments)) { step in
            while try step() { try body(Row(statement: self)) }
        }
    }

    private func values(of arguments: [(any SQLiteValueConvertible)?]) -> [SQLiteValue] {
        arguments.map { $0?.sqliteValue ?? .null }
    }

    /// Binds `values`, hands `body` a function that steps (true: a row is ready), and resets.
    private func run<T>(_ values: [SQLiteValue], _ body: (() throws -> Bool) throws -> T) throws -> T {
        guard !isRunning else {
            throw SQLiteError(code: .misuse, message: "the statement is already running", sql: sql)
        }
        isRunning = true
        defer {
            sqlite3_reset(pointer)
            sqlite3_clear_bindings(pointer)
            isRunning = false
        }
        try bind(values)
        return try body(step)
    }

    private func step() throws -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw handle.error(code: code, sql: sql)
        }
    }

    private func bind(_ values: [SQLiteValue]) throws {
        guard values.count == parameterCount else {
            throw SQLiteError(code: .range, message: "\(values.count) arguments for \(parameterCount) parameters", sql: sql)
        }
        for (offset, value) in values.enumerated() {
            let code = bind(value, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw handle.error(code: code, sql: sql) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(pointer, index)
        case .integer(let integer):
            return sqlite3_bind_int64(pointer, index, integer)
        case .real(let real):
            return sqlite3_bind_double(pointer, index, real)
        case .text(var text):
            return text.withUTF8 { bytes in
                // An empty buffer may have no address, and a null pointer would bind NULL.
                guard let start = bytes.baseAddress else {
                    return sqlite3_bind_text64(pointer, index, "", 0, csqlite_transient(), UInt8(SQLITE_UTF8))
                }
                return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(pointer, index, $0, UInt64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            // A null pointer would bind NULL rather than an empty blob.
            guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(pointer, index, 0) }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob64(pointer, index, buffer.baseAddress, UInt64(buffer.count), csqlite_transient())
            }
        }
    }
}

@available(*, unavailable, message: "A Statement belongs to its connection's thread")
extension Statement: Sendable {}
