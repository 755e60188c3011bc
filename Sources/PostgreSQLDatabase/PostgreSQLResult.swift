import CPostgreSQL

/// The rows of one statement's result, in binary format; owns its `PGresult`.
final class PostgreSQLResult {
    let pointer: OpaquePointer
    /// The number of rows.
    let rowCount: Int32
    /// The number of columns.
    let columnCount: Int32

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
        rowCount = PQntuples(pointer)
        columnCount = PQnfields(pointer)
    }

    deinit {
        PQclear(pointer)
    }
}
