import StackLayout

/// One change a user asks for, in the vocabulary of the format spec (and of UIKit).
/// A revision is one or more edits applied together.
public enum Edit: Hashable, Sendable {
    /// `insertArrangedSubview(_:at:)`; `addArrangedSubview` is `index == arranged.count`.
    case insert(stack: String, index: Int, view: ViewSource)
    /// `addSubview` (zIndex `nil`: on top) / `insertSubview(_:at:)`.
    case addSubview(parent: String, view: ViewSource, zIndex: Int?)
    /// `removeArrangedSubview` / `removeFromSuperview`.
    case remove(view: String, from: RemovalScope)
    /// `isHidden = true`.
    case hide(view: String)
    /// `isHidden = false`.
    case unhide(view: String)
    /// A property setter; `value` is the property's JSON value, `null` for its default.
    case set(view: String, property: ViewProperty, value: JSONValue)
    /// `bringSubviewToFront` / `sendSubviewToBack` / `exchangeSubview`.
    case moveZ(view: String, zIndex: Int)
    /// `isActive = true`; `index` places it in the document's list (default: last).
    case addConstraint(LayoutConstraint, index: Int?)
    /// `isActive = false`.
    case removeConstraint(id: String)

    /// The `op` of this edit in JSON: `"insert"`, `"addSubview"`, `"remove"`, ...
    public var op: String {
        switch self {
        case .insert: "insert"
        case .addSubview: "addSubview"
        case .remove: "remove"
        case .hide: "hide"
        case .unhide: "unhide"
        case .set: "set"
        case .moveZ: "moveZ"
        case .addConstraint: "addConstraint"
        case .removeConstraint: "removeConstraint"
        }
    }
}

/// The view an `insert` or `addSubview` places: a new one with its subtree, or one already
/// in the document (which moves).
public enum ViewSource: Hashable, Sendable {
    /// A new view with its subtree; its ids must be new to the document.
    case new(ViewTree)
    /// The view with this id, which leaves its current place.
    case existing(String)
}

/// What `remove` takes a view out of.
public enum RemovalScope: String, CaseIterable, Hashable, Sendable {
    /// The stack's arranged views only: the view stays a subview and is still drawn.
    case arranged
    /// Its superview: the view, its subtree and every constraint mentioning them go.
    case superview
}
