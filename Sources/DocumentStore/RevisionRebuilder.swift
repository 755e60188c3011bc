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
        try applyChanges(
            of: "SELECT number, events FROM revisions WHERE key BETWEEN ? AND ? ORDER BY key",
            RevisionKey.range(documentID, from: snapshotRevision + 1, through: revision), to: &document)
        document.name = name
        document.canvas = canvas
        return document
    }

    /// `base`, this document as revision `baseRevision` left it, brought to `revision` by the
    /// changes of the revisions after `baseRevision`, when no snapshot was written after it; nil
    /// when one was, as `rebuild(_:)` then starts from it for less, and when `base` is more than
    /// `HeadState.mostRevisionsBroughtForward` behind, without reading them. Without such a
    /// snapshot the nearest one is at or before `baseRevision`, so these changes are some of those
    /// `rebuild(_:)` would apply, and no snapshot is decoded: a reader following a head that moved
    /// by a few revisions reads and applies those few. One statement.
    func advance(_ base: Document, from baseRevision: Int, to revision: Int) throws -> Document? {
        precondition(baseRevision < revision, "advancing to an earlier revision")
        guard revision - baseRevision <= HeadState.mostRevisionsBroughtForward else { return nil }
        var document = base
        let range = RevisionKey.range(documentID, from: baseRevision + 1, through: revision)
        let applied = try applyChanges(
            of: """
                SELECT number, events FROM revisions WHERE key BETWEEN ? AND ?
                    AND NOT EXISTS (SELECT 1 FROM snapshots WHERE key BETWEEN ? AND ?)
                ORDER BY key
                """, range + range, to: &document)
        guard applied > 0 else { return nil }
        document.name = name
        document.canvas = canvas
        return document
    }

    /// Applies to `document` the changes of each revision `select` reads (its number and events,
    /// in order); returns how many revisions it read.
    @discardableResult
    private func applyChanges(of select: String, _ arguments: [StoreValue], to document: inout Document) throws -> Int {
        var count = 0
        try connection.forEachRow(select, arguments) { row in
            try document.applyRevision(in: row, of: name, onto: "the revisions before it")
            count += 1
        }
        return count
    }
}

extension RevisionRebuilder {
    /// A rebuilder of the document whose row a read found: its id, name and canvas.
    init(connection: any StoreConnection, row: DocumentRow) {
        self.init(connection: connection, documentID: row.id, name: row.name, canvas: row.canvas)
    }
}
