import CSQLite

/// A connection to an SQLite database file, set up for concurrent use by several connections
/// and processes.
///
/// Opening one sets, on every connection:
/// - `journal_mode=WAL` (unless `.readOnly`): readers and one writer proceed concurrently;
/// - `synchronous=NORMAL`: commits do not wait for fsync; in WAL mode this never corrupts the
///   database and survives process crashes, while a power cut may lose the last commits;
/// - `foreign_keys=ON`;
/// - a busy handler that waits up to `OpenOptions.busyTimeout` for other connections' locks,
///   polling every 50 µs to 2 ms (SQLite's own handler sleeps up to 100 ms between polls, and
///   under contention loses the lock to writers that poll more often);
/// - with `OpenOptions.writerLock`, a writer lock that `write` takes before SQLite's, so that
///   writers wait for each other as long as needed (see `WriterLock`);
/// - no double-quoted string literals: `"x"` is always an identifier, never a string.
///
/// The open-time steps that SQLite may fail with SQLITE_BUSY without calling the busy handler
/// (the first read of the schema, the switch to WAL) are retried within the same timeout.
/// Opening costs a few file-system calls and one read of the schema.
///
/// Not Sendable: one thread at a time uses a connection (it is opened in SQLite's multi-thread
/// mode, without per-call mutexes). Give each thread or actor its own connection.
/// Statements are closed when the connection and the statements it handed out are gone.
package final class Connection {
    /// The path the connection was opened with.
    package let path: String
    let handle: DatabaseHandle
    var cache: StatementCache
    /// The lock `write` takes first, if the options ask for one and the database has a file.
    let writerLock: WriterLock?
    /// The file's signature when it was opened, for a connection that reads it as a snapshot.
    let snapshotSignature: FileSignature?

    /// Opens the database at `path` and sets it up as described above.
    ///
    /// Throws `DatabaseFileError` for a missing or unwritable directory, a missing, unreadable
    /// or read-only file, or a file that is not a database; `SQLiteError` otherwise.
    package convenience init(path: String, options: OpenOptions = OpenOptions()) throws {
        try self.init(path: path, options: options, switchingToWAL: options.mode != .readOnly)
    }

    /// Opens and sets up the connection; switches the database to WAL only if asked, so that
    /// the migrator can first check a file it may have to refuse.
    init(path: String, options: OpenOptions, switchingToWAL: Bool) throws {
        self.path = path
        handle = try DatabaseHandle(path: path, mode: options.mode, busyTimeout: options.busyTimeout)
        cache = StatementCache(capacity: options.statementCacheCapacity)
        let hasFile = !path.isEmpty && path != ":memory:"
        writerLock = options.writerLock && options.mode != .readOnly && hasFile ? WriterLock(databasePath: path, waiting: options.lockWaiting) : nil
        snapshotSignature = handle.readOnlyAccess == .snapshot ? FileSignature(path: path) : nil
        if handle.readOnlyAccess == .queryOnly {
            _ = try runOnce("PRAGMA query_only = ON")
        }
        try disableDoubleQuotedStrings()
        try settingUp {
            _ = try handle.busyWaiter.retryWhileBusy { try runOnce("SELECT count(*) FROM sqlite_schema") }
        }
        if switchingToWAL {
            try switchToWAL()
        }
        _ = try runOnce("PRAGMA synchronous = NORMAL")
        _ = try runOnce("PRAGMA foreign_keys = ON")
        // Reads map the file instead of copying each page out of it with a system call; writes
        // still go through the WAL as before. A reader of a whole store (`query`) spends a tenth
        // less time. The size is an upper bound of the mapping, not memory taken.
        _ = try runOnce("PRAGMA mmap_size = \(Self.memoryMapSize)")
    }

    /// The most of a database file that reads map into memory: 1 GiB.
    static let memoryMapSize = 1 << 30

    /// Switches the database to WAL mode; a no-op if it is in WAL mode already. Switching writes
    /// the file header, and needs a lock that SQLite does not wait for through the busy handler,
    /// so it is retried while busy.
    func switchToWAL() throws {
        let mode = try settingUp {
            try handle.busyWaiter.retryWhileBusy { try runOnce("PRAGMA journal_mode = WAL") }
        }
        // A database without a file (":memory:", "") has no WAL and keeps its own mode.
        let hasFile = sqlite3_db_filename(handle.pointer, "main").map { $0.pointee != 0 } ?? false
        guard mode == .text("wal") || !hasFile else {
            throw SQLiteError(code: .error, message: "journal_mode stayed \(mode ?? .null), expected wal", sql: "PRAGMA journal_mode = WAL")
        }
    }

    /// Whether the connection cannot write: opened `.readOnly`.
    package var isReadOnly: Bool {
        handle.readOnlyAccess != nil
    }

    /// Whether the connection reads its file as an unchanging snapshot, without locks and
    /// without `-wal` and `-shm` files (see `OpenMode.readOnly`). Each `read` then checks, when
    /// it ends, that the file did not change since it was opened.
    package var readsSnapshot: Bool {
        handle.readOnlyAccess == .snapshot
    }

    /// Throws `DatabaseFileError.changedDuringSnapshotRead` if the connection reads a snapshot
    /// and the file changed since it was opened. One `stat`.
    func checkSnapshotUnchanged() throws {
        guard let snapshotSignature else { return }
        guard FileSignature(path: path) == snapshotSignature else {
            throw DatabaseFileError.changedDuringSnapshotRead(path: path)
        }
    }

    /// Whether a transaction is open: between BEGIN (or a first SAVEPOINT) and its end.
    package var isInTransaction: Bool {
        sqlite3_get_autocommit(handle.pointer) == 0
    }

    /// Whether the open transaction holds the write lock (`BEGIN IMMEDIATE`, or after a write).
    /// A deferred transaction that has not read yet holds no snapshot at all.
    package var isInWriteTransaction: Bool {
        sqlite3_txn_state(handle.pointer, "main") == SQLITE_TXN_WRITE
    }

    /// A counter of the main database's changes (`SQLITE_FCNTL_DATA_VERSION`): it moves when
    /// this connection commits, and when a transaction begins after another connection or
    /// process committed. Two equal readings, the first after a commit of this connection and
    /// the second inside a later write transaction, mean nobody else wrote in between (a
    /// deferred transaction only looks at the database with its first statement). O(1), no
    /// statement.
    package var dataVersion: UInt32 {
        var version: UInt32 = 0
        sqlite3_file_control(handle.pointer, "main", SQLITE_FCNTL_DATA_VERSION, &version)
        return version
    }

    /// The rowid of the most recent successful INSERT on this connection.
    package var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(handle.pointer)
    }

    /// The number of rows the most recent INSERT, UPDATE or DELETE changed.
    package var changes: Int {
        Int(sqlite3_changes64(handle.pointer))
    }

    /// Prepares, runs and finalizes `sql` without the cache; returns its first column of its
    /// first row, if any. For set-up statements that run once.
    private func runOnce(_ sql: String) throws -> SQLiteValue? {
        try Statement(handle: handle, sql: sql, persistent: false).queryFirst { $0[0] }
    }

    /// Turns off SQLite's legacy acceptance of double-quoted strings in DML and DDL, so that a
    /// misspelt column name is an error instead of a string.
    private func disableDoubleQuotedStrings() throws {
        for option in [SQLITE_DBCONFIG_DQS_DML, SQLITE_DBCONFIG_DQS_DDL] {
            var setting: Int32 = 0
            let code = csqlite_db_config_int(handle.pointer, option, 0, &setting)
            guard code == SQLITE_OK else { throw handle.error(code: code, sql: nil) }
        }
    }

    /// Runs a step that first touches the file, reporting file-level failures as
    /// `DatabaseFileError`s that name the path.
    private func settingUp<T>(_ step: () throws -> T) throws -> T {
        do {
            return try step()
        } catch let error as SQLiteError {
            throw DatabaseFileError(settingUpFailedWith: error, path: path) ?? error
        }
    }
}

@available(*, unavailable, message: "A Connection is used by one thread at a time; give each thread its own")
extension Connection: Sendable {}
