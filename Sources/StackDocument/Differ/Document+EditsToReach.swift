import StackLayout

extension Document {
    /// The edits that turn this document into `target`, a later state of the same document:
    /// applied in order (`apply`), they give a document equal to `target` apart from the name
    /// and canvas, which edits do not change.
    ///
    /// Views are matched by id and constraints by id and content. Few edits are planned: a new
    /// subtree is one `insert` or `addSubview` carrying its properties, a removed subtree one
    /// `remove`, a view that changes superview one move, and in each ordering of a superview
    /// only the views outside the largest group whose relative order held are moved. Then one
    /// `hide` / `unhide` and one `set` per property that differs, and the constraints that are
    /// not kept removed and added at their index. The order of the phases is described on
    /// `EditPlanner`.
    ///
    /// Throws when no edits reach `target`: the roots differ, a view is a stack in one document
    /// and another kind in the other, or `target` breaks a rule that edits keep.
    ///
    /// Cost: O(n log n + c log c) for n views and c constraints (O(n s) to place views among at
    /// most s siblings), plus applying the planned edits to a working copy.
    public func edits(toReach target: Document) throws(DocumentError) -> [Edit] {
        try checkRevisable(into: target)
        return try EditPlanner.edits(
            from: self, to: target, keeping: KeptConstraints.ids(old: constraints, new: target.constraints))
    }

    /// Checks that edits can turn this document into `other`: the same root, and no view that
    /// is a stack in one and another kind in the other (`set` cannot change that). O(n).
    package func checkRevisable(into other: Document) throws(DocumentError) {
        guard rootID == other.rootID else {
            throw DocumentError(
                "the documents have different roots (\"\(rootID)\" and \"\(other.rootID)\"), so they are not revisions of one document")
        }
        for id in other.depthFirstIDs {
            guard let mine = self[id], let theirs = other[id], mine.isStack != theirs.isStack else { continue }
            throw DocumentError(
                "view \"\(id)\" is a \(mine.properties.kind) in one document and a \(theirs.properties.kind) in the other;"
                    + " a view cannot change between a stack and another kind")
        }
    }
}

/// Which constraints two lists of a document's constraints share: a constraint is kept when
/// both lists have it with the same id and content and it keeps its place relative to the
/// other kept ones (as many as possible stay, `StableOrder`).
package enum KeptConstraints {
    /// The ids of the constraints of `old` that stay in `new`; each list holds distinct ids.
    /// O(c log c) for c constraints.
    package static func ids(old: [LayoutConstraint], new: [LayoutConstraint]) -> Set<String> {
        // A document names every constraint.
        let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id!, $0) })
        let unchanged = old.filter { newByID[$0.id!] == $0 }.map { $0.id! }
        return StableOrder.kept(from: unchanged, to: new.map { $0.id! })
    }
}
