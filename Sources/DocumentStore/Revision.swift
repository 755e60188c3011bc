import StackDocument

/// What made a revision.
public enum RevisionKind: String, Sendable, Hashable, CaseIterable {
    /// Revision 1: the document as imported or created.
    case `import`
    /// One or more edits.
    case edit
    /// The inverse of an earlier revision's change (`target`).
    case undo
    /// An undone change applied again (`target`).
    case redo
    /// The state of an earlier revision (`target`) brought back.
    case restore
}

/// One entry of a document's history.
public struct RevisionInfo: Sendable, Hashable {
    public var document: String
    public var number: Int
    public var kind: RevisionKind
    /// Unix time in milliseconds.
    public var createdAt: Int64
    public var message: String?
    /// For undo and redo, the revision whose change is undone or re-applied; for restore, the
    /// revision restored.
    public var target: Int?
    /// The edits, for `edit` revisions (empty otherwise).
    public var edits: [Edit]
}

/// A document in the store, as `list` shows it.
public struct DocumentSummary: Sendable, Hashable {
    public var name: String
    public var revision: Int
    public var viewCount: Int
    public var createdAt: Int64
    public var updatedAt: Int64
}
