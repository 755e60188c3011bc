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
/// can of the selector into a `WHERE` clause over the subject, and a document where some
/// other compound matches no view is skipped. For documents whose state tables hold their
/// head, only the candidates, their superviews and (for arranged-order selectors) their
/// siblings are read, with only the columns the selector tests (`PartialTreeReader`); with
/// no usable clause, whole documents are. Documents whose tables lag (the store writes them
/// in batches) are read through `DocumentStore.document(_:)`, which applies the pending
/// changes, so a query always sees the head. Every candidate is matched in memory, so the
/// answer never depends on the pushdown. With `revision`, each document is rebuilt at that
/// revision first; a selector with `frame.*` lays each candidate document out.
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
            let filter = SQLCandidateFilter(selector)
            // Documents that can hold a match (nil: any): one where some compound before the
            // subject matches no view cannot.
            var candidateDocuments = try reader.documentsWithAllCompounds(selector)
            let current = statuses.filter { $0.isCurrent && (candidateDocuments?.contains($0.documentID) ?? true) }
            var trees: [Int64: any QueryTree] = [:]
            var candidateViews: [Int64: Set<String>]?
            if !selector.needsLayout {
                // Only the candidates and what the selector can reach from them (with no
                // filter: every view of the documents that can hold a match).
                let partial = try PartialTreeReader(store: store).trees(
                    filter: filter, documents: current, projection: ColumnProjection(selector),
                    features: SelectorFeatures(selector))
                for (id, tree) in partial.trees { trees[id] = tree }
                candidateDocuments = Set(partial.trees.keys)
                candidateViews = filter == nil ? nil : partial.candidates
            } else if let filter {
                candidateViews = try reader.candidates(filter, in: Set(current.map(\.documentID)))
                candidateDocuments = Set(candidateViews!.keys)
            }
            outcome.readFromStateTables = trees.count
            for status in statuses {
                var restricted: Set<String>?
                let target: QueryTarget
                if status.isCurrent {
                    guard candidateDocuments?.contains(status.documentID) ?? true else { continue }
                    restricted = candidateViews.map { $0[status.documentID] ?? [] }
                    if let tree = trees[status.documentID] {
                        target = QueryTarget(name: status.name, tree: tree, revision: status.head)
                        collect(selector, in: target, candidates: restricted, into: &outcome)
                        continue
                    }
                }
                // The tables lag this document's head, or frames are needed: read it whole.
                let document = try store.document(status.name)
                outcome.readThroughHead += 1
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
        collect(selector, in: QueryTarget(document: document, revision: revision, layout: layout), candidates: candidates, into: &outcome)
    }

    private func collect(_ selector: SelectorList, in target: QueryTarget, candidates: Set<String>?, into outcome: inout QueryOutcome) {
        let matcher = SelectorMatcher(target: target)
        let ids = candidates.map { matcher.matches(selector, among: $0) } ?? matcher.matches(selector)
        for id in ids {
            outcome.matches.append(QueryMatch(
                document: target.name, revision: target.revision, view: id,
                kind: target.tree.node(id)!.properties.kind.rawValue, path: Self.path(of: id, in: target.tree),
                frame: target.layout?.absoluteFrame(of: id)))
        }
    }

    /// The ids from the root down to `id`. O(depth).
    static func path(of id: String, in tree: any QueryTree) -> [String] {
        var components: [String] = []
        var current: String? = id
        while let view = current {
            components.append(view)
            current = tree.node(view)?.parent
        }
        return components.reversed()
    }
}
