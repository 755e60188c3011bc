import StackLayout

/// What changed between two revisions of one document, view by view, and the edits that
/// make the change.
///
/// - Views are matched by id. Added and removed views come with their place (a new or
///   removed subtree lists each of its views); views that change superview are reparented;
///   views that keep their superview are moved in its z-order or arranged order only when
///   they left the largest group of siblings whose relative order held (`Move`).
/// - Properties are compared as the JSON values `set` takes, written out even when they are
///   defaults; `hidden` is reported apart as hidden / unhidden.
/// - Constraints: a constraint is kept when both documents have it with the same id and
///   content, in the same place relative to the other kept ones (as many as possible are
///   kept). Every other constraint counts as removed or added, so one whose content changed
///   under the same id, or that moved in the list, is reported removed and added.
/// - Frames are compared only when given, for views of both documents (tolerance
///   `frameTolerance`).
/// - `edits` turn the old document into the new one exactly, so `try old.apply(diff.edits)`
///   gives a document equal to `new`, apart from the name and canvas, which a diff ignores.
///
/// Entries follow the new document's tree (depth first, siblings back to front); removed views
/// and constraints follow the old document's order.
public struct DocumentDiff: Hashable, Sendable {
    /// The largest difference in x, y, width or height between two frames that still counts
    /// as no change.
    public static let frameTolerance = 1e-9

    /// Views only the new document has, each with its place and properties.
    public let added: [AddedView]
    /// Views only the old document has, each with the place it had.
    public let removed: [RemovedView]
    /// Views that stay under their superview but move in its z-order or arranged order.
    public let moved: [Move]
    /// Views that change superview.
    public let reparented: [Reparent]
    /// Views of both documents that become hidden.
    public let hidden: [String]
    /// Views of both documents that stop being hidden.
    public let unhidden: [String]
    /// Properties that changed, other than `hidden`, with their old and new values.
    public let properties: [PropertyChange]
    /// Constraints of the new document not kept from the old one, in the new list's order.
    public let constraintsAdded: [LayoutConstraint]
    /// Constraints of the old document not kept, in the old list's order.
    public let constraintsRemoved: [LayoutConstraint]
    /// Frames that changed, for views of both documents; empty unless frames were given.
    public let frames: [FrameChange]
    /// The format's edits that turn the old document into the new one, each valid where it
    /// applies: constraints that go (except those that go with their views), then views
    /// placed under their new superviews (new subtrees whole, existing views moved, ancestors
    /// first), views that go, both orderings of each superview, properties, and last the new
    /// constraints, each at its index.
    public let edits: [Edit]
    /// The names of the views of either document that have one (`ViewProperties.name`), the
    /// new document's where both do, keyed by view id: output names views by them.
    public let viewNames: [String: String]

    /// The diff from `old` to `new`, two revisions of one document; `frames` are the views'
    /// frames after laying each out (for example at one canvas size), keyed by view id.
    ///
    /// Throws when no list of edits turns `old` into `new`, so they cannot be revisions of one
    /// document: the roots differ, a view is a stack in one and another kind in the other, or
    /// `new` breaks a rule of the format that edits keep.
    ///
    /// Cost: O(n log n + c log c) for n views and c constraints (O(n s) to locate views among
    /// at most s siblings), plus applying the planned edits to a working copy.
    public init(
        from old: Document, to new: Document, frames: (old: [String: Rect], new: [String: Rect])? = nil
    ) throws(DocumentError) {
        let pair = try DocumentPair(old: old, new: new)
        let constraints = ConstraintChanges(old: old.constraints, new: new.constraints)
        added = pair.addedViews
        removed = pair.removedViews
        moved = pair.moves
        reparented = pair.reparentedViews
        (hidden, unhidden) = pair.visibilityChanges
        properties = pair.propertyChanges
        constraintsAdded = constraints.added
        constraintsRemoved = constraints.removed
        self.frames = frames.map { pair.frameChanges(old: $0.old, new: $0.new) } ?? []
        edits = try old.edits(toReach: new)
        var names: [String: String] = [:]
        for document in [old, new] {
            for (id, node) in document.nodes { if let name = node.properties.name { names[id] = name } }
        }
        viewNames = names
    }

    /// Whether nothing changed: the documents are equal apart from name and canvas, and no
    /// frame changed. Then `edits` is empty too.
    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && moved.isEmpty && reparented.isEmpty && hidden.isEmpty
            && unhidden.isEmpty && properties.isEmpty && constraintsAdded.isEmpty && constraintsRemoved.isEmpty
            && frames.isEmpty
    }
}
