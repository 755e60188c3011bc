/// A column read as a Swift type that its value does not convert to.
package struct ColumnTypeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    package let column: Int
    package let columnName: String
    /// The Swift type asked for, e.g. "Int64".
    package let expectedType: String
    package let value: SQLiteValue
    package let sql: String

    package init(column: Int, columnName: String, expectedType: String, value: SQLiteValue, sql: String) {
        self.column = column
        self.columnName = columnName
        self.expectedType = expectedType
        self.value = value
        self.sql = sql
    }

    package var description: String {
        "column \(column) (\(columnName)) holds \(value), which is not a \(expectedType) — in: \(sql)"
    }
}
