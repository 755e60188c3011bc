import StackDocument

/// Where a branch document comes from: the document branched (its id), the branch's name, and
/// the revision of the document it starts from.
struct BranchOrigin {
    var of: Int64
    var name: String
    var fork: Int
}

/// A branch of a document, as `branch DOC` lists it.
public struct BranchSummary: Sendable, Hashable {
    /// The document branched.
    public var document: String
    /// The branch's name.
    public var name: String
    /// The name the branch is stored and addressed under: `DOC@NAME`.
    public var storedName: String
    /// The revision of the document that the branch starts from (its revision 1 holds that state).
    public var forkRevision: Int
    /// The branch's head revision.
    public var head: Int
    /// The branch revision merged into the document last, or `nil` when it was never merged.
    public var lastMerged: Int?
}

extension DocumentStore {
    /// Creates branch `name` of document `document` at its revision `revision` (default: its
    /// head): a document of its own, stored as `DOC@NAME`, whose revision 1 (kind `branch`)
    /// holds the document's state at that revision. The branch takes over the view ids the
    /// document has used, so that neither reuses an id the other had. Refuses a name that
    /// `BranchName.validate` refuses, a branch name the document has already, or a
    /// `DOC@NAME` that another document holds; the store is then unchanged.
    @discardableResult
    public func createBranch(of document: String, named name: String, from revision: Int? = nil, message: String? = nil) throws -> BranchSummary {
        do { try BranchName.validate(name) } catch { throw StoreError.invalid(error) }
        return try writing {
            let stored = try documentRow(document)
            let (documentID, head) = (stored.id, stored.head)
            let fork = revision ?? head
            guard (1...head).contains(fork) else { throw StoreError.revisionNotFound(document: document, revision: fork, head: head) }
            if try connection.queryFirst(
                "SELECT 1 FROM documents WHERE branch_of = ? AND branch_name = ?", [documentID, name], { _ in true }) != nil
            {
                throw StoreError.invalid(DocumentError("document \"\(document)\" has a branch named \"\(name)\" already"))
            }
            var state = try self.document(document, revision: fork)
            state.name = BranchName.documentName(document, branch: name)
            do { try state.checkValues() } catch let error as DocumentError { throw StoreError.invalid(error) }
            // The ids the document has used reach its `used_view_ids` once its state tables are written.
            let documentHead = try self.head(of: document)
            if !documentHead.pending.isEmpty { try StateWriter(connection: connection, head: documentHead).flush() }
            _ = try insertImported(state, message: message, branch: BranchOrigin(of: documentID, name: name, fork: fork))
            let branchID = try documentRow(state.name).id
            try connection.execute(
                """
                INSERT OR IGNORE INTO used_view_ids (document_id, view_id)
                SELECT CAST(? AS BIGINT), view_id FROM used_view_ids WHERE document_id = ?
                """, [branchID, documentID])
            return BranchSummary(
                document: document, name: name, storedName: state.name, forkRevision: fork, head: 1, lastMerged: nil)
        }
    }
}

extension DocumentStoreReader {
    /// The branches of document `document`, by name, with their fork revisions, heads and last
    /// merges. One query.
    public func branches(of document: String) throws -> [BranchSummary] {
        try reading {
            let documentID = try documentRow(document).id
            return try connection.query(
                """
                SELECT branch_name, name, fork_revision, \(RevisionKey.headNumberSQL(of: "documents.id")),
                       (SELECT max(merge_parent & 4294967295) FROM revisions
                        WHERE key BETWEEN ? AND ? AND kind = 'merge' AND (merge_parent >> 32) = documents.id)
                FROM documents WHERE branch_of = ? ORDER BY branch_name
                """, RevisionKey.range(documentID, from: 1) + [.integer(documentID)]
            ) { row in
                BranchSummary(
                    document: document, name: try row.get(0), storedName: try row.get(1), forkRevision: try row.get(2),
                    head: try row.get(3), lastMerged: try row.get(4))
            }
        }
    }

    /// The branch stored as document `storedName`, or `nil` when that document is not a branch.
    public func branch(stored storedName: String) throws -> BranchSummary? {
        try reading {
            guard let (parent, name) = try connection.queryFirst(
                """
                SELECT parent.name, documents.branch_name FROM documents
                JOIN documents AS parent ON parent.id = documents.branch_of WHERE documents.name = ?
                """, [storedName], { (try $0.get(0, as: String.self), try $0.get(1, as: String.self)) })
            else { return nil }
            return try branches(of: parent).first { $0.name == name }
        }
    }
}
