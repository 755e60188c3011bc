/// Plans the edits that turn one document into another exactly: ids, both orderings, hidden
/// flags, every property, the constraints and their order in the list.
///
/// Each edit is applied to a working copy as it is planned, so every index is the one in force
/// when the edit applies and UIKit's rules (`Document.apply`) are followed, not re-derived.
/// The phases, in order:
/// 1. remove the constraints that go, except those that go with a removed view;
/// 2. walk the new tree top-down: add each new view with the new views below it (`.new`), and
///    move each view whose superview changes into it (`.existing`). A view's new superview and
///    all its ancestors are in place before it, so no view is put inside its own subtree, and a
///    view that leaves a subtree about to be removed is out before the removal;
/// 3. remove the views that go, top-most first (only views that go are left below them);
/// 4. per superview, re-order the subviews (`moveZ`), take out of the arranged views those that
///    are no longer arranged, then arrange and re-order (`insert` of existing views), moving only
///    the views outside the stable order (`Reordering`);
/// 5. set the properties that differ (`hide` / `unhide`, `set`), custom spacing included: its
///    keys must name subviews of the stack, and now they all are in place;
/// 6. add the new constraints in list order, each at its index (views and kinds are final).
///
/// Cost: O(n log n) over n views to plan, O(s) more per view placed or moved among s siblings,
/// plus applying each edit to the working copy (about O(s + d) at depth d; O(c) for c
/// constraints when a view leaves its superview or a constraint is added or removed; O(t) to
/// check a new subtree of t views).
struct EditPlanner {
    /// The document the edits start from.
    let source: Document
    /// The document the edits reach.
    let target: Document
    /// `source`'s view ids, depth first.
    let sourceOrder: [String]
    /// `target`'s view ids, depth first.
    let targetOrder: [String]
    private let keptConstraints: Set<String>
    /// The old document with the edits planned so far applied.
    private(set) var working: Document
    private var edits: [Edit] = []

    /// The edits that turn `source` into `target`, keeping the constraints in `keptConstraints`
    /// (`KeptConstraints.ids`). The documents must pass `checkRevisable`. Throws when an edit is
    /// rejected: `target` breaks a rule that edits keep, so no list of edits reaches it.
    static func edits(from source: Document, to target: Document, keeping keptConstraints: Set<String>) throws(DocumentError) -> [Edit] {
        var planner = EditPlanner(
            source: source, target: target, sourceOrder: source.depthFirstIDs, targetOrder: target.depthFirstIDs,
            keptConstraints: keptConstraints, working: source)
        try planner.removeConstraints()
        try planner.placeViews()
        try planner.removeViews()
        for id in planner.targetOrder { try planner.reorderChildren(of: id) }
        for id in planner.targetOrder { try planner.setProperties(of: id) }
        try planner.addConstraints()
        return planner.edits
    }

    /// Applies `edit` to the working copy and records it.
    mutating func emit(_ edit: Edit) throws(DocumentError) {
        do {
            _ = try working.apply(edit)
        } catch {
            throw DocumentError("no edits turn the old document into the new one: \(edit) is rejected: \(error.message)")
        }
        edits.append(edit)
    }

    // MARK: Constraints

    /// Phase 1: constraints that go and mention no view that goes (those go with their view).
    private mutating func removeConstraints() throws(DocumentError) {
        for constraint in source.constraints where !keptConstraints.contains(constraint.id!) {
            guard constraint.views.allSatisfy({ target[$0] != nil }) else { continue }
            try emit(.removeConstraint(id: constraint.id!))
        }
    }

    /// Phase 6: each constraint of the new list that is not there yet, at its index. The kept
    /// constraints are in the new list's relative order, so inserting the others in list order
    /// at their final index builds the list front to back.
    private mutating func addConstraints() throws(DocumentError) {
        for (index, constraint) in target.constraints.enumerated() where !keptConstraints.contains(constraint.id!) {
            try emit(.addConstraint(constraint, index: index))
        }
    }

    // MARK: Properties

    /// Phase 5: `hide` / `unhide`, then `set` for each other property that differs, with its
    /// explicit JSON value.
    private mutating func setProperties(of id: String) throws(DocumentError) {
        let (have, want) = (working[id]!.properties, target[id]!.properties)
        guard have != want else { return }
        if have.hidden != want.hidden {
            try emit(want.hidden ? .hide(view: id) : .unhide(view: id))
        }
        for property in ViewProperty.allCases where property != .hidden {
            if let value = want.explicitJSONValue(of: property), value != have.explicitJSONValue(of: property) {
                try emit(.set(view: id, property: property, value: value))
            }
        }
    }
}
