import StackDocument

extension DocumentStoreReader {
    /// Calls `body` with each revision `from...to` of a document and the document as it was right
    /// after it, oldest first. Rebuilds `from` once, then applies each later revision's changes:
    /// O(snapshot + changes in the range), however long the range.
    package func walk(
        _ name: String, from: Int = 1, to: Int? = nil, _ body: (RevisionInfo, Document) throws -> Void
    ) throws {
        try reading {
            let stored = try documentRow(name)
            let (documentID, head) = (stored.id, stored.head)
            let last = to ?? head
            for revision in [from, last] where !(1...head).contains(revision) {
                throw StoreError.revisionNotFound(document: name, revision: revision, head: head)
            }
            guard from <= last else { throw StoreError.nothingToDo("the range \(from)...\(last) is empty") }
            let revisions = try log(of: name, from: from, to: last)
            var document = try self.document(name, revision: from)
            try body(revisions[0], document)
            var changesByRevision: [Int: [DocumentChange]] = [:]
            try connection.forEachRow(
                "SELECT number, events FROM revisions WHERE key BETWEEN ? AND ?",
                RevisionKey.range(documentID, from: from + 1, through: last)
            ) { row in
                changesByRevision[try row.get(0, as: Int.self)] = try RevisionEvent.changes(in: try row.get(1, as: String.self))
            }
            for revision in revisions.dropFirst() {
                do {
                    try document.apply(changesByRevision[revision.number] ?? [])
                } catch {
                    throw StoreError.corrupt("revision \(revision.number) of \"\(name)\" does not apply: \(error)")
                }
                try body(revision, document)
            }
        }
    }
}
