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

    public init(document: String, revision: Int, view: String, kind: String, path: [String], frame: Rect?) {
        self.document = document
        self.revision = revision
        self.view = view
        self.kind = kind
        self.path = path
        self.frame = frame
    }
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
/// no usable clause, or one that starts from a large share of the views (a broad compound
/// before `>`, `+` or `~` and nothing SQL can test on the subject), whole documents are, one
/// at a time. Documents whose tables lag (the store writes them in batches) are read through
/// `DocumentStore.document(_:)`, which applies the pending changes, so a query always sees
/// the head. Every candidate is matched in memory, so the answer never depends on the
/// pushdown. With `revision`, each document is rebuilt at that revision first; a selector
/// with `frame.*` lays each candidate document out.
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
        var matches: [QueryMatch] = []
        var outcome = try query(selector, documents: names, revision: revision, canvas: canvas) { matches.append($0) }
        outcome.matches = matches
        return outcome
    }

    /// Like `query(_:documents:revision:canvas:)`, but hands each match to `body` as it is
    /// found, in the same order, rather than collecting them: the outcome's `matches` is empty.
    /// Documents read whole are read and matched one at a time, so memory stays that of one
    /// document (plus, for a selector SQL can narrow, the views read around its candidates).
    public func query(
        _ selector: SelectorList, documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil,
        each body: (QueryMatch) throws -> Void
    ) throws -> QueryOutcome {
        try store.readConsistently {
            let statuses = try store.stateStatus(of: names)
            var outcome = QueryOutcome(matches: [], withoutCanvas: [])
            let plan: DocumentReadPlan
            if let revision {
                plan = DocumentReadPlan(store: store, statuses: statuses, revision: revision, selector: selector)
            } else {
                plan = try headPlan(for: selector, statuses: statuses)
                outcome.readFromStateTables = plan.trees.count
            }
            // Documents whose frames are tested wait here to be laid out together, on every core.
            var awaitingLayout: [(document: Document, revision: Int, candidates: Set<String>?, scene: LayoutScene?)] = []
            func layOutAwaiting() throws {
                var layouts = ConcurrentLayout.layOut(awaitingLayout.compactMap(\.scene)).makeIterator()
                for item in awaitingLayout {
                    // Without a canvas (none given, none in the document) there is nothing to lay out.
                    let layout = item.scene == nil ? nil : layouts.next()
                    if layout == nil { outcome.withoutCanvas.append(item.document.name) }
                    let target = QueryTarget(document: item.document, revision: item.revision, layout: layout)
                    try collect(selector, in: target, candidates: item.candidates, body)
                }
                awaitingLayout.removeAll()
            }
            func consume(_ source: DocumentSource) throws {
                switch source {
                case let .tree(status, tree, candidates: candidates, readWhole: readWhole):
                    if readWhole { outcome.readFromStateTables += 1 }
                    let target = QueryTarget(name: status.name, tree: tree, revision: status.head)
                    try collect(selector, in: target, candidates: candidates, body)
                case let .document(document, revision, candidates) where selector.needsLayout:
                    outcome.readThroughHead += 1
                    awaitingLayout.append((document, revision, candidates, (canvas ?? document.canvas).map(document.layoutScene)))
                    if awaitingLayout.count >= ConcurrentLayout.batchSize { try layOutAwaiting() }
                case let .document(document, revision, candidates):
                    outcome.readThroughHead += 1
                    let target = QueryTarget(document: document, revision: revision, layout: nil)
                    try collect(selector, in: target, candidates: candidates, body)
                }
            }
            if plan.readsWhileMatching {
                // Reading the next document (SQLite, tree building) overlaps matching this one.
                try ReadAhead.run(produce: plan.read, consume: consume)
            } else {
                try plan.read { source in
                    try consume(source)
                    return true
                }
            }
            try layOutAwaiting()
            return outcome
        }
    }

    /// What to read for a query at the head revisions: the SQL pushdown and the document pruning.
    private func headPlan(for selector: SelectorList, statuses: [DocumentStateStatus]) throws -> DocumentReadPlan {
        let reader = StateTableReader(store: store)
        var filter = SQLCandidateFilter(selector)
        if !selector.needsLayout, let pushed = filter, try reader.startsBroadly(pushed) {
            // Probing from most views costs more than reading every document whole.
            filter = nil
        }
        // Documents that can hold a match (nil: any): one where some compound before the
        // subject matches no view cannot.
        var plan = DocumentReadPlan(store: store, statuses: statuses, revision: nil, selector: selector)
        plan.candidateDocuments = try reader.documentsWithAllCompounds(selector)
        let current = statuses.filter { $0.isCurrent && (plan.candidateDocuments?.contains($0.documentID) ?? true) }
        // With a filter, only the candidates and what the selector can reach from them are
        // read, all at once; without one, each document is read whole when its turn comes.
        plan.readsWholeDocuments = !selector.needsLayout && filter == nil
        if let filter {
            if !selector.needsLayout {
                let partial = try PartialTreeReader(store: store).trees(
                    filter: filter, documents: current, projection: plan.projection, features: plan.features)
                plan.trees = partial.trees
                plan.candidateViews = partial.candidates
                plan.candidateDocuments = Set(partial.trees.keys)
            } else {
                plan.candidateViews = try reader.candidates(filter, in: Set(current.map(\.documentID)))
                plan.candidateDocuments = Set(plan.candidateViews!.keys)
            }
        }
        return plan
    }

    /// Hands `body` the views of `target` matching `selector` (among `candidates`), depth first.
    private func collect(
        _ selector: SelectorList, in target: QueryTarget, candidates: Set<String>?, _ body: (QueryMatch) throws -> Void
    ) throws {
        let matcher = SelectorMatcher(target: target)
        let tree = matcher.tree
        for number in matcher.matchingNumbers(selector, among: candidates) {
            let node = tree.nodes[Int(number)]
            try body(QueryMatch(
                document: target.name, revision: target.revision, view: node.id, kind: node.properties.kind.rawValue,
                path: tree.path(of: number), frame: target.layout?.absoluteFrame(of: node.id)))
        }
    }
}
