import StackDocument

/// One document as this connection last read or wrote it: the head revision in memory, and
/// what the state tables (`views`, `constraints`) hold, which may lag behind the head.
///
/// An edit is validated against `document` and appended to the log; its changes join
/// `pending` and reach the state tables in batches (`flush`), so an ordinary revision writes
/// one row. A write by another process is noticed by the head revision number, and the state
/// is read again.
final class HeadState {
    let documentID: Int64
    /// The document's name; a rename gives it and `document` the new one.
    var name: String
    /// The head revision, and the document as it is after it.
    var revision: Int
    var document: Document
    /// The revision the state tables reflect, and the changes of the revisions after it.
    var stateRevision: Int
    var pending: [DocumentChange]
    /// The orderings as the state tables hold them (at `stateRevision`).
    var orderings: OrderingIndex
    var changesSinceSnapshot: Int
    /// The undo and redo stacks after `revision`, as stored in its row.
    var stacks: UndoStacks
    /// The events of edits prepared on `document` (`PreparedEdit`) that no revision holds
    /// yet, in order: `document` is `revision`'s with their changes applied. Empty again once
    /// they are appended.
    var unwrittenEvents: [RevisionEvent] = []

    init(
        documentID: Int64, name: String, revision: Int, document: Document, stateRevision: Int,
        pending: [DocumentChange], orderings: OrderingIndex, changesSinceSnapshot: Int, stacks: UndoStacks
    ) {
        self.documentID = documentID
        self.name = name
        self.revision = revision
        self.document = document
        self.stateRevision = stateRevision
        self.pending = pending
        self.orderings = orderings
        self.changesSinceSnapshot = changesSinceSnapshot
        self.stacks = stacks
    }

    /// The most revisions a kept or rebuilt head is brought forward by (`HeadLoader.advance`,
    /// `RevisionRebuilder.advance`) rather than read again: the most a few writers take turns
    /// with. Further behind, a snapshot or a flush of the state tables lies between anyway
    /// (each follows at most 64 changes), and reading afresh costs no more, so that reading a
    /// head stays bounded however long the history the head fell behind.
    static let mostRevisionsBroughtForward = 64

    /// What appending changes in a head besides its document, as it is now (`takeBack(to:)`).
    struct AppendMark {
        fileprivate let revision: Int
        fileprivate let stacks: UndoStacks
        fileprivate let pendingCount: Int
        fileprivate let stateRevision: Int
        fileprivate let changesSinceSnapshot: Int
        fileprivate let unwrittenEvents: [RevisionEvent]
    }

    /// The head as it is now, for `takeBack(to:)`.
    var appendMark: AppendMark {
        AppendMark(
            revision: revision, stacks: stacks, pendingCount: pending.count, stateRevision: stateRevision,
            changesSinceSnapshot: changesSinceSnapshot, unwrittenEvents: unwrittenEvents)
    }

    /// Takes back the appends made since `mark` whose transaction rolled back, leaving the head
    /// as it was then (its document holding the same changes, which appending does not touch);
    /// false, changing nothing, when they flushed the state tables, whose orderings this head
    /// then no longer holds: it must be dropped. O(1).
    func takeBack(to mark: AppendMark) -> Bool {
        guard stateRevision == mark.stateRevision, pending.count >= mark.pendingCount else { return false }
        revision = mark.revision
        stacks = mark.stacks
        pending.removeLast(pending.count - mark.pendingCount)
        changesSinceSnapshot = mark.changesSinceSnapshot
        unwrittenEvents = mark.unwrittenEvents
        return true
    }

    /// Ids added by changes not yet in the state tables (whose `used_view_ids` lags too).
    func pendingAdditions(contain id: String) -> Bool {
        pending.contains { if case .addView(id, _, _, _) = $0 { true } else { false } }
    }
}

/// When to store a whole document, so that rebuilding any revision replays a bounded number
/// of changes: after `max(minimumChanges, viewCount / viewsPerChange)` primitive changes
/// since the last snapshot. Rebuilding then costs O(document size) whatever the revision,
/// and snapshots add O(1) storage per change on average.
package struct SnapshotPolicy: Sendable, Hashable {
    package var minimumChanges: Int
    package var viewsPerChange: Int

    package init(minimumChanges: Int = 64, viewsPerChange: Int = 8) {
        self.minimumChanges = minimumChanges
        self.viewsPerChange = viewsPerChange
    }

    func isDue(changesSinceSnapshot: Int, viewCount: Int) -> Bool {
        changesSinceSnapshot >= max(minimumChanges, viewCount / max(viewsPerChange, 1))
    }
}
