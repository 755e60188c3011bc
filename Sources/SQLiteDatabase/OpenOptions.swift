/// How a `Connection` opens its file.
package enum OpenMode: Sendable, Hashable {
    /// Read and write; create the file if it does not exist.
    case create
    /// Read and write; the file must already exist.
    case mustExist
    /// Read only; the file must already exist, and nothing is ever written to it: no switch to
    /// WAL, no migration, every write refused. A file this process may not write, or in a
    /// directory it may not write, is read all the same, creating no file beside it unless a
    /// writer has it open (see `ReadOnlyAccess`, and `Connection.readsSnapshot`).
    case readOnly
}

/// Settings for opening a `Connection`.
package struct OpenOptions: Sendable, Hashable {
    package var mode: OpenMode
    /// How long one lock request may wait for other connections, in real time, before it fails
    /// with SQLITE_BUSY. With `writerLock`, writers that take it wait for each other as long as
    /// needed, and the timeout bounds only the wait for connections that do not take it.
    package var busyTimeout: Duration
    /// How many prepared statements the connection keeps for reuse, least recently used first out.
    package var statementCacheCapacity: Int
    /// Whether `write` first takes the writer lock, an exclusive `flock` on `<path>-lock`
    /// beside the database, waiting for it as long as its holder is alive (see `WriterLock`).
    /// Every connection that writes the database should agree on it.
    package var writerLock: Bool
    /// How a writer waits for the writer lock: by default silently, for as long as its holder
    /// is alive.
    package var lockWaiting: LockWaiting

    package init(
        mode: OpenMode = .create, busyTimeout: Duration = .seconds(10), statementCacheCapacity: Int = 64, writerLock: Bool = false,
        lockWaiting: LockWaiting = .silentlyForever
    ) {
        self.mode = mode
        self.busyTimeout = busyTimeout
        self.statementCacheCapacity = statementCacheCapacity
        self.writerLock = writerLock
        self.lockWaiting = lockWaiting
    }
}
