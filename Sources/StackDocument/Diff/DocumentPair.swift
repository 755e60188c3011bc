
/// Two revisions of one document side by side, each tree walked once. Views are matched by id:
/// ids are never reused within a document's history.
struct DocumentPair {
    let old: Document
    let new: Document
    /// `old`'s view ids, depth first, each parent before its subviews, siblings back to front.
    let oldOrder: [String]
    /// `new`'s view ids in the same order.
    let newOrder: [String]
    /// Views both documents have, in `new`'s order.
    let commonViews: [String]

    /// Pairs two documents that edits can turn into one another: the same root, and no view
    /// that is a stack in one and another kind in the other (`set` cannot change that). O(n).
    init(old: Document, new: Document) throws(DocumentError) {
        try old.checkRevisable(into: new)
        self.old = old
        self.new = new
        oldOrder = old.depthFirstIDs
        newOrder = new.depthFirstIDs
        commonViews = newOrder.filter { old[$0] != nil }
    }
}

extension Document {
    /// Where view `id` sits in its superview; `nil` for the root or an unknown view. O(s) for
    /// s siblings.
    func position(of id: String) -> DocumentDiff.Position? {
        guard let parentID = self[id]?.parent, let parent = self[parentID] else { return nil }
        return DocumentDiff.Position(
            parent: parentID, zIndex: parent.subviews.firstIndex(of: id)!, arrangedIndex: parent.arranged.firstIndex(of: id))
    }
}
