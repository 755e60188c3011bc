import StackDocument

/// One revision with the events it holds.
package struct RevisionRecord: Sendable, Hashable {
    package var info: RevisionInfo
    /// The revision's events in order; empty for the import.
    package var events: [RevisionEvent]
}

extension DocumentStoreReader {
    /// A document's revisions `from...to` (default: all) with their events, oldest first.
    /// One range of the revisions' keys, read in order: O(log n + size of the events of the
    /// range) for a history of n revisions. Throws `revisionNotFound` for a bound outside the
    /// history and `nothingToDo` when `from > to`.
    package func events(of name: String, from: Int = 1, to: Int? = nil) throws -> [RevisionRecord] {
        try reading {
            let stored = try documentRow(name)
            let (documentID, head) = (stored.id, stored.head)
            for revision in [from, to ?? head] where !(1...head).contains(revision) {
                throw StoreError.revisionNotFound(document: name, revision: revision, head: head)
            }
            guard from <= to ?? head else { throw StoreError.nothingToDo("the range \(from)...\(to ?? head) is empty") }
            return try connection.query(
                """
                SELECT number, kind, revisions.created_at, message, target, events, origin_commit, origin_author, origin_date, detail,
                       parent.name, parent.branch_name, merge_parent & 4294967295
                FROM revisions
                LEFT JOIN documents AS parent ON parent.id = (merge_parent >> 32)
                WHERE key BETWEEN ? AND ? ORDER BY key
                """, RevisionKey.range(documentID, from: from, through: to ?? head)
            ) { row in
                let number = try row.get(0, as: Int.self)
                guard let kind = RevisionKind(rawValue: try row.get(1, as: String.self)) else {
                    throw StoreError.unreadable(revision: number, of: name, "unknown kind of revision")
                }
                let events: [RevisionEvent]
                do { events = try RevisionEvent.decode(try row.get(5, as: String.self)) } catch {
                    throw StoreError.unreadable(revision: number, of: name, "its events: \(error)")
                }
                var origin: RevisionOrigin?
                if let commit = try row.get(6, as: String?.self) {
                    origin = RevisionOrigin(commit: commit, author: try row.get(7) ?? "", date: try row.get(8) ?? 0)
                }
                let info = RevisionInfo(
                    document: name, number: number, kind: kind, createdAt: try row.get(2),
                    message: try row.get(3), target: try row.get(4), edits: events.compactMap(\.edit), origin: origin,
                    detail: try row.get(9))
                var record = RevisionRecord(info: info, events: events)
                if let branchDocument = try row.get(10, as: String?.self) {
                    record.info.mergedFrom = MergeParent(
                        document: branchDocument, branch: try row.get(11) ?? "", revision: try row.get(12) ?? 0)
                }
                return record
            }
        }
    }

    /// Whether `view` is an id the document has ever used (ids are never reused). The
    /// `used_view_ids` table lags like the state tables, so the head document is asked too.
    package func hasEverUsed(viewID view: String, in name: String) throws -> Bool {
        try reading {
            let documentID = try documentRow(name).id
            if try connection.queryFirst(
                "SELECT 1 FROM used_view_ids WHERE document_id = ? AND view_id = ?", [documentID, view], { _ in true }) != nil
            {
                return true
            }
            let head = try self.head(of: name)
            return head.document[view] != nil || head.pendingAdditions(contain: view)
        }
    }
}
