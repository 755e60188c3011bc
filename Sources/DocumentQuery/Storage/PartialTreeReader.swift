import DocumentStore
import SQLiteDatabase
import StackDocument

/// Reads, for documents whose state tables hold their head, only the views a selector can
/// reach from its candidates: the candidates (one query through the indexes), then their
/// superviews level by level (one statement a level), then, when the selector walks arranged
/// order, every arranged view of each superview read (the arranged-order index). Rows of
/// documents not asked for are dropped. O(candidates × depth) rows rather than whole documents.
struct PartialTreeReader {
    let store: DocumentStore

    /// The trees of the documents with candidates, and the candidates of each. Without a
    /// filter every view of `documents` is read (and is a candidate).
    func trees(
        filter: SQLCandidateFilter?, documents: [DocumentStateStatus], projection: ColumnProjection, features: SelectorFeatures
    ) throws -> (trees: [Int64: PartialQueryTree], candidates: [Int64: Set<String>]) {
        guard !documents.isEmpty else { return ([:], [:]) }
        let wantedDocuments = Set(documents.map(\.documentID))
        var columns = "v.document_id, v.id, v.parent, v.z_key, v.arranged_key, v.kind"
        columns += projection.columns.map { ", v.\($0)" }.joined()
        // Whole documents count children in memory; partial reads ask the table.
        let countsInSQL = features.childCounts && filter != nil
        if countsInSQL {
            columns += """
                , (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id),
                (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id AND c.arranged_key IS NOT NULL)
                """
        }
        let countColumn = 6 + projection.columns.count
        var trees: [Int64: PartialQueryTree] = [:]
        var candidates: [Int64: Set<String>] = [:]
        var arranged: [Int64: [String: [(key: String, id: String)]]] = [:]

        /// Adds a row; returns its document id and id.
        @discardableResult
        func add(_ row: Row) throws -> (Int64, String)? {
            guard case .integer(let documentID) = row[0], case .text(let id) = row[1] else {
                throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
            }
            guard wantedDocuments.contains(documentID), trees[documentID]?.contains(id) != true else { return nil }
            func text(_ value: SQLiteValue) -> String? { if case .text(let text) = value { text } else { nil } }
            func integer(_ value: SQLiteValue) -> Int { if case .integer(let n) = value { Int(n) } else { 0 } }
            let parent = text(row[2])
            let arrangedKey = text(row[4])
            if let parent, let arrangedKey { arranged[documentID, default: [:]][parent, default: []].append((arrangedKey, id)) }
            let node = QueryNode(
                id: id, properties: try projection.properties(from: row, startingAt: 5), parent: parent, arranged: [],
                isArranged: arrangedKey != nil,
                subviewCount: countsInSQL ? integer(row[countColumn]) : 0,
                arrangedCount: countsInSQL ? integer(row[countColumn + 1]) : 0)
            trees[documentID, default: PartialQueryTree(capacity: filter == nil ? 128 : 8)].insert(node, zKey: text(row[3]) ?? "")
            return (documentID, id)
        }

        guard let filter else {
            // Whole documents: nothing more to look up.
            try store.selectRows("SELECT \(columns) FROM views AS v") { row in
                if let (document, id) = try add(row) { candidates[document, default: []].insert(id) }
            }
            try orderArranged()
            if features.childCounts {
                for (documentID, tree) in trees {
                    for node in tree.nodes {
                        guard let parent = node.parent else { continue }
                        trees[documentID]!.update(parent) { parentNode in
                            parentNode.subviewCount += 1
                            if node.isArranged { parentNode.arrangedCount += 1 }
                        }
                    }
                }
            }
            return (trees, candidates)
        }
        try store.selectRows("SELECT \(columns) FROM views AS v WHERE \(filter.expression)", filter.arguments) { row in
            if let (document, id) = try add(row) { candidates[document, default: []].insert(id) }
        }
        // Superviews, one level at a time, until every parent is read: one statement a level.
        var level = trees.flatMap { document, tree in tree.nodes.compactMap { $0.parent.map { Key(document: document, id: $0) } } }
        while !level.isEmpty {
            var next: [Key] = []
            let unread = Set(level).filter { trees[$0.document]?.contains($0.id) != true }
            try forEachRow(ofKeys: unread, matching: .views, columns: columns) { row in
                if let (document, _) = try add(row), case .text(let parent) = row[2] { next.append(Key(document: document, id: parent)) }
            }
            level = next
        }
        if features.arrangedSiblings {
            // The candidates' stacks, or every stack read when the selector looks higher up.
            let parents = Set(trees.flatMap { document, tree in
                tree.nodes.compactMap { node -> Key? in
                    guard features.arrangedSiblingsAboveSubject || candidates[document]?.contains(node.id) == true else { return nil }
                    return node.parent.map { Key(document: document, id: $0) }
                }
            })
            try forEachRow(ofKeys: parents, matching: .arrangedSubviews, columns: columns) { row in try add(row) }
        }
        try orderArranged()
        return (trees, candidates)

        /// Gives each stack read its arranged views read, in arranged order.
        func orderArranged() throws {
            for (documentID, stacks) in arranged {
                for (stack, entries) in stacks where trees[documentID]?.contains(stack) == true {
                    let ordered = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.id)
                    trees[documentID]!.update(stack) { $0.arranged = ordered }
                }
            }
        }
    }

    /// What a key names: the view with that id, or the arranged subviews of the view with that id.
    private enum KeyMatch {
        case views, arrangedSubviews
    }

    /// Calls `body` with the rows of `views AS v` that `keys` name: one statement for all of
    /// them, the keys passed as a JSON array of `[document, id]` pairs, so that the lookups run
    /// inside SQLite, in key order so that consecutive lookups share pages. Arranged subviews
    /// are looked up through the arranged-order index, which the planner would otherwise pass
    /// over for a scan of the whole document.
    private func forEachRow(ofKeys keys: Set<Key>, matching: KeyMatch, columns: String, _ body: (Row) throws -> Void) throws {
        guard !keys.isEmpty else { return }
        let pairs = JSONValue.array(keys.sorted().map { .array([.number(Double($0.document)), .string($0.id)]) })
        let join = switch matching {
        case .views: "views AS v ON v.document_id = k.value ->> 0 AND v.id = k.value ->> 1"
        case .arrangedSubviews:
            "views AS v INDEXED BY views_by_arranged_order ON v.document_id = k.value ->> 0 AND v.parent = k.value ->> 1 "
                + "AND v.arranged_key IS NOT NULL"
        }
        try store.selectRows(
            "SELECT \(columns) FROM json_each(?) AS k JOIN \(join)", [.text(JSONWriter.string(pairs, style: .compact))], body)
    }

    /// A view of a document, ordered as the primary key orders rows.
    private struct Key: Hashable, Comparable {
        var document: Int64
        var id: String
        static func < (a: Key, b: Key) -> Bool {
            a.document != b.document ? a.document < b.document : a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
        }
    }
}
