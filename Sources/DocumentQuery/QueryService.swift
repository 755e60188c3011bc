import DocumentStore
import StackDocument
import StackLayout

/// One view a selector matched.
public struct QueryMatch: Sendable, Hashable {
    public var document: String
    public var revision: Int
    public var view: String
    public var kind: String
    /// The ids from the root down to the view.
    public var path: [String]
    /// The laid-out frame in canvas coordinates, when the query laid the document out.
    public var frame: Rect?
}

/// What a query found, and the documents it could not test fully.
public struct QueryOutcome: Sendable {
    /// Documents in name order (or the order asked), views depth first within each.
    public var matches: [QueryMatch]
    /// Documents whose frames could not be tested because they have no canvas and none was
    /// given (their `frame.*` predicates are false).
    public var withoutCanvas: [String]
    /// How many documents were read from the state tables, and how many through the head
    /// loader because their state tables lag their head (or because frames were needed).
    public var readFromStateTables = 0
    public var readThroughHead = 0
}

/// Runs selectors over the documents of a store.
///
/// At the head revision, the `views` table answers first: `SQLCandidateFilter` turns what it
/// can of each selector into a `WHERE` clause, and only documents with candidate views are
/// read. Documents whose state tables hold their head are read from the table in one scan;
/// those whose tables lag (the store writes them in batches) are read through
/// `DocumentStore.document(_:)`, which applies the pending changes, so a query always sees
/// the head. Every candidate is then matched in memory, so the answer never depends on the
/// pushdown. With `revision`, each document is rebuilt at that revision first.
public final class QueryService {
    public let store: DocumentStore

    public init(store: DocumentStore) {
        self.store = store
    }

    /// Views matching `selector` in `documents` (default: every document) at `revision`
    /// (default: each head). `canvas` (default: each document's own) is used when the
    /// selector tests frames.
    public func query(
        _ selector: SelectorList, documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil
    ) throws -> QueryOutcome {
        try store.readConsistently {
            let statuses = try store.stateStatus(of: names)
            var outcome = QueryOutcome(matches: [], withoutCanvas: [])
            if let revision {
                for status in statuses {
                    let document = try store.document(status.name, revision: revision)
                    outcome.readThroughHead += 1
                    match(selector, in: document, revision: revision, candidates: nil, canvas: canvas, into: &outcome)
                }
                return outcome
            }
            let reader = StateTableReader(store: store)
            // Views that can be the subject (nil: any), and documents that can hold a match
            // (nil: any): a document where some compound matches no view cannot.
            let candidateViews = try SQLCandidateFilter(selector).map(reader.candidates)
            var candidateDocuments = candidateViews.map { Set($0.keys) }
            if let possible = try reader.documentsWithAllCompounds(selector) {
                candidateDocuments = candidateDocuments.map { $0.intersection(possible) } ?? possible
            }
            // The state tables answer for the documents they hold at their head.
            let fromTable = statuses.filter { status in
                status.isCurrent && !selector.needsLayout && (candidateDocuments?.contains(status.documentID) ?? true)
            }
            let loaded = try reader.documents(fromTable, projection: ColumnProjection(selector))
            outcome.readFromStateTables = loaded.count
            for status in statuses {
                let document: Document
                if status.isCurrent, let candidateDocuments, !candidateDocuments.contains(status.documentID) {
                    continue  // the tables hold the head, and no view of it can match
                } else if let stored = loaded[status.documentID] {
                    document = stored
                } else {
                    document = try store.document(status.name)
                    outcome.readThroughHead += 1
                }
                let restricted = status.isCurrent ? candidateViews?[status.documentID] ?? (candidateViews == nil ? nil : []) : nil
                match(selector, in: document, revision: status.head, candidates: restricted, canvas: canvas, into: &outcome)
            }
            return outcome
        }
    }

    private func match(
        _ selector: SelectorList, in document: Document, revision: Int, candidates: Set<String>?, canvas: Size?,
        into outcome: inout QueryOutcome
    ) {
        var layout: LayoutResult?
        if selector.needsLayout {
            if let size = canvas ?? document.canvas {
                layout = LayoutEngine.layout(document.layoutScene(canvas: size))
            } else {
                outcome.withoutCanvas.append(document.name)
            }
        }
        let target = QueryTarget(document: document, revision: revision, layout: layout)
        let matcher = SelectorMatcher(target: target)
        let ids = candidates.map { matcher.matches(selector, among: $0) } ?? matcher.matches(selector)
        for id in ids {
            outcome.matches.append(QueryMatch(
                document: document.name, revision: revision, view: id,
                kind: document[id]!.properties.kind.rawValue, path: Self.path(of: id, in: document),
                frame: layout?.absoluteFrame(of: id)))
        }
    }

    /// The ids from the root down to `id`. O(depth).
    static func path(of id: String, in document: Document) -> [String] {
        var components: [String] = []
        var current: String? = id
        while let view = current {
            components.append(view)
            current = document[view]?.parent
        }
        return components.reversed()
    }
}
