import SQLiteDatabase

/// The current row of a store statement, valid only inside the closure it was passed to.
///
/// Columns are numbered from 0 and read as `StoreValue`s whichever backend produced them:
/// PostgreSQL's booleans read as the integers 0 and 1, its `bytea` as blobs.
package struct StoreRow {
    private enum Source {
        case sqlite(Row)
        /// A PostgreSQL row, decoded when it was read, with the statement's text for errors.
        case decoded([StoreValue], sql: String)
    }

    private let source: Source

    init(_ row: Row) { source = .sqlite(row) }

    init(values: [StoreValue], sql: String) { source = .decoded(values, sql: sql) }

    /// The number of columns.
    package var count: Int {
        switch source {
        case .sqlite(let row): row.count
        case .decoded(let values, _): values.count
        }
    }

    /// The value of a column.
    package subscript(column: Int) -> StoreValue {
        switch source {
        case .sqlite(let row): return StoreValue(row[column])
        case .decoded(let values, let sql):
            precondition(values.indices.contains(column), "column \(column) out of range 0..<\(values.count) in: \(sql)")
            return values[column]
        }
    }

    /// The value of a column as `T`; throws `StoreColumnMismatch` if it holds another type
    /// (NULL is a mismatch unless `T` is an Optional).
    package func get<T: StoreValueConvertible>(_ column: Int, as type: T.Type = T.self) throws -> T {
        let value = self[column]
        guard let converted = T(storeValue: value) else {
            let (name, sql) = switch source {
            case .sqlite(let row): (row.name(at: column), row.sql)
            case .decoded(_, let sql): ("column \(column)", sql)
            }
            throw StoreColumnMismatch(column: column, columnName: name, expectedType: String(describing: T.self), value: value, sql: sql)
        }
        return converted
    }
}

@available(*, unavailable, message: "A StoreRow is valid only inside the closure it was passed to")
extension StoreRow: Sendable {}

/// A column read as a Swift type that its value does not convert to: a store that is not
/// what this program wrote.
package struct StoreColumnMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    package let column: Int
    package let columnName: String
    /// The Swift type asked for, e.g. "Int64".
    package let expectedType: String
    package let value: StoreValue
    package let sql: String

    package var description: String {
        "column \(column) (\(columnName)) holds \(value), which is not a \(expectedType) — in: \(sql)"
    }
}
