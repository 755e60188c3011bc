extension DocumentStore {
    /// Appends `prepared`, made on the cached head, in one round trip where writes travel with
    /// the commit (PostgreSQL): the transaction's first flight is also its last (BEGIN, the
    /// revision, the state tables and snapshot when due, the commit notification, COMMIT).
    /// The head is not asked for first, nor the document's row locked by a statement of its
    /// own: the revision's insert locks the row and checks that the revision still follows the
    /// document's head and that the document still has the cached head's name and canvas (which
    /// another connection's update may have taken with no revision)
    /// (`AppendStatements.insertRevisionCheckingHead`), and fails otherwise
    /// (on the key's `NOT NULL`, or on its uniqueness when a writer holding the lock appended
    /// meanwhile), which rolls the whole transaction back.
    ///
    /// Returns `nil` without writing anything when this does not apply (an SQLite store, whose
    /// head check costs no round trip; a head that is not the cached one), or when another
    /// writer had moved the head: the caller appends as usual, on the head read under the
    /// lock. The cached head is then kept as it was before the flight (`HeadState.takeBack`),
    /// with the prepared edit, so that the head read under the lock is that head brought
    /// forward by the other writer's revisions; it is dropped if the flight had flushed the
    /// state tables.
    func appendInOneFlight(_ prepared: PreparedEdit, message: String?) throws -> EditOutcome? {
        guard connection.sendsWritesWithCommit, let head = cachedHead, head === prepared.head else { return nil }
        let mark = head.appendMark
        do {
            return try writing(document: head.name, lockedByFirstStatement: true) {
                headCurrentInTransaction = true
                return try append(prepared, message: message, checkingHead: true)
            }
        } catch where connection.isNotNullViolation(error) || connection.isDuplicate(error) {
            if head.takeBack(to: mark) { cachedHead = head }
            return nil
        }
    }
}
