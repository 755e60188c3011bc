import StackLayout

/// One primitive change to a document. Every edit is carried out as a short list of these,
/// each holding what it replaced, so that
/// - the inverse of any change is another change (`inverse`), which is how undo works;
/// - the store can write exactly the rows a change touched;
/// - a revision can be replayed forwards or backwards without re-running the edit's rules.
///
/// Indexes are positions at the moment the change applies. Structural changes move one
/// view: a subtree is added top-down and removed bottom-up.
public enum DocumentChange: Hashable, Sendable {
    /// A view without children joins `parent`'s subviews at `zIndex`.
    case addView(id: String, properties: ViewProperties, parent: String, zIndex: Int)
    /// A view without children (and not arranged) leaves `parent`'s subviews from `zIndex`.
    case removeView(id: String, properties: ViewProperties, parent: String, zIndex: Int)
    /// `view` joins `stack`'s arranged views at `index`.
    case arrange(view: String, stack: String, index: Int)
    /// `view` leaves `stack`'s arranged views from `index`.
    case unarrange(view: String, stack: String, index: Int)
    /// `view` moves within its superview's z-order.
    case moveZ(view: String, parent: String, from: Int, to: Int)
    /// `view` (not arranged) moves to another superview.
    case reparent(view: String, from: ZPosition, to: ZPosition)
    /// A view's properties change from `old` to `new`.
    case setProperties(view: String, old: ViewProperties, new: ViewProperties)
    /// A constraint joins the document's list at `index`.
    case addConstraint(LayoutConstraint, index: Int)
    /// A constraint leaves the document's list from `index`.
    case removeConstraint(LayoutConstraint, index: Int)

    /// The change that undoes this one.
    public var inverse: DocumentChange {
        switch self {
        case let .addView(id, properties, parent, zIndex): .removeView(id: id, properties: properties, parent: parent, zIndex: zIndex)
        case let .removeView(id, properties, parent, zIndex): .addView(id: id, properties: properties, parent: parent, zIndex: zIndex)
        case let .arrange(view, stack, index): .unarrange(view: view, stack: stack, index: index)
        case let .unarrange(view, stack, index): .arrange(view: view, stack: stack, index: index)
        case let .moveZ(view, parent, from, to): .moveZ(view: view, parent: parent, from: to, to: from)
        case let .reparent(view, from, to): .reparent(view: view, from: to, to: from)
        case let .setProperties(view, old, new): .setProperties(view: view, old: new, new: old)
        case let .addConstraint(constraint, index): .removeConstraint(constraint, index: index)
        case let .removeConstraint(constraint, index): .addConstraint(constraint, index: index)
        }
    }

    /// The view this change adds, removes, moves or sets (`nil` for constraint changes).
    public var view: String? {
        switch self {
        case .addView(let id, _, _, _), .removeView(let id, _, _, _): id
        case .arrange(let view, _, _), .unarrange(let view, _, _), .moveZ(let view, _, _, _),
            .reparent(let view, _, _), .setProperties(let view, _, _): view
        case .addConstraint, .removeConstraint: nil
        }
    }
}

/// A place in a superview's z-order.
public struct ZPosition: Hashable, Sendable {
    /// The superview's id.
    public var parent: String
    /// The index among its subviews, from 0 at the back.
    public var index: Int

    /// The place at `index` of `parent`'s subviews.
    public init(parent: String, index: Int) {
        self.parent = parent
        self.index = index
    }
}

extension Array where Element == DocumentChange {
    /// The changes that undo these, in the order to apply them.
    public var inverted: [DocumentChange] { reversed().map(\.inverse) }
}

extension Document {
    /// Applies one primitive change. Each is checked against the document before anything
    /// moves (a change read back from storage is not trusted), so a failed change leaves
    /// the document as it was. Cost: O(1) for properties, O(k) for an ordering of k children,
    /// O(c) for the constraint list.
    public mutating func apply(_ change: DocumentChange) throws(DocumentError) {
        func fail(_ reason: String) -> DocumentError {
            DocumentError("cannot apply \(change): \(reason)")
        }
        switch change {
        case let .addView(id, properties, parent, zIndex):
            guard nodes[id] == nil else { throw fail("view \"\(id)\" exists") }
            guard let count = nodes[parent]?.subviews.count else { throw fail("no view \"\(parent)\"") }
            guard (0...count).contains(zIndex) else { throw fail("z-index out of range") }
            nodes[id] = ViewNode(id: id, properties: properties, parent: parent)
            nodes[parent]!.subviews.insert(id, at: zIndex)
        case let .removeView(id, _, parent, zIndex):
            guard let node = nodes[id], node.parent == parent, node.subviews.isEmpty else {
                throw fail("\"\(id)\" is not a childless subview of \"\(parent)\"")
            }
            guard nodes[parent]!.subviews.indices.contains(zIndex), nodes[parent]!.subviews[zIndex] == id,
                !nodes[parent]!.arranged.contains(id)
            else { throw fail("\"\(id)\" is not at z-index \(zIndex) or is still arranged") }
            nodes[parent]!.subviews.remove(at: zIndex)
            nodes[id] = nil
        case let .arrange(view, stack, index):
            try arrange(view, in: stack, at: index, alreadyArranged: nodes[stack]?.arranged.contains(view) ?? false)
        case let .unarrange(view, stack, index):
            // No copy of the stack's node is held while its list changes: that would copy the list.
            guard nodes[stack]?.arranged.indices.contains(index) == true, nodes[stack]!.arranged[index] == view
            else { throw fail("\"\(view)\" is not arranged at \(index) in \"\(stack)\"") }
            nodes[stack]!.arranged.remove(at: index)
        case let .moveZ(view, parent, from, to):
            guard let siblings = nodes[parent]?.subviews, siblings.indices.contains(from), siblings[from] == view,
                siblings.indices.contains(to)
            else { throw fail("\"\(view)\" is not at z-index \(from) of \"\(parent)\"") }
            nodes[parent]!.subviews.remove(at: from)
            nodes[parent]!.subviews.insert(view, at: to)
        case let .reparent(view, from, to):
            guard let node = nodes[view], node.parent == from.parent,
                nodes[from.parent]!.subviews.indices.contains(from.index), nodes[from.parent]!.subviews[from.index] == view,
                !nodes[from.parent]!.arranged.contains(view)
            else { throw fail("\"\(view)\" is not an unarranged subview of \"\(from.parent)\" at \(from.index)") }
            guard let target = nodes[to.parent], (0...target.subviews.count).contains(to.index),
                !isView(to.parent, inSubtreeOf: view)
            else { throw fail("\"\(to.parent)\" cannot take \"\(view)\" at z-index \(to.index)") }
            nodes[from.parent]!.subviews.remove(at: from.index)
            nodes[to.parent]!.subviews.insert(view, at: to.index)
            nodes[view]!.parent = to.parent
        case let .setProperties(view, old, new):
            guard nodes[view]?.properties == old else { throw fail("\"\(view)\" does not hold the expected properties") }
            nodes[view]!.properties = new
        case let .addConstraint(constraint, index):
            guard (0...constraints.count).contains(index), let id = constraint.id, constraintIndex(id: id) == nil else {
                throw fail("constraint index out of range or id in use")
            }
            constraints.insert(constraint, at: index)
        case let .removeConstraint(constraint, index):
            guard constraints.indices.contains(index), constraints[index] == constraint else {
                throw fail("constraint \"\(constraint.id ?? "")\" is not at \(index)")
            }
            constraints.remove(at: index)
        }
    }

    /// Places `view`, a subview of `stack`, at `index` of its arranged views, unless it is
    /// `alreadyArranged` there. O(k - index) for k arranged views.
    private mutating func arrange(
        _ view: String, in stack: String, at index: Int, alreadyArranged: Bool
    ) throws(DocumentError) {
        guard nodes[view]?.parent == stack, nodes[stack]?.isStack == true, !alreadyArranged,
            (0...nodes[stack]!.arranged.count).contains(index)
        else { throw DocumentError("cannot apply \(DocumentChange.arrange(view: view, stack: stack, index: index)): \"\(view)\" cannot be arranged in \"\(stack)\" at \(index)") }
        nodes[stack]!.arranged.insert(view, at: index)
    }

    /// Applies changes in order; if one fails, the ones already applied are undone and the
    /// error is rethrown, so the document is unchanged. O(total size of the changes): a run
    /// of several views arranged in one stack (a new subtree's) checks them against one set of
    /// the stack's arranged views rather than its list each time; a single one, against the list.
    public mutating func apply(_ changes: [DocumentChange]) throws(DocumentError) {
        var run: (stack: String, arranged: Set<String>?)?
        for (done, change) in changes.enumerated() {
            do {
                if case let .arrange(view, stack, index) = change {
                    if run?.stack != stack {
                        let next = done + 1 < changes.count ? changes[done + 1] : nil
                        if case .arrange(_, stack, _)? = next {
                            run = (stack, Set(nodes[stack]?.arranged ?? []))
                        } else {
                            run = (stack, nil)
                        }
                    }
                    let alreadyArranged = run!.arranged.map { $0.contains(view) } ?? nodes[stack]?.arranged.contains(view) ?? false
                    try arrange(view, in: stack, at: index, alreadyArranged: alreadyArranged)
                    run!.arranged?.insert(view)
                } else {
                    run = nil
                    try apply(change)
                }
            } catch {
                for applied in changes[..<done].reversed() { try! apply(applied.inverse) }
                throw error
            }
        }
    }
}
