/// The statements every revision runs, prepared once so that no revision pays for looking
/// them up by their text.
extension DocumentStore {
    /// The statements every revision runs, prepared on the first write of this store's
    /// connection and kept: a command that only reads never prepares them.
    func appending() throws -> AppendStatements {
        if let preparedAppending { return preparedAppending }
        let statements = try AppendStatements(connection)
        preparedAppending = statements
        return statements
    }
}

struct AppendStatements {
    let usedViewID: any StoreStatement
    /// Inserts a revision row; the arguments are its columns, in order.
    let insertRevision: any StoreStatement
    /// As `insertRevision`, with the check that the revision follows the document's head:
    /// its key (the eighth argument) is given only when the document's last revision key (the
    /// first two arguments bound the document's keys) is the third argument and the document
    /// (its id the fourth argument) is still called by the fifth (not moved aside for another
    /// that took its name) and still has the canvas of width and height the sixth and seventh
    /// (NULL for none: an update may take a canvas with no revision), so that otherwise the
    /// insert fails, and with it the transaction, on the key's `NOT NULL`. The insert locks the document's row (`SQLDialect.rowLock`), as
    /// `StoreConnection.lockDocument(named:)` would: a writer that held it meanwhile and
    /// appended makes this insert fail on the revision's key instead (a unique violation),
    /// since the check saw the head as it was when the statement began. The check and the
    /// lock travel in the statement that writes, so they need no statement of their own.
    /// Prepared only where writes travel with the commit (PostgreSQL,
    /// `StoreConnection.sendsWritesWithCommit`), the one-flight append's only home: on SQLite,
    /// whose revision key is the table's row id, a NULL key would take the next one instead of
    /// failing.
    let insertRevisionCheckingHead: (any StoreStatement)?

    static let revisionColumns = """
        INSERT INTO revisions (key, kind, created_at, message, target, change_count, view_count,
                               undo_top, undo_below, redo_top, redo_below, events,
                               origin_commit, origin_author, origin_date, detail, merge_parent)
        """

    init(_ connection: any StoreConnection) throws {
        usedViewID = try connection.statement("SELECT 1 FROM used_view_ids WHERE document_id = ? AND view_id = ?")
        insertRevision = try connection.statement(
            Self.revisionColumns + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        guard connection.sendsWritesWithCommit else {
            insertRevisionCheckingHead = nil
            return
        }
        let isNotDistinctFrom = connection.dialect.isNotDistinctFrom
        insertRevisionCheckingHead = try connection.statement(
            Self.revisionColumns + """
                 VALUES (
                    CASE WHEN (SELECT max(key) FROM revisions WHERE key BETWEEN CAST(? AS BIGINT) AND CAST(? AS BIGINT))
                        = CAST(? AS BIGINT)
                        AND EXISTS (
                            SELECT 1 FROM documents WHERE id = CAST(? AS BIGINT) AND name = ?
                                AND canvas_width \(isNotDistinctFrom) CAST(? AS DOUBLE PRECISION)
                                AND canvas_height \(isNotDistinctFrom) CAST(? AS DOUBLE PRECISION)\(connection.dialect.rowLock))
                        THEN CAST(? AS BIGINT) END,
                    ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
    }
}
