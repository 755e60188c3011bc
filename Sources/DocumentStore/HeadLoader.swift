import StackDocument
import StackLayout

/// Reads a document: the `views` and `constraints` tables (one scan each, O(n log n) for n
/// views to sort the orderings), then the changes of the revisions after the tables' state
/// revision, applied in memory. Every read of the log is a range of keys that starts at the
/// last snapshot or the state revision, so the cost does not grow with the length of the history.
enum HeadLoader {
    static func load(_ name: String, from connection: any StoreConnection) throws -> HeadState {
        guard let row = try connection.queryFirst(
            """
            SELECT documents.id, root_view, canvas_width, canvas_height, head.number, state_revision,
                   \(RevisionKey.changesSinceSnapshotSQL(of: "documents.id")),
                   head.undo_top, head.redo_top
            FROM documents
            \(connection.dialect.headRevisionJoin(of: "documents.id"))
            WHERE name = ?
            """, [name], { row in
                (try row.get(0, as: Int64.self), try row.get(1, as: String.self), try row.get(2, as: Double?.self),
                 try row.get(3, as: Double?.self), try row.get(4, as: Int.self), try row.get(5, as: Int.self),
                 try row.get(6, as: Int.self),
                 UndoStacks(undoTop: try row.get(7, as: Int?.self), redoTop: try row.get(8, as: Int?.self)))
            })
        else { throw StoreError.missingDocument(name, in: connection) }
        let (documentID, rootID, width, height, revision, stateRevision, changesSinceSnapshot, stacks) = row

        var rows: [(id: String, parent: String?, properties: ViewProperties)] = []
        var zEntries: [String: [(key: String, id: String)]] = [:]
        var arrangedEntries: [String: [(key: String, id: String)]] = [:]
        // A scan in primary-key order; the orderings are sorted here, which is cheaper than
        // walking an index and looking each row up.
        try connection.forEachRow(
            "SELECT id, parent, z_key, arranged_key, \(ViewColumns.list) FROM views WHERE document_id = ?", [documentID]
        ) { row in
            let id = try row.get(0, as: String.self)
            let parent = try row.get(1, as: String?.self)
            rows.append((id, parent, try ViewColumns.properties(from: row, startingAt: 4)))
            guard let parent else { return }
            guard let zKey = try row.get(2, as: String?.self) else { throw StoreError.corrupt("view \(id) has no z_key") }
            zEntries[parent, default: []].append((zKey, id))
            if let arrangedKey = try row.get(3, as: String?.self) {
                arrangedEntries[parent, default: []].append((arrangedKey, id))
            }
        }
        // Views without children have no orderings (an absent ordering is an empty one).
        var orderings = OrderingIndex()
        for (parent, entries) in zEntries { orderings.subviews[parent] = KeyedOrdering(entries: entries) }
        for (stack, entries) in arrangedEntries { orderings.arranged[stack] = KeyedOrdering(entries: entries) }
        var nodes: [String: ViewNode] = [:]
        nodes.reserveCapacity(rows.count)
        for row in rows {
            nodes[row.id] = ViewNode(
                id: row.id, properties: row.properties, parent: row.parent,
                subviews: orderings.subviews[row.id]?.ids ?? [], arranged: orderings.arranged[row.id]?.ids ?? [])
        }

        var constraints: [LayoutConstraint] = []
        var constraintKeys: [(key: String, id: String)] = []
        try connection.forEachRow(
            "SELECT position_key, \(ConstraintColumns.list) FROM constraints WHERE document_id = ? ORDER BY position_key",
            [documentID]
        ) { row in
            let constraint = try ConstraintColumns.constraint(from: row, startingAt: 1)
            constraintKeys.append((try row.get(0, as: String.self), constraint.id ?? ""))
            constraints.append(constraint)
        }
        orderings.constraints = KeyedOrdering(entries: constraintKeys)

        let canvas = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        var document: Document
        do {
            document = try Document(name: name, canvas: canvas, rootID: rootID, nodes: nodes, constraints: constraints)
        } catch {
            throw StoreError.corrupt("the state tables of \"\(name)\" break the document rules: \(error)")
        }
        var pending: [DocumentChange] = []
        try connection.forEachRow(
            "SELECT number, events FROM revisions WHERE key BETWEEN ? AND ? ORDER BY key",
            RevisionKey.range(documentID, from: stateRevision + 1)
        ) { row in
            pending += try document.applyRevision(in: row, of: name, onto: "the state tables")
        }
        return HeadState(
            documentID: documentID, name: name, revision: revision, document: document, stateRevision: stateRevision,
            pending: pending, orderings: orderings, changesSinceSnapshot: changesSinceSnapshot, stacks: stacks)
    }
}
