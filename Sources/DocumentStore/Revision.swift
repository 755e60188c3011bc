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
    /// The document took a new name (`detail` holds the one before); the views are as they were.
    case rename
    /// The document went away from the file it was read from; its history stays, and the store
    /// lists it only when asked (`DocumentSummary.deleted`).
    case delete
    /// A version of the file that could not be read (`detail` says why); the views are as they were.
    case skip
    /// Revision 1 of a branch: the state of the document branched at the fork revision.
    case branch
    /// A branch merged into the document: the changes from the head before to the merged state
    /// (`mergedFrom` names the branch revision merged, the revision's second parent).
    case merge
}

/// One entry of a document's history.
public struct RevisionInfo: Sendable, Hashable {
    /// The document's name.
    public var document: String
    /// The revision's number: 1 for the import, then one more per revision.
    public var number: Int
    /// What made it: the import, edits, an undo, a redo or a restore.
    public var kind: RevisionKind
    /// When the revision was written, Unix time in milliseconds.
    public var createdAt: Int64
    /// The message given with the change, or `nil` when none was.
    public var message: String?
    /// For undo and redo, the revision whose change is undone or re-applied; for restore, the
    /// revision restored.
    public var target: Int?
    /// The edits, for `edit` revisions (empty otherwise).
    public var edits: [Edit]
    /// Where the revision came from when it was read from another history (a git commit);
    /// `nil` for revisions made in StackDoc.
    public var origin: RevisionOrigin? = nil
    /// For a rename, the name before; for a skipped version, why it was skipped; else `nil`.
    public var detail: String? = nil
    /// For a merge, the branch revision merged (the second parent); else `nil`.
    public var mergedFrom: MergeParent? = nil

    /// When the change was made: the commit's date for a revision read from git, else when the
    /// revision was written. Unix time in milliseconds.
    public var changedAt: Int64 { origin?.date ?? createdAt }
}

/// The commit of another history (git) that a revision was read from.
public struct RevisionOrigin: Sendable, Hashable {
    /// The commit's id (for git, 40 hex digits).
    public var commit: String
    /// The commit's author, `Name <email>`.
    public var author: String
    /// The commit's author date, Unix time in milliseconds.
    public var date: Int64

    /// An origin from a commit's id, author and date (Unix time, milliseconds).
    public init(commit: String, author: String, date: Int64) {
        self.commit = commit
        self.author = author
        self.date = date
    }
}

/// A document in the store, as `list` shows it.
public struct DocumentSummary: Sendable, Hashable {
    /// The document's name, unique in the store.
    public var name: String
    /// Its head revision.
    public var revision: Int
    /// How many views the head holds, the root included.
    public var viewCount: Int
    /// When it was imported, Unix time in milliseconds.
    public var createdAt: Int64
    /// When its head revision was written, Unix time in milliseconds.
    public var updatedAt: Int64
    /// Whether its last revision deleted it (its scene went away from the file it follows).
    public var deleted: Bool = false
}

/// The second parent of a `merge` revision: a revision of a branch of the document.
public struct MergeParent: Sendable, Hashable {
    /// The branch's document name, `DOC@NAME`.
    public var document: String
    /// The branch's name (`NAME`).
    public var branch: String
    /// The branch revision merged.
    public var revision: Int

    /// The revision `revision` of branch `branch`, stored as document `document`.
    public init(document: String, branch: String, revision: Int) {
        self.document = document
        self.branch = branch
        self.revision = revision
    }
}
