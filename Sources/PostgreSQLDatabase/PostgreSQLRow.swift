/// One row of a result, valid only inside the closure it was passed to.
///
/// Columns are numbered from 0. Values arrive in PostgreSQL's binary format and are decoded by
/// their column's type (`PostgreSQLValue`); reading copies text and bytes into Swift.
package struct PostgreSQLRow {
    let result: PostgreSQLResult
    let index: Int32
    let sql: String

    /// The number of columns.
    package var count: Int { Int(result.columnCount) }

    /// The name of a column: its `AS` alias, or the server's choice.
    package func name(at column: Int) -> String {
        result.libpq.fname(result.pointer, Int32(column)).map { String(cString: $0) } ?? "?column?"
    }

    /// The value of a column; throws for a column type outside `PostgreSQLValue`. O(length).
    package func value(at column: Int) throws -> PostgreSQLValue {
        precondition(column >= 0 && column < count, "column \(column) out of range 0..<\(count) in: \(sql)")
        let column = Int32(column)
        let libpq = result.libpq
        guard libpq.getisnull(result.pointer, index, column) == 0 else { return .null }
        let length = Int(libpq.getlength(result.pointer, index, column))
        let bytes = UnsafeRawBufferPointer(start: libpq.getvalue(result.pointer, index, column), count: length)
        let type = libpq.ftype(result.pointer, column)
        guard let value = BinaryDecoding.decode(bytes, type: type) else {
            throw PostgreSQLError(message: "column \(column) (\(name(at: Int(column)))) has type OID \(type), which is not read", sql: sql)
        }
        return value
    }
}

@available(*, unavailable, message: "A PostgreSQLRow is valid only inside the closure it was passed to")
extension PostgreSQLRow: Sendable {}
