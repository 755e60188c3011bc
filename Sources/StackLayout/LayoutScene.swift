/// One view of a scene, as the layout engine reads it.
public struct LayoutView: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    public var hidden: Bool
    public var intrinsicSize: IntrinsicSize
    /// `nil`: the top edge is the first baseline and the bottom edge the last.
    public var baseline: Baselines?
    public var hugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    public var layoutMargins: EdgeInsets
    /// A fixed frame relative to the superview, for a view that no stack and no constraint positions.
    public var frame: Rect?
    /// Safe-area insets; only the root's are used.
    public var safeArea: EdgeInsets
    /// Present exactly when `kind == .stack`.
    public var stack: StackAttributes?
    /// Child view ids in z-order, back to front.
    public var subviews: [String]
    /// Arranged subview ids in arranged order (stacks only); always a subset of `subviews`.
    public var arranged: [String]

    public init(
        id: String,
        kind: ViewKind = .view,
        hidden: Bool = false,
        intrinsicSize: IntrinsicSize = .none,
        baseline: Baselines? = nil,
        hugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750),
        layoutMargins: EdgeInsets = .defaultMargins,
        frame: Rect? = nil,
        safeArea: EdgeInsets = .zero,
        stack: StackAttributes? = nil,
        subviews: [String] = [],
        arranged: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.hidden = hidden
        self.intrinsicSize = intrinsicSize
        self.baseline = baseline
        self.hugging = hugging ?? AxisPriorities(horizontal: kind.defaultHugging, vertical: kind.defaultHugging)
        self.compressionResistance = compressionResistance
        self.layoutMargins = layoutMargins
        self.frame = frame
        self.safeArea = safeArea
        self.stack = stack ?? (kind == .stack ? StackAttributes() : nil)
        self.subviews = subviews
        self.arranged = arranged
    }
}

/// Everything the layout engine needs: a tree of views keyed by id, the document's own
/// constraints, and the canvas the root fills.
public struct LayoutScene: Sendable {
    public var canvas: Size
    public var rootID: String
    public var views: [String: LayoutView]
    public var constraints: [LayoutConstraint]

    public init(canvas: Size, rootID: String, views: [String: LayoutView], constraints: [LayoutConstraint] = []) {
        self.canvas = canvas
        self.rootID = rootID
        self.views = views
        self.constraints = constraints
    }

    /// Every view id, depth first, each parent before its subviews, siblings in z-order.
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
