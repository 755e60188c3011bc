import StackDocument

/// What `DocumentStore.repair` found and did.
public struct RepairOutcome: Sendable, Hashable {
    /// The document.
    public var document: String
    /// The head revision before the repair.
    public var headBefore: Int
    /// The head revision after it: `headBefore` when every revision reads, else the revision
    /// before the first unreadable one.
    public var headAfter: Int
    /// The first revision the store could not read, or `nil` when every revision reads.
    public var unreadableRevision: Int?
    /// Why the reader refused `unreadableRevision`.
    public var reason: String?
}

extension DocumentStore {
    /// Gives a document whose history holds a revision the store cannot read (written by an
    /// older StackDoc that did not check what it wrote) a way out: finds the first such
    /// revision, and cuts the history back to the revision before it, in one transaction. The
    /// revisions from the unreadable one on are deleted (later ones built on it), the state
    /// tables and snapshots are rebuilt from the last readable revision, and ids the cut
    /// revisions used stay used. A document whose revisions all read is left as it is.
    ///
    /// A revision cannot be read when its kind or events do not decode, or when its changes do
    /// not apply to the document its predecessors made.
    ///
    /// Throws `StoreError.corrupt` when the first revision itself cannot be read (nothing would
    /// be left). Cost: reading and applying every revision's events once, plus rebuilding one
    /// revision and writing the document's state tables.
    public func repair(_ name: String) throws -> RepairOutcome {
        try writing(document: name) {
            let row = try documentRow(name)
            let (documentID, head) = (row.id, row.head)
            guard let (revision, reason) = try firstUnreadableRevision(of: row) else {
                _ = try self.head(of: name)
                return RepairOutcome(document: name, headBefore: head, headAfter: head)
            }
            guard revision > 1 else {
                throw StoreError.corrupt("revision 1 of \"\(name)\" cannot be read (\(reason)): nothing before it is left to keep")
            }
            let kept = revision - 1
            let document = try RevisionRebuilder(connection: connection, row: row).rebuild(kept)
            try cutHistory(of: documentID, after: kept, head: head, keeping: document, name: name)
            cachedHead = nil
            return RepairOutcome(document: name, headBefore: head, headAfter: kept, unreadableRevision: revision, reason: reason)
        }
    }

    /// The first revision of the document whose row is `stored` (1 to its head) whose kind or
    /// events the reader refuses, or whose changes do not apply to the document before it
    /// (replayed from revision 1's snapshot, as `RevisionRebuilder` does), with why.
    private func firstUnreadableRevision(of stored: DocumentRow) throws -> (Int, String)? {
        var document = try RevisionRebuilder(connection: connection, row: stored).rebuild(1)
        var first: (Int, String)?
        try connection.forEachRow(
            "SELECT number, kind, events FROM revisions WHERE key BETWEEN ? AND ? ORDER BY key",
            RevisionKey.range(stored.id, from: 1, through: stored.head)
        ) { row in
            guard first == nil else { return }
            let number = try row.get(0, as: Int.self)
            guard RevisionKind(rawValue: try row.get(1, as: String.self)) != nil else {
                first = (number, "unknown kind of revision")
                return
            }
            let events: [RevisionEvent]
            do { events = try RevisionEvent.decode(try row.get(2, as: String.self)) } catch {
                first = (number, "its events: \(error)")
                return
            }
            // Revision 1's changes are in its snapshot.
            guard number > 1 else { return }
            do { try document.apply(events.flatMap(\.changes)) } catch { first = (number, "it does not apply: \(error)") }
        }
        return first
    }

    /// Deletes the revisions after `kept` (their snapshots go with them: `ON DELETE CASCADE` on
    /// both backends), and writes the state tables anew as `document`, the document at `kept`.
    private func cutHistory(of documentID: Int64, after kept: Int, head: Int, keeping document: Document, name: String) throws {
        let cut = RevisionKey.range(documentID, from: kept + 1, through: head)
        try connection.execute("DELETE FROM revisions WHERE key BETWEEN ? AND ?", cut)
        for table in ["views", "constraints", "head_layouts"] {
            try connection.execute("DELETE FROM \(table) WHERE document_id = ?", [documentID])
        }
        let state = HeadState(
            documentID: documentID, name: name, revision: kept, document: document, stateRevision: kept, pending: [],
            orderings: OrderingIndex(), changesSinceSnapshot: 0, stacks: UndoStacks())
        try StateWriter(connection: connection, head: state).writeAll(document)
        try connection.execute("UPDATE documents SET state_revision = ? WHERE id = ?", [Int64(kept), documentID])
        // The last commit imported is the one the kept head came from, if any did.
        try connection.execute("DELETE FROM imported_commits WHERE document_id = ?", [documentID])
        try connection.execute(
            """
            INSERT INTO imported_commits (document_id, commit_id)
            SELECT ?, origin_commit FROM revisions
            WHERE key BETWEEN ? AND ? AND origin_commit IS NOT NULL ORDER BY key DESC LIMIT 1
            """, [.integer(documentID)] + RevisionKey.range(documentID, from: 1, through: kept))
    }
}
