import StackDocument

/// Writes primitive changes to the state tables (`views`, `constraints`, `used_view_ids`),
/// keeping `HeadState.orderings` in step with what the tables hold.
/// Each change writes one row, except a renumbering, which rewrites one ordering when a new
/// key would be long (rare: amortised O(1) per change).
struct StateWriter {
    let connection: any StoreConnection
    let head: HeadState

    /// Keys longer than this make their ordering be renumbered.
    static let maximumKeyLength = 40

    private var documentID: StoreValue { .integer(head.documentID) }

    /// Writes the pending changes and marks the tables as reflecting the head revision.
    /// A view's property changes are written once, at the last of them, and only in the columns
    /// that differ from what its row holds: none when the batch set them back. O(batch).
    func flush() throws {
        var lastPropertyChange: [String: Int] = [:]
        // What each changed view's row holds: the properties before the batch's first change.
        var stored: [String: ViewProperties] = [:]
        for (index, change) in head.pending.enumerated() {
            switch change {
            case .setProperties(let view, let old, _):
                lastPropertyChange[view] = index
                if stored[view] == nil { stored[view] = old }
            case .removeView(let view, _, _, _): lastPropertyChange[view] = index
            default: break
            }
        }
        for (index, change) in head.pending.enumerated() {
            if case .setProperties(let view, _, let new) = change {
                if lastPropertyChange[view] == index, let old = stored[view] { try writeProperties(of: view, from: old, to: new) }
                continue
            }
            try write(change)
        }
        head.pending.removeAll()
        head.stateRevision = head.revision
        try connection.statement("UPDATE documents SET state_revision = ? WHERE id = ?")
            .execute([.integer(Int64(head.revision)), documentID])
    }

    func write(_ change: DocumentChange) throws {
        switch change {
        case let .addView(id, properties, parent, zIndex):
            let key = try insertKey(id, into: \.subviews, owner: parent, at: zIndex, column: "z_key")
            try connection.statement(Self.insertView).execute(
                [documentID, .text(id), .text(parent), .text(key), .null] + ViewColumns.values(of: properties))
            try connection.statement(Self.insertUsedID).execute([documentID, .text(id)])
        case let .removeView(id, _, parent, zIndex):
            head.orderings.subviews[parent, default: KeyedOrdering()].remove(at: zIndex)
            head.orderings.subviews[id] = nil
            head.orderings.arranged[id] = nil
            try connection.statement("DELETE FROM views WHERE document_id = ? AND id = ?").execute([documentID, .text(id)])
        case let .arrange(view, stack, index):
            let key = try insertKey(view, into: \.arranged, owner: stack, at: index, column: "arranged_key")
            try setColumn("arranged_key", of: view, to: .text(key))
        case let .unarrange(view, stack, index):
            head.orderings.arranged[stack, default: KeyedOrdering()].remove(at: index)
            try setColumn("arranged_key", of: view, to: .null)
        case let .moveZ(view, parent, from, to):
            head.orderings.subviews[parent, default: KeyedOrdering()].remove(at: from)
            let key = try insertKey(view, into: \.subviews, owner: parent, at: to, column: "z_key")
            try setColumn("z_key", of: view, to: .text(key))
        case let .reparent(view, from, to):
            head.orderings.subviews[from.parent, default: KeyedOrdering()].remove(at: from.index)
            let key = try insertKey(view, into: \.subviews, owner: to.parent, at: to.index, column: "z_key")
            try connection.statement("UPDATE views SET parent = ?, z_key = ? WHERE document_id = ? AND id = ?")
                .execute([.text(to.parent), .text(key), documentID, .text(view)])
        case let .setProperties(view, old, new):
            try writeProperties(of: view, from: old, to: new)
        case let .addConstraint(constraint, index):
            var ordering = head.orderings.constraints
            if ordering.needsRenumbering(toInsertAt: index, maximumKeyLength: Self.maximumKeyLength) {
                // Position keys are unique: move them all out of the way, then into place.
                try connection.statement("UPDATE constraints SET position_key = '~' || position_key WHERE document_id = ?")
                    .execute([documentID])
                let update = try connection.statement("UPDATE constraints SET position_key = ? WHERE document_id = ? AND id = ?")
                _ = ordering.renumber()
                for (id, key) in zip(ordering.ids, ordering.keys) { try update.execute([.text(key), documentID, .text(id)]) }
            }
            let key = ordering.keyForInsertion(at: index)
            ordering.insert(constraint.id!, key: key, at: index)
            head.orderings.constraints = ordering
            try connection.statement(Self.insertConstraint).execute(
                [documentID, .text(key)] + ConstraintColumns.values(of: constraint))
        case let .removeConstraint(constraint, index):
            head.orderings.constraints.remove(at: index)
            try connection.statement("DELETE FROM constraints WHERE document_id = ? AND id = ?")
                .execute([documentID, .text(constraint.id!)])
        }
    }

    /// Writes a whole document's rows with evenly spaced keys (import).
    func writeAll(_ document: Document) throws {
        let insertView = try connection.statement(Self.insertView)
        let insertUsed = try connection.statement(Self.insertUsedID)
        func insert(_ id: String, parent: String?, zKey: StoreValue, arrangedKey: StoreValue) throws {
            let node = document[id]!
            try insertView.execute(
                [documentID, .text(id), parent.map(StoreValue.text) ?? .null, zKey, arrangedKey]
                    + ViewColumns.values(of: node.properties))
            try insertUsed.execute([documentID, .text(id)])
            let subviews = KeyedOrdering(freshlyKeyed: node.subviews)
            let arranged = KeyedOrdering(freshlyKeyed: node.arranged)
            if !node.subviews.isEmpty { head.orderings.subviews[id] = subviews }
            if !node.arranged.isEmpty { head.orderings.arranged[id] = arranged }
            var arrangedKeyOf: [String: String] = [:]
            for (child, key) in zip(arranged.ids, arranged.keys) { arrangedKeyOf[child] = key }
            for (child, key) in zip(subviews.ids, subviews.keys) {
                try insert(child, parent: id, zKey: .text(key), arrangedKey: arrangedKeyOf[child].map(StoreValue.text) ?? .null)
            }
        }
        try insert(document.rootID, parent: nil, zKey: .null, arrangedKey: .null)
        head.orderings.constraints = KeyedOrdering(freshlyKeyed: document.constraints.map { $0.id! })
        let insertConstraint = try connection.statement(Self.insertConstraint)
        for (constraint, key) in zip(document.constraints, head.orderings.constraints.keys) {
            try insertConstraint.execute([documentID, .text(key)] + ConstraintColumns.values(of: constraint))
        }
    }

    /// Places `id` at `index` of one of `owner`'s orderings and returns its key, renumbering
    /// the ordering first when the new key would be too long, or longer than the last when
    /// appending (renumbered keys leave room to append as many again, so appending N items
    /// renumbers O(N) rows in all).
    private func insertKey(
        _ id: String, into orderings: WritableKeyPath<OrderingIndex, [String: KeyedOrdering]>, owner: String, at index: Int,
        column: String
    ) throws -> String {
        // Taken out of the index while it changes, so that its arrays are not copied each time.
        var ordering = head.orderings[keyPath: orderings].removeValue(forKey: owner) ?? KeyedOrdering()
        defer { head.orderings[keyPath: orderings][owner] = ordering }
        if ordering.needsRenumbering(toInsertAt: index, maximumKeyLength: Self.maximumKeyLength) {
            let update = try connection.statement("UPDATE views SET \(column) = ? WHERE document_id = ? AND id = ?")
            for (member, key) in ordering.renumber() { try update.execute([.text(key), documentID, .text(member)]) }
        }
        let key = ordering.keyForInsertion(at: index)
        ordering.insert(id, key: key, at: index)
        return key
    }

    /// Writes the columns in which `new` differs from `old`, the properties the view's row holds.
    private func writeProperties(of view: String, from old: ViewProperties, to new: ViewProperties) throws {
        let before = ViewColumns.values(of: old)
        let after = ViewColumns.values(of: new)
        let changed = after.indices.filter { before[$0] != after[$0] }
        guard !changed.isEmpty else { return }
        try connection.statement(Self.updateColumns(changed.map { ViewColumns.names[$0] }))
            .execute(changed.map { after[$0] } + [documentID, .text(view)])
    }

    private func setColumn(_ column: String, of view: String, to value: StoreValue) throws {
        try connection.statement("UPDATE views SET \(column) = ? WHERE document_id = ? AND id = ?")
            .execute([value, documentID, .text(view)])
    }

    // MARK: SQL

    static let insertUsedID = "INSERT OR IGNORE INTO used_view_ids (document_id, view_id) VALUES (?, ?)"

    static let insertView = """
        INSERT INTO views (document_id, id, parent, z_key, arranged_key, \(ViewColumns.list))
        VALUES (?, ?, ?, ?, ?, \(Array(repeating: "?", count: ViewColumns.names.count).joined(separator: ", ")))
        """

    /// Sets `columns` of one view: fewer columns, fewer indexes to update.
    static func updateColumns(_ columns: [String]) -> String {
        "UPDATE views SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE document_id = ? AND id = ?"
    }

    static let insertConstraint = """
        INSERT INTO constraints (document_id, position_key, \(ConstraintColumns.list))
        VALUES (?, ?, \(Array(repeating: "?", count: ConstraintColumns.names.count).joined(separator: ", ")))
        """
}
