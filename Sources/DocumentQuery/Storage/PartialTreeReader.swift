import DocumentStore
import StackDocument
import StackLayout

/// Reads, for documents whose stored state is their head, only the views a selector can
/// reach from its candidates: the candidates (one read of the store), then their
/// superviews level by level (one read a level), then, when the selector walks arranged order,
/// every arranged view of each superview read. Views of documents not asked for are dropped.
/// O(candidates × depth) views rather than whole documents. With nothing to narrow the views
/// by, it reads whole documents, one at a time (`wholeTree`).
struct PartialTreeReader {
    let store: DocumentStoreReader

    /// Every view of one document, not yet numbered (`PartialTreeBuilder.finish`), so that a
    /// query over whole documents holds one at a time. Children are counted when `features`
    /// asks for counts. O(n) for n views.
    func wholeTree(of documentID: Int64, projection: ViewColumnSet, features: SelectorFeatures) throws -> PartialTreeBuilder {
        var builder = PartialTreeBuilder(capacity: 128)
        var columns = projection
        columns.childCounts = false
        try store.forEachView(inDocument: documentID, columns: columns) { builder.insert($0) }
        if features.childCounts { builder.countChildren() }
        return builder
    }

    /// The trees of the documents with candidates (views `filter` lets through), and the
    /// candidates of each.
    func trees(
        filter: CandidateFilter, documents: [DocumentStateStatus], projection: ViewColumnSet, features: SelectorFeatures
    ) throws -> (trees: [Int64: IndexedQueryTree], candidates: [Int64: Set<String>]) {
        try trees(filter: filter, documents: documents, projection: projection, features: features, candidateLimit: nil)!
    }

    /// `trees(filter:documents:projection:features:)`, or nil as soon as `filter` lets through
    /// more than `candidateLimit` views (reading so many views' superviews one by one costs
    /// more than reading whole documents).
    func trees(
        filter: CandidateFilter, documents: [DocumentStateStatus], projection: ViewColumnSet, features: SelectorFeatures,
        candidateLimit: Int?
    ) throws -> (trees: [Int64: IndexedQueryTree], candidates: [Int64: Set<String>])? {
        guard !documents.isEmpty else { return ([:], [:]) }
        let wantedDocuments = Set(documents.map(\.documentID))
        var columns = projection
        columns.childCounts = features.childCounts
        var builders = BuilderCache(capacity: 8)

        /// Adds a view unless it is held already; returns whether it was added.
        func add(_ record: ViewRecord) -> Bool {
            guard wantedDocuments.contains(record.documentID) else { return false }
            return builders.modify(record.documentID) { builder in
                if builder.contains(record.id) { return false }
                builder.insert(record)
                return true
            }
        }

        var candidates: [Int64: Set<String>] = [:]
        var passed = 0
        struct TooMany: Error {}
        do {
            try store.forEachView(where: filter.condition, columns: columns) { record in
                passed += 1
                if let candidateLimit, passed > candidateLimit { throw TooMany() }
                if add(record) { candidates[record.documentID, default: []].insert(record.id) }
            }
        } catch is TooMany {
            return nil
        }
        // Superviews, one level at a time, until every parent is read: one read a level.
        var level = builders.all.flatMap { document, builder in
            builder.nodes.compactMap { $0.parent.map { ViewKey(document: document, id: $0) } }
        }
        while !level.isEmpty {
            var next: [ViewKey] = []
            let unread = Set(level).filter { builders.peek($0.document)?.contains($0.id) != true }
            try store.forEachView(withKeys: unread, columns: columns) { record in
                if add(record), let parent = record.parent { next.append(ViewKey(document: record.documentID, id: parent)) }
            }
            level = next
        }
        if features.arrangedSiblings {
            // The candidates' stacks, or every stack read when the selector looks higher up.
            let parents = Set(builders.all.flatMap { document, builder in
                builder.nodes.compactMap { node -> ViewKey? in
                    guard features.arrangedSiblingsAboveSubject || candidates[document]?.contains(node.id) == true else { return nil }
                    return node.parent.map { ViewKey(document: document, id: $0) }
                }
            })
            try store.forEachArrangedSubview(ofViews: parents, columns: columns) { _ = add($0) }
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

    /// The frames of one document's stored layout.
    func storedFrames(of documentID: Int64) throws -> [String: Rect] {
        try store.storedFrames(ofDocument: documentID)
    }

    /// The stored frames of the views of `trees`, or of `only` those views,
    /// by document: one read.
    func storedFrames(of trees: [Int64: IndexedQueryTree], only: [Int64: Set<String>]? = nil) throws -> [Int64: [String: Rect]] {
        let keys = if let only {
            Set(only.flatMap { document, ids in ids.map { ViewKey(document: document, id: $0) } })
        } else {
            Set(trees.flatMap { document, tree in tree.nodes.map { ViewKey(document: document, id: $0.id) } })
        }
        return try store.storedFrames(of: keys)
    }
}
