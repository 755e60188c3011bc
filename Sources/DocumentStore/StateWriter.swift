import SQLiteDatabase
import StackDocument

/// Writes primitive changes to the head-state tables (`views`, `constraints`,
/// `used_view_ids`) and keeps the in-memory keys of `HeadState` in step.
/// Call `write` right after applying the change to `head.document`.
/// Each change writes one row, except a key renumbering, which rewrites one ordering
/// when its keys have grown long (rare: amortised O(1) per change).
struct StateWriter {
    let connection: Connection
    let head: HeadState

    /// Keys longer than this trigger a renumbering of their ordering.
    static let maximumKeyLength = 40

    private var documentID: SQLiteValue { .integer(head.documentID) }

    func write(_ change: DocumentChange) throws {
        switch change {
        case let .addView(id, properties, parent, zIndex):
            let key = try insertKey(in: \.zKeys, owner: parent, at: zIndex, column: "z_key")
            try connection.statement(Self.insertView).execute(
                [documentID, .text(id), .text(parent), .text(key), .null] + ViewColumns.values(of: properties))
            try connection.statement("INSERT OR IGNORE INTO used_view_ids (document_id, view_id) VALUES (?, ?)")
                .execute([documentID, .text(id)])
        case let .removeView(id, _, parent, zIndex):
            head.zKeys[parent]!.remove(at: zIndex)
            head.zKeys[id] = nil
            head.arrangedKeys[id] = nil
            try connection.statement("DELETE FROM views WHERE document_id = ? AND id = ?").execute([documentID, .text(id)])
        case let .arrange(view, stack, index):
            let key = try insertKey(in: \.arrangedKeys, owner: stack, at: index, column: "arranged_key")
            try setColumn("arranged_key", of: view, to: .text(key))
        case let .unarrange(view, stack, index):
            head.arrangedKeys[stack]!.remove(at: index)
            try setColumn("arranged_key", of: view, to: .null)
        case let .moveZ(view, parent, from, to):
            head.zKeys[parent]!.remove(at: from)
            let key = try insertKey(in: \.zKeys, owner: parent, at: to, column: "z_key")
            try setColumn("z_key", of: view, to: .text(key))
        case let .reparent(view, from, to):
            head.zKeys[from.parent]!.remove(at: from.index)
            let key = try insertKey(in: \.zKeys, owner: to.parent, at: to.index, column: "z_key")
            try connection.statement("UPDATE views SET parent = ?, z_key = ? WHERE document_id = ? AND id = ?")
                .execute([.text(to.parent), .text(key), documentID, .text(view)])
        case let .setProperties(view, _, new):
            try connection.statement(Self.updateProperties).execute(ViewColumns.values(of: new) + [documentID, .text(view)])
        case let .addConstraint(constraint, index):
            let key = try insertConstraintKey(at: index)
            try connection.statement(Self.insertConstraint).execute(
                [documentID, .text(key)] + ConstraintColumns.values(of: constraint))
        case let .removeConstraint(constraint, index):
            head.constraintKeys.remove(at: index)
            try connection.statement("DELETE FROM constraints WHERE document_id = ? AND id = ?")
                .execute([documentID, .text(constraint.id!)])
        }
    }

    /// Writes a whole document's rows, with evenly spaced keys (import, and rebuilding the head state).
    func writeAll(_ document: Document) throws {
        let insertView = try connection.statement(Self.insertView)
        let insertUsed = try connection.statement("INSERT OR IGNORE INTO used_view_ids (document_id, view_id) VALUES (?, ?)")
        func insert(_ id: String, parent: String?, zKey: SQLiteValue, arrangedKey: SQLiteValue) throws {
            let node = document[id]!
            try insertView.execute(
                [documentID, .text(id), parent.map(SQLiteValue.text) ?? .null, zKey, arrangedKey]
                    + ViewColumns.values(of: node.properties))
            try insertUsed.execute([documentID, .text(id)])
            let zKeys = FractionalKey.evenlySpaced(node.subviews.count)
            let arrangedKeys = FractionalKey.evenlySpaced(node.arranged.count)
            head.zKeys[id] = zKeys
            head.arrangedKeys[id] = arrangedKeys
            var arrangedKeyOf: [String: String] = [:]
            for (child, key) in zip(node.arranged, arrangedKeys) { arrangedKeyOf[child] = key }
            for (child, key) in zip(node.subviews, zKeys) {
                try insert(child, parent: id, zKey: .text(key), arrangedKey: arrangedKeyOf[child].map(SQLiteValue.text) ?? .null)
            }
        }
        try insert(document.rootID, parent: nil, zKey: .null, arrangedKey: .null)
        head.constraintKeys = FractionalKey.evenlySpaced(document.constraints.count)
        let insertConstraint = try connection.statement(Self.insertConstraint)
        for (constraint, key) in zip(document.constraints, head.constraintKeys) {
            try insertConstraint.execute([documentID, .text(key)] + ConstraintColumns.values(of: constraint))
        }
    }

    // MARK: Keys

    /// A key for a new item at `index` of an ordering, inserted into the in-memory keys;
    /// renumbers the ordering first when the new key would be too long.
    private func insertKey(
        in orderings: ReferenceWritableKeyPath<HeadState, [String: [String]]>, owner: String, at index: Int, column: String
    ) throws -> String {
        var keys = head[keyPath: orderings][owner] ?? []
        var key = FractionalKey.between(index > 0 ? keys[index - 1] : nil, index < keys.count ? keys[index] : nil)
        if key.utf8.count > Self.maximumKeyLength {
            keys = try renumber(orderings, owner: owner, column: column, leavingGapAt: index)
            key = FractionalKey.between(index > 0 ? keys[index - 1] : nil, index < keys.count ? keys[index] : nil)
        }
        keys.insert(key, at: index)
        head[keyPath: orderings][owner] = keys
        return key
    }

    /// Rewrites every key of one ordering evenly spaced. O(length of the ordering).
    /// The document already holds the new item at `gap`; the keys are those of the others.
    private func renumber(
        _ orderings: ReferenceWritableKeyPath<HeadState, [String: [String]]>, owner: String, column: String, leavingGapAt gap: Int
    ) throws -> [String] {
        let node = head.document[owner]!
        var members = column == "z_key" ? node.subviews : node.arranged
        members.remove(at: gap)
        let fresh = FractionalKey.evenlySpaced(members.count)
        let update = try connection.statement("UPDATE views SET \(column) = ? WHERE document_id = ? AND id = ?")
        for (id, key) in zip(members, fresh) {
            try update.execute([.text(key), documentID, .text(id)])
        }
        head[keyPath: orderings][owner] = fresh
        return fresh
    }

    private func insertConstraintKey(at index: Int) throws -> String {
        var keys = head.constraintKeys
        var key = FractionalKey.between(index > 0 ? keys[index - 1] : nil, index < keys.count ? keys[index] : nil)
        if key.utf8.count > Self.maximumKeyLength {
            var others = head.document.constraints
            others.remove(at: index)
            let fresh = FractionalKey.evenlySpaced(keys.count)
            // Keys are unique per document: move them out of the way first, then into place.
            try connection.statement("UPDATE constraints SET position_key = '~' || position_key WHERE document_id = ?")
                .execute([documentID])
            let update = try connection.statement("UPDATE constraints SET position_key = ? WHERE document_id = ? AND id = ?")
            for (constraint, key) in zip(others, fresh) {
                try update.execute([.text(key), documentID, .text(constraint.id!)])
            }
            keys = fresh
            key = FractionalKey.between(index > 0 ? keys[index - 1] : nil, index < keys.count ? keys[index] : nil)
        }
        keys.insert(key, at: index)
        head.constraintKeys = keys
        return key
    }

    private func setColumn(_ column: String, of view: String, to value: SQLiteValue) throws {
        try connection.statement("UPDATE views SET \(column) = ? WHERE document_id = ? AND id = ?")
            .execute([value, documentID, .text(view)])
    }

    // MARK: SQL

    static let insertView = """
        INSERT INTO views (document_id, id, parent, z_key, arranged_key, \(ViewColumns.list))
        VALUES (?, ?, ?, ?, ?, \(Array(repeating: "?", count: ViewColumns.names.count).joined(separator: ", ")))
        """

    static let updateProperties = """
        UPDATE views SET \(ViewColumns.names.map { "\($0) = ?" }.joined(separator: ", "))
        WHERE document_id = ? AND id = ?
        """

    static let insertConstraint = """
        INSERT INTO constraints (document_id, position_key, \(ConstraintColumns.list))
        VALUES (?, ?, \(Array(repeating: "?", count: ConstraintColumns.names.count).joined(separator: ", ")))
        """
}
