import StackLayout

/// How two constraint lists differ. A constraint is kept when both lists have it with the same
/// id and content and it keeps its place relative to the other kept ones (as many as
/// possible stay, `StableOrder`). Every other constraint of the old list is removed and every
/// other of the new list added: a constraint whose content changed under the same id, or
/// that moved in the list, counts as removed and added.
struct ConstraintChanges {
    /// Ids of the constraints that stay.
    let kept: Set<String>
    /// In the new list's order.
    let added: [LayoutConstraint]
    /// In the old list's order.
    let removed: [LayoutConstraint]

    /// Compares two lists of a document's constraints, each with distinct ids.
    /// O(c log c) for c constraints.
    init(old: [LayoutConstraint], new: [LayoutConstraint]) {
        let kept = KeptConstraints.ids(old: old, new: new)
        self.kept = kept
        added = new.filter { !kept.contains($0.id!) }
        removed = old.filter { !kept.contains($0.id!) }
    }
}
