import DocumentStore
import StackDocument
import StackLayout

/// One document as a query reads it, with its stored frames when the query tests frames and
/// the store holds the document's current layout.
enum DocumentSource: Sendable {
    /// From the stored state: the views around the candidates, numbered beforehand, or the
    /// whole document, numbered by the thread that matches it (so that numbering one document
    /// overlaps reading the next).
    case tree(DocumentStateStatus, ReadTree, candidates: Set<String>?, frames: [String: Rect]?)
    /// Through the store: rebuilt at a revision, or at the head when its stored state lags it
    /// or frames must be computed.
    case document(DocumentStateStatus, Document, revision: Int, candidates: Set<String>?, frames: [String: Rect]?)
}

/// Which documents a query reads, in order, and how. `read` runs on the read-ahead thread
/// (`ReadAhead`) and is the only code using the store while it runs.
struct DocumentReadPlan: @unchecked Sendable {
    // Unchecked: `store` is not Sendable. The thread that made the plan does not use the store
    // until `ReadAhead.run` returns, which is after `read` has.
    let store: DocumentStoreReader
    let statuses: [DocumentStateStatus]
    /// Rebuild every document at this revision; nil: the head revisions.
    let revision: Int?
    let projection: ViewColumnSet
    let features: SelectorFeatures
    /// Documents that can hold a match (nil: any).
    var candidateDocuments: Set<Int64>?
    /// The views of each document that can match (nil: any); a document it does not hold
    /// has none, unless `unnarrowedDocuments` holds it.
    var candidateViews: [Int64: Set<String>]?
    /// Documents any of whose views can match although `candidateViews` is set.
    var unnarrowedDocuments: Set<Int64> = []
    /// Trees read beforehand, around the candidates of a narrowed selector.
    var trees: [Int64: IndexedQueryTree] = [:]
    /// Current documents to read whole from the stored state when their turn comes.
    var wholeDocuments: Set<Int64> = []
    /// Documents whose frames come from their stored layout, and those frames
    /// already read for the trees read beforehand.
    var storedFrameDocuments: Set<Int64> = []
    var storedFrames: [Int64: [String: Rect]] = [:]

    init(store: DocumentStoreReader, statuses: [DocumentStateStatus], revision: Int?, selector: SelectorList) {
        self.store = store
        self.statuses = statuses
        self.revision = revision
        projection = ViewColumnSet(readBy: selector)
        features = SelectorFeatures(selector)
    }

    /// Whether `read` does work worth overlapping with matching: some document it hands over
    /// is not among the trees read beforehand, and is read there, whole or through the store.
    var readsWhileMatching: Bool {
        statuses.contains { !$0.isCurrent } || (candidateDocuments?.contains { trees[$0] == nil } ?? true)
    }

    /// Hands `emit` each document to match, in the order of `statuses`; stops when `emit`
    /// returns false. One document is in memory at a time, besides `trees`.
    func read(_ emit: (DocumentSource) throws -> Bool) throws {
        if let revision {
            for status in statuses {
                let document = try store.document(status.name, revision: revision)
                guard try emit(.document(status, document, revision: revision, candidates: nil, frames: nil)) else { return }
            }
            return
        }
        let reader = PartialTreeReader(store: store)
        for status in statuses {
            let id = status.documentID
            var candidates: Set<String>?
            func frames() throws -> [String: Rect]? {
                guard storedFrameDocuments.contains(id) else { return nil }
                return try storedFrames[id] ?? reader.storedFrames(of: id)
            }
            if status.isCurrent {
                guard candidateDocuments?.contains(id) ?? true else { continue }
                if let candidateViews, !unnarrowedDocuments.contains(id) { candidates = candidateViews[id] ?? [] }
                let tree = wholeDocuments.contains(id)
                    ? .unnumbered(try reader.wholeTree(of: id, projection: projection, features: features))
                    : trees[id].map(ReadTree.numbered)
                if let tree {
                    guard try emit(.tree(status, tree, candidates: candidates, frames: try frames())) else { return }
                    continue
                }
            }
            // The stored state lags this document's head, or frames must be computed: read it whole.
            let document = try store.document(status.name)
            guard try emit(.document(status, document, revision: status.head, candidates: candidates, frames: try frames())) else {
                return
            }
        }
    }
}
