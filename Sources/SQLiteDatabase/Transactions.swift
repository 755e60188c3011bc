/// Transactions. Each one ends when its closure returns (commit) or throws (rollback, then the
/// error is rethrown). Transaction statements are prepared once and cached.
extension Connection {
    /// Runs `body` in a write transaction: `BEGIN IMMEDIATE` ... `COMMIT`.
    ///
    /// BEGIN IMMEDIATE takes the database's single write lock at once, waiting for it up to the
    /// busy timeout, so the transaction never fails later because another connection wrote
    /// first. With `OpenOptions.writerLock`, the writer lock is taken before, waiting as long as
    /// another writer holds it, and released after the commit or rollback. Readers are not
    /// blocked. Fails if a transaction is already open: nest with `savepoint`. A commit costs a
    /// write of the changed pages to the WAL, without fsync.
    package func write<T>(_ body: () throws -> T) throws -> T {
        // Inside an open transaction BEGIN fails; the lock is left alone there, as releasing
        // it would free it under the open transaction.
        let lock = isInTransaction ? nil : writerLock
        try lock?.acquire()
        defer { lock?.release() }
        try execute("BEGIN IMMEDIATE")
        return try completeTransaction(body)
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED`): all its reads see one snapshot of
    /// the database, and writers are not blocked. Do not write in it: a deferred transaction
    /// that starts writing can fail with SQLITE_BUSY whatever the timeout.
    /// A connection that reads a snapshot checks, after the transaction, that the file did not
    /// change (`DatabaseFileError.changedDuringSnapshotRead`).
    package func read<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN DEFERRED")
        let result = try completeTransaction(body)
        try checkSnapshotUnchanged()
        return result
    }

    /// Runs `body` in a savepoint of the open transaction, so that a throw rolls back only what
    /// `body` did; savepoints nest. Outside a transaction, it is `write(body)`.
    package func savepoint<T>(_ body: () throws -> T) throws -> T {
        guard isInTransaction else { return try write(body) }
        try execute("SAVEPOINT nested")
        let result: T
        do {
            result = try body()
            try execute("RELEASE nested")
        } catch {
            // SQLite itself rolls back the whole transaction after some errors (SQLITE_FULL,
            // SQLITE_IOERR, SQLITE_NOMEM, ...): there is then no savepoint left to roll back.
            if isInTransaction {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
            }
            throw error
        }
        return result
    }

    private func completeTransaction<T>(_ body: () throws -> T) throws -> T {
        let result: T
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            // See `savepoint`. A failing ROLLBACK (an I/O error) would leave the transaction open,
            // and the next BEGIN would report it; the caller's error is the one to throw here.
            if isInTransaction {
                try? execute("ROLLBACK")
            }
            throw error
        }
        return result
    }
}
