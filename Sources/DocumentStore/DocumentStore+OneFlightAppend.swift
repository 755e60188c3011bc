extension DocumentStore {
    /// Appends `prepared`, made on the cached head, in one round trip where writes travel with
    /// the commit (PostgreSQL): the transaction's first flight is also its last (BEGIN, the
    /// document's row lock, the revision, the state tables and snapshot when due, COMMIT).
    /// The head is not asked for first: the revision's insert checks that it still follows
    /// the document's head (`AppendStatements.insertRevisionCheckingHead`), under the row lock,
    /// and fails otherwise, which rolls the whole transaction back.
    ///
    /// Returns `nil` without writing anything when this does not apply (an SQLite store, whose
    /// head check costs no round trip; a head that is not the cached one), or when another
    /// writer had moved the head (the cached head is then dropped): the caller appends as
    /// usual, on the head read under the lock.
    func appendInOneFlight(_ prepared: PreparedEdit, message: String?) throws -> EditOutcome? {
        guard connection.sendsWritesWithCommit, let head = cachedHead, head === prepared.head else { return nil }
        do {
            return try writing(document: head.name) {
                headCurrentInTransaction = true
                return try append(prepared, message: message, checkingHead: true)
            }
        } catch where connection.isNotNullViolation(error) {
            return nil
        }
    }
}
