import CSQLite

/// Owns one open SQLite connection and its busy handler.
///
/// The `Connection` and each of its prepared statements hold the handle, so the sqlite3 object
/// (and the busy handler's context) lives until the last of them is gone; `sqlite3_close_v2`
/// then closes it.
final class DatabaseHandle {
    let pointer: OpaquePointer
    let busyWaiter: BusyWaiter
    /// How a `.readOnly` connection reads its file; nil for the other modes.
    let readOnlyAccess: ReadOnlyAccess?

    /// Opens `path` and installs the busy handler. The file is created (empty) if `mode` allows,
    /// but not read yet. A `.readOnly` open opens as `ReadOnlyAccess` decides.
    init(path: String, mode: OpenMode, busyTimeout: Duration) throws {
        let readOnlyAccess = mode == .readOnly ? ReadOnlyAccess(path: path) : nil
        let access = switch (mode, readOnlyAccess) {
        case (.create, _): SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case (.mustExist, _), (_, .queryOnly): SQLITE_OPEN_READWRITE
        // URI: only for the snapshot, whose URI is built from an encoded path; any other path
        // is taken as it is, even if it looks like a URI.
        case (_, .snapshot): SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        case (.readOnly, _): SQLITE_OPEN_READONLY
        }
        // NOMUTEX: a Connection is not Sendable, so one thread at a time uses it.
        // EXRESCODE: extended result codes, from this call on.
        let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var pointer: OpaquePointer?
        let code = sqlite3_open_v2(readOnlyAccess == .snapshot ? ReadOnlyAccess.snapshotURI(for: path) : path, &pointer, flags, nil)
        guard let pointer else { throw SQLiteError(code: ResultCode(rawValue: SQLITE_NOMEM), message: "out of memory", sql: nil) }
        guard code == SQLITE_OK else {
            let failure = SQLiteError(code: code, connection: pointer, sql: nil)
            sqlite3_close_v2(pointer)
            throw DatabaseFileError(openingFailedWith: failure, path: path, mode: mode) ?? failure
        }
        // SQLite silently falls back to read-only when it cannot open an existing file for
        // writing (which, for a `.readOnly` open, is as good).
        if mode != .readOnly && sqlite3_db_readonly(pointer, "main") == 1 {
            sqlite3_close_v2(pointer)
            throw DatabaseFileError.fileNotWritable(path: path)
        }
        self.pointer = pointer
        self.readOnlyAccess = readOnlyAccess
        self.busyWaiter = BusyWaiter(timeout: busyTimeout)
        sqlite3_busy_handler(pointer, { context, failedAttempts in
            let waiter = Unmanaged<BusyWaiter>.fromOpaque(context!).takeUnretainedValue()
            return waiter.pauseBeforeRetry(failedAttempts: Int(failedAttempts)) ? 1 : 0
        }, Unmanaged.passUnretained(busyWaiter).toOpaque())
    }

    deinit {
        sqlite3_close_v2(pointer)
    }

    /// The connection's current error, attributed to `sql`.
    func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: code, connection: pointer, sql: sql)
    }
}
