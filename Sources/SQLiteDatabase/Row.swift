import CSQLite

/// The current row of a running statement, valid only inside the closure it was passed to.
///
/// Columns are numbered from 0. Reading a column copies its text or blob bytes into Swift.
package struct Row {
    let statement: Statement

    /// The text of the statement the row comes from, for error messages.
    package var sql: String { statement.sql }

    /// The number of columns.
    package var count: Int { Int(sqlite3_column_count(statement.pointer)) }

    /// The name of a column: its `AS` alias, or otherwise as SQLite chooses.
    package func name(at column: Int) -> String {
        String(cString: sqlite3_column_name(statement.pointer, index(column)))
    }

    /// The value of a column, in the storage class SQLite holds it in.
    package subscript(column: Int) -> SQLiteValue {
        let pointer = statement.pointer
        let column = index(column)
        switch sqlite3_column_type(pointer, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(pointer, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(pointer, column))
        case SQLITE_TEXT:
            // Text first, then its length in bytes, as SQLite asks.
            let text = sqlite3_column_text(pointer, column)
            let count = Int(sqlite3_column_bytes(pointer, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(pointer, column)
            let count = Int(sqlite3_column_bytes(pointer, column))
            return .blob(count == 0 ? [] : Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }

    /// The value of a column as `T`; throws `ColumnTypeMismatch` if it holds another type
    /// (NULL is a mismatch unless `T` is an Optional).
    package func get<T: SQLiteValueConvertible>(_ column: Int, as type: T.Type = T.self) throws -> T {
        let value = self[column]
        guard let converted = T(sqliteValue: value) else {
            throw ColumnTypeMismatch(
                column: column, columnName: name(at: column), expectedType: String(describing: T.self),
                value: value, sql: statement.sql)
        }
        return converted
    }

    private func index(_ column: Int) -> Int32 {
        precondition(statement.isRunning, "a Row was used outside the closure it was passed to")
        precondition(column >= 0 && column < count, "column \(column) out of range 0..<\(count) in: \(statement.sql)")
        return Int32(column)
    }
}

@available(*, unavailable, message: "A Row is valid only inside the closure it was passed to")
extension Row: Sendable {}
