import DocumentStore
import StackDocument

/// One document as a query reads it.
enum DocumentSource: Sendable {
    /// From the state tables (whole, or the views around the candidates); `readWhole` tells which.
    case tree(DocumentStateStatus, IndexedQueryTree, candidates: Set<String>?, readWhole: Bool)
    /// Through the store: rebuilt at a revision, or at the head when the state tables lag it
    /// or frames are needed.
    case document(Document, revision: Int, candidates: Set<String>?)
}

/// Which documents a query reads, in order, and how. `read` runs on the read-ahead thread
/// (`ReadAhead`) and is the only code using the store while it runs.
struct DocumentReadPlan: @unchecked Sendable {
    // Unchecked: `store` is not Sendable. The thread that made the plan does not use the store
    // until `ReadAhead.run` returns, which is after `read` has.
    let store: DocumentStore
    let statuses: [DocumentStateStatus]
    /// Rebuild every document at this revision; nil: the head revisions.
    let revision: Int?
    let projection: ColumnProjection
    let features: SelectorFeatures
    /// Documents that can hold a match (nil: any).
    var candidateDocuments: Set<Int64>?
    /// The views of each document that can match (nil: any).
    var candidateViews: [Int64: Set<String>]?
    /// Trees read beforehand, around the candidates of a narrowed selector.
    var trees: [Int64: IndexedQueryTree] = [:]
    /// Read each current document whole from the state tables when its turn comes.
    var readsWholeDocuments = false

    init(store: DocumentStore, statuses: [DocumentStateStatus], revision: Int?, selector: SelectorList) {
        self.store = store
        self.statuses = statuses
        self.revision = revision
        projection = ColumnProjection(selector)
        features = SelectorFeatures(selector)
    }

    /// Whether `read` does work worth overlapping with matching: every document it hands over
    /// that is not among the trees read beforehand is read there, whole or through the store.
    var readsWhileMatching: Bool {
        trees.isEmpty || statuses.contains { !$0.isCurrent }
    }

    /// Hands `emit` each document to match, in the order of `statuses`; stops when `emit`
    /// returns false. One document is in memory at a time, besides `trees`.
    func read(_ emit: (DocumentSource) throws -> Bool) throws {
        if let revision {
            for status in statuses {
                let document = try store.document(status.name, revision: revision)
                guard try emit(.document(document, revision: revision, candidates: nil)) else { return }
            }
            return
        }
        let reader = PartialTreeReader(store: store)
        for status in statuses {
            var candidates: Set<String>?
            if status.isCurrent {
                guard candidateDocuments?.contains(status.documentID) ?? true else { continue }
                candidates = candidateViews.map { $0[status.documentID] ?? [] }
                let tree = readsWholeDocuments
                    ? try reader.wholeTree(of: status.documentID, projection: projection, features: features)
                    : trees[status.documentID]
                if let tree {
                    guard try emit(.tree(status, tree, candidates: candidates, readWhole: readsWholeDocuments)) else { return }
                    continue
                }
            }
            // The tables lag this document's head, or frames are needed: read it whole.
            guard try emit(.document(try store.document(status.name), revision: status.head, candidates: candidates)) else { return }
        }
    }
}
