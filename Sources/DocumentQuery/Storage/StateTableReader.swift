import DocumentStore
import SQLiteDatabase
import StackDocument

/// What the `views` table says about a selector before any document is read: which views
/// can be its subject, and which documents can hold a match at all. Meaningful only for
/// documents whose state tables hold their head (`DocumentStateStatus.isCurrent`).
struct StateTableReader {
    let store: DocumentStore

    /// `(document id, view id)` of the views of `documents` that `filter` lets through.
    func candidates(_ filter: SQLCandidateFilter, in documents: Set<Int64>) throws -> [Int64: Set<String>] {
        var found: [Int64: Set<String>] = [:]
        guard !documents.isEmpty else { return found }
        // Every document's rows are tested (the indexes on kind, stack layout and id serve the
        // filter better than one on documents would); rows of other documents are dropped here.
        try store.selectRows("SELECT v.document_id, v.id FROM views AS v WHERE \(filter.expression)", filter.arguments) { row in
            guard case .integer(let document) = row[0], case .text(let id) = row[1] else {
                throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
            }
            if documents.contains(document) { found[document, default: []].insert(id) }
        }
        return found
    }

    /// Ids of the documents in which every compound before the subject, of some selector of
    /// the list, matches at least one view by its SQL conditions (`nil` when some selector
    /// has no such compound the table can test). A document outside this set cannot hold a
    /// match. (The subject's own conditions are `candidates`.)
    func documentsWithAllCompounds(_ list: SelectorList) throws -> Set<Int64>? {
        var union: Set<Int64> = []
        for selector in list.selectors {
            var intersection: Set<Int64>?
            for compound in selector.compounds.dropLast() {
                var arguments: [SQLiteValue] = []
                // Only the index-served conditions: this pass prunes documents, and a probe per
                // view would cost more than it saves.
                let conditions = SQLCandidateFilter.conditions(compound, alias: "v", arguments: &arguments, probing: false)
                guard !conditions.isEmpty else { continue }
                var found: Set<Int64> = []
                try store.selectRows(
                    "SELECT DISTINCT v.document_id FROM views AS v WHERE " + conditions.joined(separator: " AND "), arguments
                ) { row in
                    if case .integer(let document) = row[0] { found.insert(document) }
                }
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
    func broadShare() throws -> Int { try viewCount() / Self.broadFraction }

    /// Whether some starting point of `filter` (a compound the pushdown starts from, through
    /// a combinator) matches more than `share` views (default: `broadShare()`, counted only
    /// when there is a starting point). From such a start the pushdown probes the neighbours
    /// of most views. Each count stops at the share (`LIMIT`), so the check costs at most that
    /// many index entries per starting point.
    func startsBroadly(_ filter: SQLCandidateFilter, share: Int? = nil) throws -> Bool {
        guard !filter.startingPoints.isEmpty else { return false }
        let share = try share ?? broadShare()
        for start in filter.startingPoints where try count(start.expression, start.arguments, upTo: share + 1) > share {
            return true
        }
        return false
    }

    /// Whether `filter` lets through more than `limit` views (counted up to `limit + 1`).
    func passes(_ filter: SQLCandidateFilter, moreThan limit: Int) throws -> Bool {
        try count(filter.expression, filter.arguments, upTo: limit + 1) > limit
    }

    /// How many views the store holds.
    private func viewCount() throws -> Int {
        try count("1", [], upTo: Int(Int64.max))
    }

    /// How many views of `views AS v` satisfy `expression`, counted up to `limit`.
    private func count(_ expression: String, _ arguments: [SQLiteValue], upTo limit: Int) throws -> Int {
        var count = 0
        try store.selectRows(
            "SELECT count(*) FROM (SELECT 1 FROM views AS v WHERE \(expression) LIMIT ?)", arguments + [.integer(Int64(limit))]
        ) { row in
            if case .integer(let found) = row[0] { count = Int(found) }
        }
        return count
    }
}
