/// One view in a document: its properties and its place in the tree.
public struct ViewNode: Hashable, Sendable {
    /// The view's id, unique within its document.
    public let id: String
    /// Its kind and the values of the format's view and stack keys.
    public internal(set) var properties: ViewProperties
    /// The superview's id; `nil` for the root.
    public internal(set) var parent: String?
    /// Child view ids in z-order, back to front.
    public internal(set) var subviews: [String]
    /// Arranged subview ids in arranged order (stacks only); a subset of `subviews`.
    public internal(set) var arranged: [String]

    package init(id: String, properties: ViewProperties, parent: String?, subviews: [String] = [], arranged: [String] = []) {
        self.id = id
        self.properties = properties
        self.parent = parent
        self.subviews = subviews
        self.arranged = arranged
    }

    /// Whether the view is a stack view (kind `stack`), the only kind with arranged views.
    public var isStack: Bool { properties.stack != nil }
}

/// A view with its whole subtree, as it appears nested in a JSON document or in an edit
/// that inserts a new view.
public struct ViewTree: Hashable, Sendable {
    /// The view's id: letters, digits, `_` and `-`, unique within the document.
    public var id: String
    /// Its kind and the values of the format's view and stack keys.
    public var properties: ViewProperties
    /// Children in z-order, back to front.
    public var subviews: [ViewTree]
    /// Arranged children in arranged order (stacks only).
    public var arranged: [String]

    /// A view with its subtree. `arranged` `nil` arranges every subview of a stack, in
    /// z-order, and none of any other kind of view. Nothing is checked until the tree joins a
    /// document (`Document.init`, an `insert` or `addSubview` edit).
    public init(id: String, properties: ViewProperties = ViewProperties(), subviews: [ViewTree] = [], arranged: [String]? = nil) {
        self.id = id
        self.properties = properties
        self.subviews = subviews
        self.arranged = arranged ?? (properties.stack != nil ? subviews.map(\.id) : [])
    }

    /// Every id in the subtree, preorder.
    public var allIDs: [String] {
        var ids: [String] = []
        func visit(_ tree: ViewTree) {
            ids.append(tree.id)
            tree.subviews.forEach(visit)
        }
        visit(self)
        return ids
    }
}
