import StackLayout

/// A layout document: a tree of views, each stack's arranged order kept apart from the
/// subviews' z-order, and the document's own constraints.
///
/// Views are held flat, keyed by id, each with its parent, so that looking a view up,
/// walking to the root and changing one ordering cost O(1) or O(depth) rather than a
/// search of the tree. Every constraint in a document has an id (the importer names
/// unnamed ones `c1`, `c2`, ...), so edits can refer to it.
public struct Document: Hashable, Sendable {
    /// The document's name in a store: not empty, not only white space, no control characters.
    /// A name set here is checked by `checkValues` (which the store runs before it writes).
    public var name: String
    /// The size the root fills when no other size is asked for; each side within 0...1e7 pt.
    public var canvas: Size?
    /// The id of the root view, the one view without a superview; it never changes.
    public let rootID: String
    /// Every view of the tree, keyed by id, each with its parent, subviews and arranged views.
    /// Change them with edits (`apply(_:)`), which keep the tree whole.
    public internal(set) var nodes: [String: ViewNode]
    /// The document's constraints in list order, each with an id (unique within the document).
    public internal(set) var constraints: [LayoutConstraint]

    /// A document of the tree under `root` and `constraints`, checked against the format's
    /// rules: the name, every number (within the ranges of "Numbers and their ranges" in
    /// `Docs/document-format.md`), the tree and the constraints. Constraints without an id get
    /// `c1`, `c2`, ...
    public init(name: String, canvas: Size? = nil, root: ViewTree, constraints: [LayoutConstraint] = []) throws(DocumentError) {
        try self.init(name: name, canvas: canvas, root: root, at: nil)
        for constraint in constraints {
            try ConstraintRules.validate(constraint, in: self, at: nil)
            try addConstraintAssigningID(constraint, at: nil)
        }
    }

    /// A document of the tree under `root`; errors name their place below `path`.
    init(name: String, canvas: Size?, root: ViewTree, at path: JSONPath?) throws(DocumentError) {
        try DocumentName.validate(name, at: path.map { $0 / "name" })
        try canvas?.checkCanvas(at: path.map { $0 / "canvas" })
        try Self.validateNew(root, in: [:], at: path.map { $0 / "root" })
        self.name = name
        self.canvas = canvas
        self.rootID = root.id
        self.nodes = [:]
        self.constraints = []
        insert(root, parent: nil)
    }

    /// Reassembles a document from nodes kept elsewhere (a store's tables), checking in O(n)
    /// that they form one tree rooted at `rootID`, with each stack's arranged views distinct
    /// subviews of it (`ArrangedViewsRule`), and that every constraint names views of the tree. The name and the numbers
    /// are taken as they were stored: they were checked when they came in.
    package init(
        name: String, canvas: Size?, rootID: String, nodes: [String: ViewNode], constraints: [LayoutConstraint]
    ) throws(DocumentError) {
        guard nodes[rootID]?.parent == nil else { throw DocumentError("the root \"\(rootID)\" is missing or has a parent") }
        var reached = 0
        var pending = [rootID]
        var subviews = SubviewsByParent(in: nodes)
        while let id = pending.popLast() {
            guard let node = nodes[id] else { throw DocumentError("view \"\(id)\" is listed as a subview but does not exist") }
            reached += 1
            for child in node.subviews {
                guard nodes[child]?.parent == id else { throw DocumentError("view \"\(child)\" does not name \"\(id)\" as its parent") }
                pending.append(child)
            }
            guard !node.arranged.isEmpty else { continue }
            subviews.reset(stack: id)
            if let violation = ArrangedViewsRule.firstViolation(isStack: node.isStack, arranged: node.arranged, among: &subviews) {
                throw violation.documentError(view: id, arranged: node.arranged, at: nil)
            }
        }
        guard reached == nodes.count else { throw DocumentError("\(nodes.count - reached) views are not in the tree of \"\(rootID)\"") }
        try self.init(name: name, canvas: canvas, rootID: rootID, treeNodes: nodes, constraints: constraints)
    }

    /// Reassembles a document from nodes that its caller built as one tree from a form that
    /// holds nothing else (a snapshot's views in depth-first order), having checked what that
    /// form can still get wrong (repeated ids, and `ArrangedViewsRule` on its arranged
    /// positions): so only the constraints are checked here, in O(constraints), that their ids
    /// are present and distinct and that they name views of the tree. The name and the numbers
    /// are taken as they were stored.
    package init(
        name: String, canvas: Size?, rootID: String, treeNodes nodes: [String: ViewNode], constraints: [LayoutConstraint]
    ) throws(DocumentError) {
        var constraintIDs = Set<String>()
        for constraint in constraints {
            guard let id = constraint.id, constraintIDs.insert(id).inserted else {
                throw DocumentError("constraint ids must be present and distinct")
            }
            for view in constraint.views where nodes[view] == nil {
                throw DocumentError("constraint \"\(id)\" names a missing view \"\(view)\"")
            }
        }
        self.name = name
        self.canvas = canvas
        self.rootID = rootID
        self.nodes = nodes
        self.constraints = constraints
    }

    /// The root view, the one without a superview (`rootID`).
    public var root: ViewNode { nodes[rootID]! }

    /// The view with id `id`, or `nil` when the document has none. O(1).
    public subscript(id: String) -> ViewNode? { nodes[id] }

    /// How many views the tree holds, the root included. O(1).
    public var viewCount: Int { nodes.count }

    /// The view and its subtree as nested values, or `nil` when the document has no view `id`.
    /// O(size of the subtree).
    public func tree(_ id: String) -> ViewTree? {
        guard let node = nodes[id] else { return nil }
        return ViewTree(
            id: id, properties: node.properties,
            subviews: node.subviews.map { tree($0)! }, arranged: node.arranged)
    }

    /// Every view id, depth first, each parent before its subviews, siblings in z-order. O(views).
    public var depthFirstIDs: [String] { subtreeIDs(of: rootID) }

    /// `id` and every view below it, preorder, siblings in z-order. O(size of the subtree).
    public func subtreeIDs(of id: String) -> [String] {
        var order: [String] = []
        var pending = [id]
        while let next = pending.popLast() {
            order.append(next)
            if let node = nodes[next] { pending.append(contentsOf: node.subviews.reversed()) }
        }
        return order
    }

    /// Whether `ancestor` is `id` or one of its superviews. O(depth).
    public func isView(_ id: String, inSubtreeOf ancestor: String) -> Bool {
        var current: String? = id
        while let view = current {
            if view == ancestor { return true }
            current = nodes[view]?.parent
        }
        return false
    }

    /// The ids from the root down to view `id`, joined by `/`: `root/stack/label`. O(depth).
    public func path(of id: String) -> String {
        var components: [String] = []
        var current: String? = id
        while let view = current {
            components.append(view)
            current = nodes[view]?.parent
        }
        return components.reversed().joined(separator: "/")
    }

    /// The document as the layout engine reads it, at a canvas of `size` points: give it to
    /// `LayoutEngine.layout` for every view's frame. O(views).
    public func layoutScene(canvas size: Size) -> LayoutScene {
        var views: [String: LayoutView] = [:]
        views.reserveCapacity(nodes.count)
        for (id, node) in nodes {
            views[id] = node.properties.layoutView(id: id, subviews: node.subviews, arranged: node.arranged)
        }
        return LayoutScene(canvas: size, rootID: rootID, views: views, constraints: constraints)
    }

    // MARK: Building

    /// Adds a validated tree below `parent` (on top of its z-order), without arranging it.
    mutating func insert(_ tree: ViewTree, parent: String?) {
        nodes[tree.id] = ViewNode(id: tree.id, properties: tree.properties, parent: parent, arranged: tree.arranged)
        for child in tree.subviews { insert(child, parent: tree.id) }
        if let parent { nodes[parent]!.subviews.append(tree.id) }
    }

    /// Checks a tree that is about to join the document: ids well formed and not already used,
    /// `arranged` a subset of `subviews` without repeats, custom spacing naming subviews,
    /// a safe area only on the root, and every number by `NumberRule`.
    static func validateNew(_ tree: ViewTree, in existing: [String: ViewNode], at path: JSONPath?) throws(DocumentError) {
        var seen = Set<String>()
        try validate(tree, existing: existing, seen: &seen, isRoot: existing.isEmpty, at: path)
    }

    private static func validate(
        _ tree: ViewTree, existing: [String: ViewNode], seen: inout Set<String>, isRoot: Bool, at path: JSONPath?
    ) throws(DocumentError) {
        try ViewID.validate(tree.id, at: path.map { $0 / "id" })
        guard existing[tree.id] == nil, seen.insert(tree.id).inserted else {
            throw DocumentError("duplicate view id \"\(tree.id)\"", at: path.map { $0 / "id" })
        }
        try checkPlace(
            of: tree.id, properties: tree.properties, isRoot: isRoot, children: tree.subviews.map(\.id),
            arranged: tree.arranged, at: path)
        for (index, child) in tree.subviews.enumerated() {
            try validate(child, existing: existing, seen: &seen, isRoot: false, at: path.map { $0 / "subviews" / index })
        }
    }

    /// Checks one view against its children: a safe area only on the root, `arranged` only on
    /// stacks and a subset of the children without repeats (`ArrangedViewsRule`), custom
    /// spacing naming children;
    /// its numbers by `NumberRule` and its kind, name and text by `TextRule`.
    static func checkPlace(
        of id: String, properties: ViewProperties, isRoot: Bool, children: [String], arranged: [String], at path: JSONPath?
    ) throws(DocumentError) {
        if let violation = properties.firstNumberViolation { throw violation.error(view: id, at: path) }
        if let error = TextRule.firstError(in: properties, view: id, at: path) { throw error }
        if !isRoot, properties.safeArea != .zero {
            throw DocumentError("\"safeArea\" applies to the root view only", at: path.map { $0 / "safeArea" })
        }
        var subviews = SubviewIDs(children)
        if let violation = ArrangedViewsRule.firstViolation(isStack: properties.stack != nil, arranged: arranged, among: &subviews) {
            throw violation.documentError(view: id, arranged: arranged, at: path)
        }
        for key in (properties.stack?.customSpacing.keys).map(Array.init) ?? [] where !subviews.contains(key) {
            throw DocumentError(
                "custom spacing names \"\(key)\", which is not a subview of \"\(id)\"", at: path.map { $0 / "customSpacing" / key })
        }
    }

    /// A document of nodes whose structure was checked while they were built (`NodeTableBuilder`).
    init(name: String, canvas: Size?, rootID: String, checkedNodes nodes: [String: ViewNode]) {
        self.name = name
        self.canvas = canvas
        self.rootID = rootID
        self.nodes = nodes
        self.constraints = []
    }

    /// Appends a validated constraint, naming it `cN` when it has no id.
    mutating func addConstraintAssigningID(_ constraint: LayoutConstraint, at path: JSONPath?) throws(DocumentError) {
        var constraint = constraint
        if let id = constraint.id {
            guard !constraints.contains(where: { $0.id == id }) else {
                throw DocumentError("duplicate constraint id \"\(id)\"", at: path.map { $0 / "id" })
            }
        } else {
            constraint.id = unusedConstraintID()
        }
        constraints.append(constraint)
    }

    /// The first of `c1`, `c2`, ... that no constraint uses.
    func unusedConstraintID() -> String {
        let used = Set(constraints.compactMap(\.id))
        var number = constraints.count + 1
        while used.contains("c\(number)") { number += 1 }
        return "c\(number)"
    }

    /// The position in `constraints` of the constraint with id `id`, or `nil`. O(constraints).
    public func constraintIndex(id: String) -> Int? {
        constraints.firstIndex { $0.id == id }
    }
}
