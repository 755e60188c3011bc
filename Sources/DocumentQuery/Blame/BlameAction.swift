import StackDocument
import StackLayout

/// One thing a revision did to a view.
public enum BlameAction: Sendable, Hashable, CustomStringConvertible {
    /// The view came into the document (imported with it, inserted, or put back by an undo).
    case created(parent: String?)
    /// The view left the document (with its superview's subtree, or alone).
    case removed(parent: String)
    /// The view joined a stack's arranged views at `index`.
    case arranged(stack: String, index: Int)
    /// The view left a stack's arranged views (it stays a subview).
    case unarranged(stack: String, index: Int)
    /// The view moved within its stack's arranged order.
    case movedInArrangedOrder(stack: String, from: Int, to: Int)
    /// The view moved within its superview's z-order.
    case movedInZOrder(parent: String, from: Int, to: Int)
    /// The view moved to another superview.
    case reparented(from: String, to: String)
    /// The view became hidden.
    case hidden
    /// The view stopped being hidden.
    case unhidden
    /// A property other than `hidden` changed (values as the format writes them).
    case propertyChanged(property: String, old: JSONValue, new: JSONValue)
    /// A constraint naming the view was added or removed.
    case constraintAdded(LayoutConstraint)
    /// A constraint naming the view was removed.
    case constraintRemoved(LayoutConstraint)

    /// A short word for the action, as `--format json` writes it in `"action"`.
    public var name: String {
        switch self {
        case .created: "created"
        case .removed: "removed"
        case .arranged: "arranged"
        case .unarranged: "unarranged"
        case .movedInArrangedOrder: "movedArranged"
        case .movedInZOrder: "movedZ"
        case .reparented: "reparented"
        case .hidden: "hidden"
        case .unhidden: "unhidden"
        case .propertyChanged: "set"
        case .constraintAdded: "constraintAdded"
        case .constraintRemoved: "constraintRemoved"
        }
    }

    /// The action for people: `moved in row's arranged order from 0 to 2`.
    public var description: String { description(naming: { $0 }) }

    /// The other views the action names (a superview, a stack, a constraint's views).
    public var views: [String] {
        switch self {
        case .created(let parent): parent.map { [$0] } ?? []
        case .removed(let parent): [parent]
        case .arranged(let stack, _), .unarranged(let stack, _), .movedInArrangedOrder(let stack, _, _): [stack]
        case .movedInZOrder(let parent, _, _): [parent]
        case .reparented(let from, let to): [from, to]
        case .hidden, .unhidden, .propertyChanged: []
        case .constraintAdded(let constraint), .constraintRemoved(let constraint): constraint.views
        }
    }

    /// The action for people, each view it names written by `label` (`ViewLabel.text`, to
    /// show names beside ids): `moved in Buttons (row)'s arranged order from 0 to 2`.
    public func description(naming label: (String) -> String) -> String {
        switch self {
        case .created(let parent): parent.map { "created in \(label($0))" } ?? "created as the root"
        case .removed(let parent): "removed from \(label(parent))"
        case .arranged(let stack, let index): "arranged in \(label(stack)) at \(index)"
        case .unarranged(let stack, let index): "unarranged from \(label(stack)) (was at \(index))"
        case .movedInArrangedOrder(let stack, let from, let to): "moved in \(label(stack))'s arranged order from \(from) to \(to)"
        case .movedInZOrder(let parent, let from, let to): "moved in \(label(parent))'s z-order from \(from) to \(to)"
        case .reparented(let from, let to): "moved from \(label(from)) to \(label(to))"
        case .hidden: "hidden"
        case .unhidden: "unhidden"
        case .propertyChanged(let property, let old, let new):
            "\(property): \(JSONWriter.string(old, style: .compact)) -> \(JSONWriter.string(new, style: .compact))"
        case .constraintAdded(let constraint): "constraint \(constraint.id ?? "") added: \(constraint)"
        case .constraintRemoved(let constraint): "constraint \(constraint.id ?? "") removed: \(constraint)"
        }
    }

    /// The fields of the action for JSON output (besides `"action"`).
    public var jsonFields: [(key: String, value: JSONValue)] {
        func number(_ n: Int) -> JSONValue { .number(Double(n)) }
        switch self {
        case .created(let parent): return [("parent", parent.map(JSONValue.string) ?? .null)]
        case .removed(let parent): return [("parent", .string(parent))]
        case .arranged(let stack, let index), .unarranged(let stack, let index):
            return [("stack", .string(stack)), ("index", number(index))]
        case .movedInArrangedOrder(let stack, let from, let to): return [("stack", .string(stack)), ("from", number(from)), ("to", number(to))]
        case .movedInZOrder(let parent, let from, let to): return [("parent", .string(parent)), ("from", number(from)), ("to", number(to))]
        case .reparented(let from, let to): return [("from", .string(from)), ("to", .string(to))]
        case .hidden, .unhidden: return []
        case .propertyChanged(let property, let old, let new): return [("property", .string(property)), ("old", old), ("new", new)]
        case .constraintAdded(let constraint), .constraintRemoved(let constraint):
            return [("constraint", .string(constraint.id ?? "")), ("description", .string(constraint.description))]
        }
    }
}
