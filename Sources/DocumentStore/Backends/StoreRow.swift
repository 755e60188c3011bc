import SQLiteDatabase

/// The current row of a store statement, valid only inside the closure it was passed to.
///
/// Columns are numbered from 0 and read as `SQLiteValue`s whichever backend produced them:
/// PostgreSQL's booleans read as the integers 0 and 1, its `bytea` as blobs.
package struct StoreRow {
    private enum Source {
        case sqlite(Row)
        /// A PostgreSQL row, decoded when it was read, with the statement's text for errors.
        case decoded([SQLiteValue], sql: String)
    }

    private let source: Source

    init(_ row: Row) { source = .sqlite(row) }

    init(values: [SQLiteValue], sql: String) { source = .decoded(values, sql: sql) }

    /// The number of columns.
    package var count: Int {
        switch source {
        case .sqlite(let row): row.count
        case .decoded(let values, _): values.count
        }
    }

    /// The value of a column.
    package subscript(column: Int) -> SQLiteValue {
        switch source {
        case .sqlite(let row): return row[column]
        case .decoded(let values, let sql):
            precondition(values.indices.contains(column), "column \(column) out of range 0..<\(values.count) in: \(sql)")
            return values[column]
        }
    }

    /// The value of a column as `T`; throws `ColumnTypeMismatch` if it holds another type
    /// (NULL is a mismatch unless `T` is an Optional).
    package func get<T: SQLiteValueConvertible>(_ column: Int, as type: T.Type = T.self) throws -> T {
        switch source {
        case .sqlite(let row): return try row.get(column, as: type)
        case .decoded(_, let sql):
            let value = self[column]
            guard let converted = T(sqliteValue: value) else {
                throw ColumnTypeMismatch(
                    column: column, columnName: "column \(column)", expectedType: String(describing: T.self), value: value, sql: sql)
            }
            return converted
        }
    }
}

@available(*, unavailable, message: "A StoreRow is valid only inside the closure it was passed to")
extension StoreRow: Sendable {}
