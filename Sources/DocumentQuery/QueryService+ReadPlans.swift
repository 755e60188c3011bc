import DocumentStore
import StackDocument
import StackLayout

extension QueryService {
    /// What to read for a query at the head revisions that tests no frame: the pushdown to the store
    /// and the document pruning.
    func headPlan(for selector: SelectorList, statuses: [DocumentStateStatus]) throws -> DocumentReadPlan {
        let reader = CandidateReader(store: store)
        var filter = CandidateFilter(selector)
        if let pushed = filter, try reader.startsBroadly(pushed) {
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
        if let filter {
            let partial = try PartialTreeReader(store: store).trees(
                filter: filter, documents: current, projection: plan.projection, features: plan.features)
            plan.trees = partial.trees
            plan.candidateViews = partial.candidates
            plan.candidateDocuments = Set(partial.trees.keys)
        } else {
            plan.wholeDocuments = Set(current.map(\.documentID))
        }
        return plan
    }

    /// What to read for a query at the head revisions that tests frames. Documents whose
    /// stored layout is current are read as `headPlan` reads documents, with `frame.*` pushed
    /// down to the stored frames, and matched with those frames; the others are read through
    /// the store and laid out, narrowed by the rest of the pushdown. On a device's `screen`
    /// no stored layout is current: they were laid out with the documents' own safe areas.
    func framePlan(
        for selector: SelectorList, statuses: [DocumentStateStatus], canvas: Size?, screen: DeviceScreen? = nil
    ) throws -> DocumentReadPlan {
        let reader = CandidateReader(store: store)
        let trees = PartialTreeReader(store: store)
        var plan = DocumentReadPlan(store: store, statuses: statuses, revision: nil, selector: selector)
        plan.candidateDocuments = try reader.documentsWithAllCompounds(selector)
        plan.storedFrameDocuments = Set(statuses.lazy.filter { status in
            screen == nil && ((canvas ?? status.canvas).map(status.hasStoredLayout(at:)) ?? false)
        }.map(\.documentID))
        let current = statuses.filter { $0.isCurrent && (plan.candidateDocuments?.contains($0.documentID) ?? true) }
        let (stored, unstored) = (
            current.filter { plan.storedFrameDocuments.contains($0.documentID) },
            current.filter { !plan.storedFrameDocuments.contains($0.documentID) }
        )
        var candidateViews: [Int64: Set<String>] = [:]
        let plainFilter = CandidateFilter(selector)
        // More candidates than an eighth of the views (`*[frame.height<20]`) are read faster as
        // whole documents. When only frames narrow the subject, they are counted first; else
        // the partial read gives up once it passes that many.
        var frameFilter = CandidateFilter(selector, storedFrames: true)
        let broad = try reader.broadShare()
        if let pushed = frameFilter,
           try reader.startsBroadly(pushed, share: broad) || (plainFilter == nil && reader.passes(pushed, moreThan: broad)) {
            frameFilter = nil
        }
        if let pushed = frameFilter, let partial = try trees.trees(
            filter: pushed, documents: stored, projection: plan.projection, features: plan.features, candidateLimit: broad)
        {
            plan.trees = partial.trees
            plan.storedFrames = try trees.storedFrames(
                of: partial.trees, only: selector.testsOnlySubjectFrames ? partial.candidates : nil)
            candidateViews = partial.candidates
        } else {
            plan.wholeDocuments = Set(stored.map(\.documentID))
            plan.unnarrowedDocuments = plan.wholeDocuments
        }
        if let filter = plainFilter {
            candidateViews.merge(try reader.candidates(filter, in: Set(unstored.map(\.documentID)))) { $0.union($1) }
        } else {
            plan.unnarrowedDocuments.formUnion(unstored.map(\.documentID))
        }
        plan.candidateViews = candidateViews
        plan.candidateDocuments = Set(candidateViews.keys).union(plan.unnarrowedDocuments)
        return plan
    }
}
