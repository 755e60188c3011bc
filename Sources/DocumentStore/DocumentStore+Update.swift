import SQLiteDatabase
import StackDocument

/// What `DocumentStore.update` did with one document.
public enum DocumentUpdate: Sendable, Hashable {
    /// The store had no document of that name: it was imported as revision 1.
    case created(RevisionInfo)
    /// The store's head differed: the difference was written as this one revision of edits.
    case updated(RevisionInfo)
    /// The store's head was the same document already: nothing was written.
    case unchanged(document: String, head: Int)

    /// The document's name.
    public var document: String {
        switch self {
        case .created(let revision), .updated(let revision): revision.document
        case .unchanged(let document, _): document
        }
    }
}

/// One state of some documents for `DocumentStore.update`: the documents, and the message and
/// origin of the revisions they write.
public struct DocumentUpdateStep: Sendable {
    /// The documents as they are now, each named as in the store.
    public var documents: [Document]
    /// The message of the revisions written.
    public var message: String?
    /// Where this state comes from (a commit), or `nil`.
    public var origin: RevisionOrigin?

    /// A step of `documents`, with the `message` and `origin` of its revisions.
    public init(documents: [Document], message: String? = nil, origin: RevisionOrigin? = nil) {
        self.documents = documents
        self.message = message
        self.origin = origin
    }
}

extension DocumentStore {
    /// Brings each of `documents` into the store, in one transaction (all or none): a name the
    /// store lacks is imported; for a name it holds, the edits that turn its head into the
    /// document (`Document.edits(toReach:)`, views matched by id) are written as one new
    /// revision, or nothing when there are none. The canvas, which edits do not change, stays
    /// as stored.
    ///
    /// With an `origin`, every revision written carries it, and each of `documents` (written or
    /// unchanged) remembers `origin.commit` as its last imported commit (`lastImportedCommits`).
    ///
    /// A view the document had once and lost comes back under its id (a reverted change): the
    /// file's id names that view, as undo would bring it back.
    ///
    /// Throws `StoreError.invalid` naming the document when no edits reach it (another root, a
    /// view that changes between a stack and another kind).
    ///
    /// Cost per stored document: loading its head, plus `edits(toReach:)` (O(n log n) for n
    /// views) and appending the revision.
    @discardableResult
    public func update(_ documents: [Document], message: String? = nil, origin: RevisionOrigin? = nil) throws -> [DocumentUpdate] {
        try update([DocumentUpdateStep(documents: documents, message: message, origin: origin)])[0]
    }

    /// Applies `steps` in order as `update(_:message:origin:)` does each, all in one
    /// transaction: a history read from elsewhere is stored whole or not at all. Returns each
    /// step's updates.
    @discardableResult
    public func update(_ steps: [DocumentUpdateStep]) throws -> [[DocumentUpdate]] {
        try writing {
            try steps.map { step in
                try step.documents.map { document in
                    let update = try updateOne(document, message: step.message, origin: step.origin)
                    if let origin = step.origin { try rememberImportedCommit(origin.commit, of: document.name) }
                    return update
                }
            }
        }
    }

    /// For each document that commits were imported into, the last of them, by document name.
    /// One query.
    public func lastImportedCommits() throws -> [String: String] {
        try reading {
            let rows = try connection.query(
                """
                SELECT documents.name, imported_commits.commit_id
                FROM imported_commits JOIN documents ON documents.id = imported_commits.document_id
                """
            ) { (try $0.get(0, as: String.self), try $0.get(1, as: String.self)) }
            return Dictionary(rows, uniquingKeysWith: { first, _ in first })
        }
    }

    private func updateOne(_ document: Document, message: String?, origin: RevisionOrigin?) throws -> DocumentUpdate {
        guard try connection.queryFirst("SELECT 1 FROM documents WHERE name = ?", [document.name], { _ in true }) != nil else {
            return .created(try insertImported(document, message: message, origin: origin))
        }
        try document.checkValues()
        let head = try self.head(of: document.name)
        let edits: [Edit]
        do {
            edits = try head.document.edits(toReach: document)
        } catch {
            throw StoreError.invalid(DocumentError("\"\(document.name)\": \(error.message)"))
        }
        let outcome = try append(edits, to: head, kind: .edit, target: nil, message: message, origin: origin)
        guard let revision = outcome.revision else { return .unchanged(document: document.name, head: head.revision) }
        return .updated(revision)
    }

    private func rememberImportedCommit(_ commit: String, of name: String) throws {
        try connection.execute(
            """
            INSERT INTO imported_commits (document_id, commit_id)
            SELECT id, ? FROM documents WHERE name = ?
            ON CONFLICT (document_id) DO UPDATE SET commit_id = excluded.commit_id
            """, [commit, name])
    }
}
