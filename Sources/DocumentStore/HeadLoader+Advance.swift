import StackDocument

extension HeadLoader {
    /// `head` brought to the head revision of `row` (the same document, found further on) by the
    /// changes of the revisions written since, which another connection appended: one statement,
    /// O(those changes), where `load(_:from:)` reads every view and constraint again. Nil when the
    /// state tables moved meanwhile (another connection flushed them, so `head`'s orderings and
    /// pending changes are no longer theirs), or when `head` is more than
    /// `HeadState.mostRevisionsBroughtForward` behind: `load(_:from:)` then reads them. The
    /// revisions read end at `row.head`, so what comes back is the document as that revision left
    /// it whatever was committed since; a later revision is caught where any kept head's is, by the
    /// append's check of the head.
    ///
    /// Edits prepared on `head` and not written (`HeadState.unwrittenEvents`) are reverted first;
    /// they go onto the head returned as they would onto a loaded one. Leaves `head` as it was; a
    /// revision that does not apply is an error, as in `load`.
    static func advance(_ head: HeadState, to row: DocumentRow, from connection: any StoreConnection) throws -> HeadState? {
        precondition(row.id == head.documentID && row.head > head.revision, "advancing to another document or backwards")
        guard row.head - head.revision <= HeadState.mostRevisionsBroughtForward else { return nil }
        // The head as its revision left it, without edits prepared on it and not written.
        var document = head.document
        do {
            for event in head.unwrittenEvents.reversed() { try document.apply(event.changes.inverted) }
        } catch {
            throw StoreError.corrupt("the edits prepared on the kept head of \"\(row.name)\" do not revert: \(error)")
        }
        var pending = head.pending
        var changesAfterSnapshot = 0
        var stacks = head.stacks
        var read = 0
        var tablesMoved = false
        var latestSnapshot: Int?
        try connection.forEachRow(
            """
            SELECT number, events, change_count, undo_top, redo_top,
                   (SELECT state_revision FROM documents WHERE id = ?),
                   (SELECT revision FROM snapshots WHERE key BETWEEN ? AND ? ORDER BY key DESC LIMIT 1)
            FROM revisions WHERE key BETWEEN ? AND ? ORDER BY key
            """,
            [.integer(head.documentID)] + RevisionKey.range(head.documentID, from: 1, through: row.head)
                + RevisionKey.range(head.documentID, from: head.revision + 1, through: row.head)
        ) { revision in
            guard !tablesMoved else { return }
            guard try revision.get(5, as: Int.self) == head.stateRevision else {
                tablesMoved = true
                return
            }
            pending += try document.applyRevision(in: revision, of: row.name, onto: "the kept head")
            let number = try revision.get(0, as: Int.self)
            latestSnapshot = try revision.get(6, as: Int?.self)
            if number > latestSnapshot ?? 0 { changesAfterSnapshot += try revision.get(2, as: Int.self) }
            stacks = UndoStacks(undoTop: try revision.get(3, as: Int?.self), redoTop: try revision.get(4, as: Int?.self))
            read += 1
        }
        guard !tablesMoved else { return nil }
        guard read == row.head - head.revision else {
            throw StoreError.corrupt("document \"\(row.name)\" lacks revisions between \(head.revision) and \(row.head)")
        }
        // With no snapshot written since `head`, its count of changes since the last one goes on.
        let snapshotWrittenSince = (latestSnapshot ?? 0) > head.revision
        document.canvas = row.canvas
        return HeadState(
            documentID: head.documentID, name: head.name, revision: row.head, document: document,
            stateRevision: head.stateRevision, pending: pending, orderings: head.orderings,
            changesSinceSnapshot: snapshotWrittenSince ? changesAfterSnapshot : head.changesSinceSnapshot + changesAfterSnapshot,
            stacks: stacks)
    }
}
