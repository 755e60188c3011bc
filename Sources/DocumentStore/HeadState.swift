import StackDocument

/// The head revision of one document as this connection last read or wrote it, with the
/// fractional keys of its orderings. An edit is validated against it in memory and written
/// as the few rows it touches; a write by another process is noticed by the head revision
/// number and the state is read again.
final class HeadState {
    let documentID: Int64
    let name: String
    var revision: Int
    var document: Document
    /// Keys parallel to each view's `subviews` (z-order).
    var zKeys: [String: [String]]
    /// Keys parallel to each stack's `arranged`.
    var arrangedKeys: [String: [String]]
    /// Keys parallel to `document.constraints`.
    var constraintKeys: [String]
    var changesSinceSnapshot: Int
    /// The undo stack after `revision`, as stored in its row.
    var stacks: UndoStacks

    init(
        documentID: Int64, name: String, revision: Int, document: Document, zKeys: [String: [String]],
        arrangedKeys: [String: [String]], constraintKeys: [String], changesSinceSnapshot: Int, stacks: UndoStacks
    ) {
        self.documentID = documentID
        self.name = name
        self.revision = revision
        self.document = document
        self.zKeys = zKeys
        self.arrangedKeys = arrangedKeys
        self.constraintKeys = constraintKeys
        self.changesSinceSnapshot = changesSinceSnapshot
        self.stacks = stacks
    }
}

/// When to store a whole document, so that rebuilding any revision replays a bounded number
/// of changes: after `max(minimumChanges, viewCount / viewsPerChange)` primitive changes
/// since the last snapshot. Rebuilding then costs O(document size) whatever the revision,
/// and snapshots add O(1) storage per change on average.
public struct SnapshotPolicy: Sendable, Hashable {
    public var minimumChanges: Int
    public var viewsPerChange: Int

    public init(minimumChanges: Int = 64, viewsPerChange: Int = 4) {
        self.minimumChanges = minimumChanges
        self.viewsPerChange = viewsPerChange
    }

    func isDue(changesSinceSnapshot: Int, viewCount: Int) -> Bool {
        changesSinceSnapshot >= max(minimumChanges, viewCount / max(viewsPerChange, 1))
    }
}
