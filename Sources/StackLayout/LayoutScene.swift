/// One view of a scene, as the layout engine reads it: its id, its layout attributes (read
/// as its own: `view.hidden`, `view.stack`, ...), and its place in the tree.
@dynamicMemberLookup
public struct LayoutView: Hashable, Sendable {
    /// The view's id, unique in its scene.
    public var id: String
    /// What layout reads of the view, as the document stores it.
    public var layout: ViewLayoutAttributes
    /// Child view ids in z-order, back to front.
    public var subviews: [String]
    /// Arranged subview ids in arranged order (stacks only); always a subset of `subviews`.
    public var arranged: [String]

    /// The view `id` with `layout`'s attributes and children.
    public init(id: String, layout: ViewLayoutAttributes, subviews: [String] = [], arranged: [String] = []) {
        self.id = id
        self.layout = layout
        self.subviews = subviews
        self.arranged = arranged
    }

    /// A view; the defaults are `ViewLayoutAttributes(kind:)`'s, UIKit's.
    public init(
        id: String,
        kind: ViewKind = .view,
        hidden: Bool = false,
        intrinsicSize: IntrinsicSize = .none,
        baseline: Baselines? = nil,
        hugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities? = nil,
        layoutMargins: EdgeInsets? = nil,
        frame: Rect? = nil,
        safeArea: EdgeInsets = .zero,
        stack: StackAttributes? = nil,
        subviews: [String] = [],
        arranged: [String] = []
    ) {
        var layout = ViewLayoutAttributes(kind: kind)
        layout.hidden = hidden
        layout.intrinsicSize = intrinsicSize
        layout.baseline = baseline
        if let hugging { layout.hugging = hugging }
        if let compressionResistance { layout.compressionResistance = compressionResistance }
        if let layoutMargins { layout.layoutMargins = layoutMargins }
        layout.frame = frame
        layout.safeArea = safeArea
        if let stack { layout.stack = stack }
        self.init(id: id, layout: layout, subviews: subviews, arranged: arranged)
    }

    /// The layout attribute at `field`, read and written as the view's own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<ViewLayoutAttributes, Value>) -> Value {
        get { layout[keyPath: field] }
        set { layout[keyPath: field] = newValue }
    }

    /// A derived layout attribute at `field` (`lastBaselineAboveBottom`), read as the view's own.
    public subscript<Value>(dynamicMember field: KeyPath<ViewLayoutAttributes, Value>) -> Value {
        layout[keyPath: field]
    }
}

/// Everything the layout engine needs: a tree of views keyed by id, the document's own
/// constraints, and the canvas the root fills.
public struct LayoutScene: Sendable {
    /// The size the root view fills, in points.
    public var canvas: Size
    /// The root view's id; views that the root does not reach through `subviews` are not laid out.
    public var rootID: String
    /// Every view, by id.
    public var views: [String: LayoutView]
    /// The document's constraints, in order; ids, when present, name them in broken-constraint reports.
    public var constraints: [LayoutConstraint]

    /// A scene laid out at `canvas`, its root `rootID`.
    public init(canvas: Size, rootID: String, views: [String: LayoutView], constraints: [LayoutConstraint] = []) {
        self.canvas = canvas
        self.rootID = rootID
        self.views = views
        self.constraints = constraints
    }

    /// Every view id the root reaches, depth first, each parent before its subviews, siblings in
    /// z-order. O(views).
    public var depthFirstIDs: [String] {
        var order: [String] = []
        order.reserveCapacity(views.count)
        var pending = [rootID]
        while let id = pending.popLast() {
            order.append(id)
            if let view = views[id] { pending.append(contentsOf: view.subviews.reversed()) }
        }
        return order
    }
}
