import DocumentStore
import StackDocument
import StackLayout

/// One view a selector matched.
public struct QueryMatch: Sendable, Hashable {
    /// The document's name.
    public var document: String
    /// The revision matched: the one asked for, or the document's head.
    public var revision: Int
    /// The view's id.
    public var view: String
    /// The view's kind, as the format names it (`"label"`).
    public var kind: String
    /// The name people know the view by (`ViewProperties.name`), if it has one.
    public var name: String?
    /// The ids from the root down to the view.
    public var path: [String]
    /// The laid-out frame in canvas coordinates, when the query laid the document out.
    public var frame: Rect?

    /// A match (the service makes these).
    package init(document: String, revision: Int, view: String, kind: String, name: String? = nil, path: [String], frame: Rect?) {
        self.document = document
        self.revision = revision
        self.view = view
        self.kind = kind
        self.name = name
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
    package var readFromStateTables = 0
    /// See `readFromStateTables`.
    package var readThroughHead = 0
    /// How many documents were laid out for the frames the selector tests; the others' frames
    /// came from the layouts the store kept.
    package var laidOut = 0
}

// How a query reads. At the head revision, the store's views answer first: `CandidateFilter`
// turns what it can of the selector into a `ViewCondition` on the subject, stated in terms of
// views, which the store reads as it sees fit (`DocumentStore+ViewReads`), and a document where
// some other compound matches no view is skipped. For documents whose state tables hold their
// head, only the candidates, their superviews and (for arranged-order selectors) their
// siblings are read, with only the columns the selector tests (`PartialTreeReader`); with
// no usable condition, or one that starts from a large share of the views (a broad compound
// before `>`, `+` or `~` and nothing the store can test on the subject), whole documents are, one
// at a time. Documents whose tables lag (the store writes them in batches) are read through
// `DocumentStore.document(_:)`, which applies the pending changes, so a query always sees
// the head. Every candidate is matched in memory, so the answer never depends on the
// pushdown. With `revision`, each document is rebuilt at that revision first; a selector
// with `frame.*` lays each candidate document out.

/// Runs selectors over the documents of a store: which views, in which documents, match
/// `stack[axis=vertical] > label:first-arranged` (the grammar is in `Docs/queries.md`).
///
/// At the head revision the store's tables narrow the candidates before any document is
/// read, so a selective query reads a small part of a large store; the answer is always that
/// of matching every view of every document in memory. With a revision, each document is
/// rebuilt at that revision first. A selector with `frame.*` predicates lays documents out
/// (reusing the layouts the store kept from earlier queries when they are current).
///
/// Use one service from one thread at a time, like its store.
public final class QueryService {
    /// The store queried. Queries read it, and may store the layouts they compute.
    public let store: DocumentStoreReader

    /// A service over `store`; it opens nothing and keeps no state of its own.
    public init(store: DocumentStoreReader) {
        self.store = store
    }

    /// Views matching `selector` in `documents` (default: every document) at `revision`
    /// (default: each head). `canvas` (default: each document's own) is used when the
    /// selector tests frames; on a device's `screen`, documents are laid out there
    /// (`Document.placed(on:)`: its canvas, safe area and root margins).
    public func query(
        _ selector: SelectorList, documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil,
        screen: DeviceScreen? = nil
    ) throws -> QueryOutcome {
        var matches: [QueryMatch] = []
        var outcome = try query(selector, documents: names, revision: revision, canvas: canvas, screen: screen) { matches.append($0) }
        outcome.matches = matches
        return outcome
    }

    /// Like `query(_:documents:revision:canvas:)`, but hands each match to `body` as it is
    /// found, in the same order, rather than collecting them: the outcome's `matches` is empty.
    /// Documents read whole are read and matched one at a time, so memory stays that of one
    /// document (plus, for a selector the store can narrow, the views read around its candidates,
    /// and, for one that tests frames, the frames computed, kept for the store).
    ///
    /// A selector that tests frames at the head revisions reads them from each document's
    /// stored layout when it is current (same head, canvas and engine version), and lays the
    /// other documents out, then stores their frames for the next query (best effort: a store
    /// that cannot be written answers all the same). Layouts on a device's `screen` are
    /// neither read from nor kept in the store.
    public func query(
        _ selector: SelectorList, documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil,
        screen: DeviceScreen? = nil, each body: (QueryMatch) throws -> Void
    ) throws -> QueryOutcome {
        var computedLayouts: [StoredLayout] = []
        let outcome = try store.readConsistently {
            let statuses = try store.stateStatus(of: names)
            var outcome = QueryOutcome(matches: [], withoutCanvas: [])
            let plan: DocumentReadPlan
            if let revision {
                plan = DocumentReadPlan(store: store, statuses: statuses, revision: revision, selector: selector)
            } else if selector.needsLayout {
                plan = try framePlan(for: selector, statuses: statuses, canvas: canvas, screen: screen)
                outcome.readFromStateTables = plan.trees.count
            } else {
                plan = try headPlan(for: selector, statuses: statuses)
                outcome.readFromStateTables = plan.trees.count
            }
            // Documents wait here, in order, while those whose frames must be computed are
            // laid out together, on every core.
            var waiting: [WaitingTarget] = []
            var scenesWaiting = 0
            var framesBudget = Self.storedFramesBudget
            func matchWaiting() throws {
                var layouts = ConcurrentBatches.map(waiting.compactMap(\.scene)) { LayoutEngine.layout($0) }.makeIterator()
                for item in waiting {
                    var frames = item.frames
                    if item.scene != nil, let layout = layouts.next() {
                        outcome.laidOut += 1
                        frames = .layout(layout)
                        if revision == nil, screen == nil, framesBudget >= layout.views.count {
                            framesBudget -= layout.views.count
                            computedLayouts.append(StoredLayout(documentID: item.status.documentID, revision: item.revision, result: layout))
                        }
                    }
                    let target = QueryTarget(name: item.status.name, tree: item.tree, revision: item.revision, frames: frames)
                    try collect(selector, in: target, candidates: item.candidates, body)
                }
                waiting.removeAll()
                scenesWaiting = 0
            }
            func consume(_ source: DocumentSource) throws {
                var item: WaitingTarget
                switch source {
                case let .tree(status, tree, candidates: candidates, frames: frames):
                    if case .unnumbered = tree { outcome.readFromStateTables += 1 }
                    item = WaitingTarget(status: status, tree: tree.numbered(), revision: status.head, candidates: candidates)
                    item.frames = frames.map(QueryFrames.stored)
                case let .document(status, document, revision, candidates: candidates, frames: frames):
                    outcome.readThroughHead += 1
                    item = WaitingTarget(status: status, tree: DocumentQueryTree(document), revision: revision, candidates: candidates)
                    item.frames = frames.map(QueryFrames.stored)
                    if selector.needsLayout, frames == nil {
                        // Without a canvas (none given, none in the document) there is nothing to lay out.
                        if let screen {
                            item.scene = document.placed(on: screen).layoutScene(canvas: screen.canvas)
                        } else {
                            item.scene = (canvas ?? document.canvas).map(document.layoutScene)
                        }
                        if item.scene == nil { outcome.withoutCanvas.append(document.name) }
                    }
                }
                waiting.append(item)
                if item.scene != nil { scenesWaiting += 1 }
                if scenesWaiting == 0 || scenesWaiting >= ConcurrentBatches.batchSize { try matchWaiting() }
            }
            if plan.readsWhileMatching {
                // Reading the next document (the store, tree building) overlaps matching this one.
                try ReadAhead.run(produce: plan.read, consume: consume)
            } else {
                try plan.read { source in
                    try consume(source)
                    return true
                }
            }
            try matchWaiting()
            return outcome
        }
        // Best effort: the answer stands whether or not the frames could be kept.
        _ = try? store.storeLayouts(computedLayouts)
        return outcome
    }

    /// At most how many computed frames one query keeps in memory to store (about 50 MB);
    /// documents past it are laid out again by the next query.
    static let storedFramesBudget = 1 << 20

    /// A document read, waiting to be matched: its frames known, or its scene to lay out.
    private struct WaitingTarget {
        var status: DocumentStateStatus
        var tree: any QueryTree
        var revision: Int
        var candidates: Set<String>?
        var frames: QueryFrames?
        var scene: LayoutScene?
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
                document: target.name, revision: target.revision, view: node.id, kind: node.properties.kind.rawValue, name: node.properties.name,
                path: tree.path(of: number), frame: target.frames?.absoluteFrame(of: node.id)))
        }
    }
}
