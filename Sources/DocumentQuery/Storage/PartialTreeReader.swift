import DocumentStore
import SQLiteDatabase
import StackDocument
import StackLayout

/// Reads, for documents whose state tables hold their head, only the views a selector can
/// reach from its candidates: the candidates (one query through the indexes), then their
/// superviews level by level (one statement a level), then, when the selector walks arranged
/// order, every arranged view of each superview read (the arranged-order index). Rows of
/// documents not asked for are dropped. O(candidates × depth) rows rather than whole documents.
/// With nothing to narrow the views by, it reads whole documents, one at a time (`wholeTree`).
struct PartialTreeReader {
    let store: DocumentStore

    /// Every view of one document, not yet numbered (`PartialTreeBuilder.finish`): one
    /// statement over the primary key, so that a query over whole documents holds one at a
    /// time. Children are counted when `features` asks for counts. O(n) for n views.
    func wholeTree(of documentID: Int64, projection: ColumnProjection, features: SelectorFeatures) throws -> PartialTreeBuilder {
        let decoder = ViewRowDecoder(projection: projection, countsChildren: false)
        var builder = PartialTreeBuilder(capacity: 128)
        try store.selectRows("SELECT \(decoder.columns) FROM views AS v WHERE v.document_id = ?", [.integer(documentID)]) { row in
            try decoder.add(row, id: try decoder.id(of: row), to: &builder)
        }
        if features.childCounts { builder.countChildren() }
        return builder
    }

    /// The trees of the documents with candidates (views `filter` lets through), and the
    /// candidates of each.
    func trees(
        filter: SQLCandidateFilter, documents: [DocumentStateStatus], projection: ColumnProjection, features: SelectorFeatures
    ) throws -> (trees: [Int64: IndexedQueryTree], candidates: [Int64: Set<String>]) {
        try trees(filter: filter, documents: documents, projection: projection, features: features, candidateLimit: nil)!
    }

    /// `trees(filter:documents:projection:features:)`, or nil as soon as `filter` lets through
    /// more than `candidateLimit` views (reading so many views' superviews one by one costs
    /// more than reading whole documents).
    func trees(
        filter: SQLCandidateFilter, documents: [DocumentStateStatus], projection: ColumnProjection, features: SelectorFeatures,
        candidateLimit: Int?
    ) throws -> (trees: [Int64: IndexedQueryTree], candidates: [Int64: Set<String>])? {
        guard !documents.isEmpty else { return ([:], [:]) }
        let wantedDocuments = Set(documents.map(\.documentID))
        let decoder = ViewRowDecoder(projection: projection, countsChildren: features.childCounts)
        let columns = decoder.columns
        var builders = BuilderCache(capacity: 8)

        /// Adds a row unless it is held already; returns its document id and id.
        @discardableResult
        func add(_ row: Row) throws -> (Int64, String)? {
            let (documentID, id) = try decoder.key(of: row)
            guard wantedDocuments.contains(documentID) else { return nil }
            return try builders.modify(documentID) { builder -> (Int64, String)? in
                if builder.contains(id) { return nil }
                try decoder.add(row, id: id, to: &builder)
                return (documentID, id)
            }
        }

        var candidates: [Int64: Set<String>] = [:]
        var passed = 0
        struct TooMany: Error {}
        do {
            try store.selectRows("SELECT \(columns) FROM views AS v WHERE \(filter.expression)", filter.arguments) { row in
                passed += 1
                if let candidateLimit, passed > candidateLimit { throw TooMany() }
                if let (document, id) = try add(row) { candidates[document, default: []].insert(id) }
            }
        } catch is TooMany {
            return nil
        }
        // Superviews, one level at a time, until every parent is read: one statement a level.
        var level = builders.all.flatMap { document, builder in
            builder.nodes.compactMap { $0.parent.map { Key(document: document, id: $0) } }
        }
        while !level.isEmpty {
            var next: [Key] = []
            let unread = Set(level).filter { builders.peek($0.document)?.contains($0.id) != true }
            try forEachRow(ofKeys: unread, matching: .views, columns: columns) { row in
                if let (document, _) = try add(row), case .text(let parent) = row[2] { next.append(Key(document: document, id: parent)) }
            }
            level = next
        }
        if features.arrangedSiblings {
            // The candidates' stacks, or every stack read when the selector looks higher up.
            let parents = Set(builders.all.flatMap { document, builder in
                builder.nodes.compactMap { node -> Key? in
                    guard features.arrangedSiblingsAboveSubject || candidates[document]?.contains(node.id) == true else { return nil }
                    return node.parent.map { Key(document: document, id: $0) }
                }
            })
            try forEachRow(ofKeys: parents, matching: .arrangedSubviews, columns: columns) { row in try add(row) }
        }
        var finished = builders.finish()
        var trees: [Int64: IndexedQueryTree] = [:]
        for documentID in Array(finished.keys) {
            // Moved out of the dictionary, so that numbering it copies nothing.
            var builder = finished.removeValue(forKey: documentID)!
            trees[documentID] = builder.finish()
        }
        return (trees, candidates)
    }

    /// The stored frames of one document (`head_frames`): one range of the primary key.
    func storedFrames(of documentID: Int64) throws -> [String: Rect] {
        var frames: [String: Rect] = [:]
        try store.selectRows(
            "SELECT view_id, x, y, width, height FROM head_frames WHERE document_id = ?", [.integer(documentID)]
        ) { row in frames[try row.get(0)] = try Self.frame(in: row, from: 1) }
        return frames
    }

    /// The stored frames (`head_frames`) of the views of `trees`, or of `only` those views,
    /// by document: one statement.
    func storedFrames(of trees: [Int64: IndexedQueryTree], only: [Int64: Set<String>]? = nil) throws -> [Int64: [String: Rect]] {
        var frames: [Int64: [String: Rect]] = [:]
        let keys = if let only {
            Set(only.flatMap { document, ids in ids.map { Key(document: document, id: $0) } })
        } else {
            Set(trees.flatMap { document, tree in tree.nodes.map { Key(document: document, id: $0.id) } })
        }
        guard !keys.isEmpty else { return frames }
        try store.selectRows(
            "SELECT f.document_id, f.view_id, f.x, f.y, f.width, f.height FROM json_each(?) AS k "
                + "JOIN head_frames AS f ON f.document_id = k.value ->> 0 AND f.view_id = k.value ->> 1",
            [.text(Self.json(keys))]
        ) { row in frames[try row.get(0), default: [:]][try row.get(1)] = try Self.frame(in: row, from: 2) }
        return frames
    }

    private static func frame(in row: Row, from column: Int) throws -> Rect {
        Rect(
            x: try row.get(column), y: try row.get(column + 1), width: try row.get(column + 2), height: try row.get(column + 3))
    }

    /// `keys` as a JSON array of `[document, id]` pairs, in key order, so that lookups of
    /// consecutive keys share pages.
    private static func json(_ keys: Set<Key>) -> String {
        JSONWriter.string(.array(keys.sorted().map { .array([.number(Double($0.document)), .string($0.id)]) }), style: .compact)
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
        let join = switch matching {
        case .views: "views AS v ON v.document_id = k.value ->> 0 AND v.id = k.value ->> 1"
        case .arrangedSubviews:
            "views AS v INDEXED BY views_by_arranged_order ON v.document_id = k.value ->> 0 AND v.parent = k.value ->> 1 "
                + "AND v.arranged_key IS NOT NULL"
        }
        try store.selectRows(
            "SELECT \(columns) FROM json_each(?) AS k JOIN \(join)", [.text(Self.json(keys))], body)
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
