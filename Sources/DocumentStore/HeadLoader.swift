import SQLiteDatabase
import StackDocument
import StackLayout

/// Reads a document's head state from the `views` and `constraints` tables:
/// one indexed scan of each, O(n log n) for n views (sorting the arranged orders).
enum HeadLoader {
    static func load(_ name: String, from connection: Connection) throws -> HeadState {
        guard let row = try connection.queryFirst(
            """
            SELECT documents.id, root_view, canvas_width, canvas_height, head.number,
                   (SELECT coalesce(sum(change_count), 0) FROM revisions
                    WHERE document_id = documents.id
                      AND number > (SELECT max(revision) FROM snapshots WHERE document_id = documents.id)),
                   head.undo_top, head.redo_top
            FROM documents
            JOIN revisions AS head ON head.document_id = documents.id
                 AND head.number = (SELECT max(number) FROM revisions WHERE document_id = documents.id)
            WHERE name = ?
            """, [name], { row in
                (try row.get(0, as: Int64.self), try row.get(1, as: String.self), try row.get(2, as: Double?.self),
                 try row.get(3, as: Double?.self), try row.get(4, as: Int.self), try row.get(5, as: Int.self),
                 UndoStacks(undoTop: try row.get(6, as: Int?.self), redoTop: try row.get(7, as: Int?.self)))
            })
        else { throw StoreError.documentNotFound(name) }
        let (documentID, rootID, width, height, revision, changesSinceSnapshot, stacks) = row

        var rows: [(id: String, parent: String?, properties: ViewProperties)] = []
        var subviews: [String: [String]] = [:]
        var zKeys: [String: [String]] = [:]
        var arrangedEntries: [String: [(key: String, id: String)]] = [:]
        var zEntries: [String: [(key: String, id: String)]] = [:]
        // A scan in primary-key order; both orderings are sorted here, which is cheaper than
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
        for (parent, entries) in zEntries {
            let sorted = entries.sorted { $0.key < $1.key }
            zKeys[parent] = sorted.map(\.key)
            subviews[parent] = sorted.map(\.id)
        }
        var arranged: [String: [String]] = [:]
        var arrangedKeys: [String: [String]] = [:]
        for (stack, entries) in arrangedEntries {
            let sorted = entries.sorted { $0.key < $1.key }
            arrangedKeys[stack] = sorted.map(\.key)
            arranged[stack] = sorted.map(\.id)
        }
        var nodes: [String: ViewNode] = [:]
        nodes.reserveCapacity(rows.count)
        for row in rows {
            nodes[row.id] = ViewNode(
                id: row.id, properties: row.properties, parent: row.parent,
                subviews: subviews[row.id] ?? [], arranged: arranged[row.id] ?? [])
        }

        var constraints: [LayoutConstraint] = []
        var constraintKeys: [String] = []
        try connection.forEachRow(
            "SELECT position_key, \(ConstraintColumns.list) FROM constraints WHERE document_id = ? ORDER BY position_key",
            [documentID]
        ) { row in
            constraintKeys.append(try row.get(0, as: String.self))
            constraints.append(try ConstraintColumns.constraint(from: row, startingAt: 1))
        }

        let canvas = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        let document: Document
        do {
            document = try Document(name: name, canvas: canvas, rootID: rootID, nodes: nodes, constraints: constraints)
        } catch {
            throw StoreError.corrupt("the head state of \"\(name)\" breaks the document rules: \(error)")
        }
        for id in document.nodes.keys where zKeys[id] == nil { zKeys[id] = [] }
        return HeadState(
            documentID: documentID, name: name, revision: revision, document: document, zKeys: zKeys,
            arrangedKeys: arrangedKeys, constraintKeys: constraintKeys, changesSinceSnapshot: changesSinceSnapshot,
            stacks: stacks)
    }
}
