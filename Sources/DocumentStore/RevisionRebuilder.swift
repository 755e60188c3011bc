import StackDocument
import StackLayout

/// Rebuilds a past revision: the nearest snapshot at or before it, then the changes of each
/// later revision in order, under the document's name and canvas of now (`name`, `canvas`:
/// its row's, `DocumentRow`), which the snapshot may hold older values of. Cost: one snapshot
/// decode, O(n) for n views, plus the changes since it.
struct RevisionRebuilder {
    let connection: any StoreConnection
    let documentID: Int64
    /// The document's name, which the rebuilt document takes.
    let name: String
    /// The document's canvas, which the rebuilt document takes.
    let canvas: Size?

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
        document.name = name
        document.canvas = canvas
        return document
    }
}

extension RevisionRebuilder {
    /// A rebuilder of the document whose row a read found: its id, name and canvas.
    init(connection: any StoreConnection, row: DocumentRow) {
        self.init(connection: connection, documentID: row.id, name: row.name, canvas: row.canvas)
    }
}
