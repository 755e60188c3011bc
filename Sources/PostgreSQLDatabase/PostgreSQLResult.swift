/// The rows of one statement's result, in binary format; owns its `PGresult`.
final class PostgreSQLResult {
    let pointer: OpaquePointer
    let libpq: LibPQ
    /// The number of rows.
    let rowCount: Int32
    /// The number of columns.
    let columnCount: Int32

    init(_ pointer: OpaquePointer, libpq: LibPQ) {
        self.pointer = pointer
        self.libpq = libpq
        rowCount = libpq.ntuples(pointer)
        columnCount = libpq.nfields(pointer)
    }

    deinit {
        libpq.clear(pointer)
    }
}
