import DocumentStore
import SQLiteDatabase
import StackDocument

/// Reads, for documents whose state tables hold their head, only the views a selector can
/// reach from its candidates: the candidates (one query through the indexes), then their
/// superviews level by level (primary-key lookups), then, when the selector walks arranged
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
        // Superviews, one level at a time, until every parent is read.
        var level = trees.flatMap { document, tree in tree.nodes.compactMap { $0.parent.map { (document, $0) } } }
        let byKey = "SELECT \(columns) FROM views AS v WHERE v.document_id = ? AND v.id = ?"
        while !level.isEmpty {
            var next: [(Int64, String)] = []
            // In key order, so that consecutive lookups share pages.
            let sorted = Set(level.map { Key(document: $0.0, id: $0.1) }).sorted()
            for key in sorted where trees[key.document]?.contains(key.id) != true {
                let (document, id) = (key.document, key.id)
                try store.selectRows(byKey, [.integer(document), .text(id)]) { row in
                    if try add(row) != nil, case .text(let parent) = row[2] { next.append((document, parent)) }
                }
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
            }).sorted()
            let byParent = "SELECT \(columns) FROM views AS v WHERE v.document_id = ? AND v.parent = ? AND v.arranged_key IS NOT NULL"
            for key in parents {
                try store.selectRows(byParent, [.integer(key.document), .text(key.id)]) { row in try add(row) }
            }
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

    /// A view of a document, ordered as the primary key orders rows.
    private struct Key: Hashable, Comparable {
        var document: Int64
        var id: String
        static func < (a: Key, b: Key) -> Bool {
            a.document != b.document ? a.document < b.document : a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
        }
    }
}
