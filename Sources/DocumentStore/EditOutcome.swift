import StackDocument

/// What `DocumentStore.apply(_:to:message:)` did with a batch of edits.
///
/// An edit that changes nothing (hiding a hidden view, setting a property to the value it
/// has, moving a view to the place it holds) is not recorded. A batch in which no edit
/// changes anything writes no revision at all; otherwise the revision holds only the edits
/// that changed something.
public struct EditOutcome: Sendable, Hashable {
    /// The revision written, with the edits that changed something; `nil` when none did.
    public var revision: RevisionInfo?
    /// The document's head revision afterwards: the new revision, or the head as it was.
    public var headRevision: Int
    /// The edits that changed nothing, in the order given; none of them was recorded.
    public var unchanged: [UnchangedEdit]

    package init(revision: RevisionInfo?, headRevision: Int, unchanged: [UnchangedEdit]) {
        self.revision = revision
        self.headRevision = headRevision
        self.unchanged = unchanged
    }

    /// Whether a revision was written.
    public var wroteRevision: Bool { revision != nil }
}

/// An edit of a batch that left the document as it was.
public struct UnchangedEdit: Sendable, Hashable {
    /// Its position in the batch, from 0.
    public var index: Int
    /// The edit as given.
    public var edit: Edit

    package init(index: Int, edit: Edit) {
        self.index = index
        self.edit = edit
    }
}
