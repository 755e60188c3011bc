/// A column read as a Swift type that its value does not convert to.
public struct ColumnTypeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    public let column: Int
    public let columnName: String
    /// The Swift type asked for, e.g. "Int64".
    public let expectedType: String
    public let value: SQLiteValue
    public let sql: String

    public var description: String {
        "column \(column) (\(columnName)) holds \(value), which is not a \(expectedType) — in: \(sql)"
    }
}
