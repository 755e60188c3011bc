import StackDocument

/// Rebuilds a past revision: the nearest snapshot at or before it, then the changes of each
/// later revision in order.
struct RevisionRebuilder {
    let connection: any StoreConnection
    let documentID: Int64
    let name: String

    func rebuild(_ revision: Int) throws -> Document {
        guard let (snapshotRevision, encoding, bytes) = try connection.queryFirst(
            """
            SELECT revision, encoding, document FROM snapshots WHERE key BETWEEN ? AND ?
            ORDER BY key DESC LIMIT 1
            """, RevisionKey.range(documentID, from: 1, through: revision),
            { (try $0.get(0, as: Int.self), try $0.get(1, as: String.self), try $0.get(2, as: [UInt8].self)) })
        else { throw StoreError.corrupt("document \"\(name)\" has no snapshot at or before revision \(revision)") }
        var document: Document
        do {
            switch encoding {
            case SnapshotEncoding.name: document = try SnapshotEncoding.decode(bytes)
            case DocumentFormat.identifier: document = try Document(json: bytes)
            default: throw DocumentError("unknown snapshot encoding \"\(encoding)\"")
            }
        } catch {
            throw StoreError.corrupt("snapshot \(snapshotRevision) of \"\(name)\": \(error)")
        }
        try connection.forEachRow(
            "SELECT number, events FROM revisions WHERE key BETWEEN ? AND ? ORDER BY key",
            RevisionKey.range(documentID, from: snapshotRevision + 1, through: revision)
        ) { row in
            do {
                try document.apply(RevisionEvent.changes(in: try row.get(1, as: String.self)))
            } catch {
                throw StoreError.unreadable(revision: try row.get(0, as: Int.self), of: name, "\(error)")
            }
        }
        return document
    }
}
