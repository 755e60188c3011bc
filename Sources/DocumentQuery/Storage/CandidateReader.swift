import DocumentStore
import StackDocument

/// What the store's views say about a selector before any document is read: which views can
/// be its subject, and which documents can hold a match at all. Meaningful only for documents
/// whose stored state is their head (`DocumentStateStatus.isCurrent`).
struct CandidateReader {
    let store: DocumentStoreReader

    /// `(document id, view id)` of the views of `documents` that `filter` lets through.
    func candidates(_ filter: CandidateFilter, in documents: Set<Int64>) throws -> [Int64: Set<String>] {
        var found: [Int64: Set<String>] = [:]
        guard !documents.isEmpty else { return found }
        // The store tests the views of every document (it finds them by kind, layout or id
        // faster than by document); views of other documents are dropped here.
        try store.forEachViewKey(where: filter.condition) { key in
            if documents.contains(key.document) { found[key.document, default: []].insert(key.id) }
        }
        return found
    }

    /// Ids of the documents in which every compound before the subject, of some selector of
    /// the list, matches at least one view by the conditions the store can test (`nil` when
    /// some selector has no such compound). A document outside this set cannot hold a match.
    /// (The subject's own conditions are `candidates`.)
    func documentsWithAllCompounds(_ list: SelectorList) throws -> Set<Int64>? {
        var union: Set<Int64> = []
        for selector in list.selectors {
            var intersection: Set<Int64>?
            for compound in selector.compounds.dropLast() {
                // Only the cheap conditions, no look at each view's neighbours: this pass prunes
                // documents, and such a look per view would cost more than it saves.
                let conditions = CandidateFilter.conditions(compound, probing: false)
                guard !conditions.isEmpty else { continue }
                let found = try store.documents(withViewsWhere: .all(conditions))
                intersection = intersection.map { $0.intersection(found) } ?? found
            }
            guard let intersection else { return nil }
            union.formUnion(intersection)
        }
        return union
    }

    /// Reading the neighbours of more than this share of all views (`1 / broadFraction`) one by
    /// one costs more than reading the documents whole.
    static let broadFraction = 8

    /// The most views a pushdown may start from, or let through, before reading whole documents
    /// is cheaper: a `1 / broadFraction` share of all views in the store.
    func broadShare() throws -> Int { try store.countViews() / Self.broadFraction }

    /// Whether some starting point of `filter` (a compound whose matches the subject's
    /// candidates are related to, through a combinator) matches more than `share` views
    /// (default: `broadShare()`, counted only when there is a starting point). From such a
    /// start the pushdown reaches the neighbours of most views. Each count stops at the share,
    /// so the check reads at most that many views per starting point.
    func startsBroadly(_ filter: CandidateFilter, share: Int? = nil) throws -> Bool {
        guard !filter.startingPoints.isEmpty else { return false }
        let share = try share ?? broadShare()
        for start in filter.startingPoints where try store.countViews(where: start, upTo: share + 1) > share {
            return true
        }
        return false
    }

    /// Whether `filter` lets through more than `limit` views (counted up to `limit + 1`).
    func passes(_ filter: CandidateFilter, moreThan limit: Int) throws -> Bool {
        try store.countViews(where: filter.condition, upTo: limit + 1) > limit
    }
}
