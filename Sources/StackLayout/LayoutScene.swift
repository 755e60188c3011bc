/// One view of a scene, as the layout engine reads it.
public struct LayoutView: Hashable, Sendable {
    /// The view's id, unique in its scene.
    public var id: String
    /// What the view is; the engine treats `stack` and `scroll` specially.
    public var kind: ViewKind
    /// `isHidden`: a hidden arranged view collapses to zero length along its stack's axis and
    /// takes no spacing; a hidden view is laid out but not drawn.
    public var hidden: Bool
    /// `intrinsicContentSize`, in points.
    public var intrinsicSize: IntrinsicSize
    /// `nil`: the top edge is the first baseline and the bottom edge the last. Offsets from the
    /// top at the view's intrinsic height; with one, the last baseline keeps its distance above
    /// the bottom edge whatever the height (`lastBaselineAboveBottom`).
    public var baseline: Baselines?
    /// Content-hugging priorities: how strongly the view resists growing past its intrinsic size.
    public var hugging: AxisPriorities
    /// Compression-resistance priorities: how strongly the view resists shrinking below its intrinsic size.
    public var compressionResistance: AxisPriorities
    /// `layoutMargins`, in points: the margin attributes and guide, and a stack's arrangement
    /// when `marginsRelative`.
    public var layoutMargins: EdgeInsets
    /// The view's frame relative to the superview: fixed for a view that no stack and no
    /// constraint positions; for the others, the length it keeps along an axis where it has no
    /// intrinsic size and its constraints leave its length open, and, for a plain view,
    /// its share in a fillProportionally stack (as Interface Builder keeps a stored size).
    public var frame: Rect?
    /// Safe-area insets; only the root's are used.
    public var safeArea: EdgeInsets
    /// Present exactly when `kind == .stack`.
    public var stack: StackAttributes?
    /// Child view ids in z-order, back to front.
    public var subviews: [String]
    /// Arranged subview ids in arranged order (stacks only); always a subset of `subviews`.
    public var arranged: [String]

    /// A view; the defaults are UIKit's (hugging from `kind.defaultHugging`, compression
    /// resistance 750, margins of 8, and `StackAttributes()` for a stack).
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

    /// How far the last baseline lies above the bottom edge, whatever the view's height: a
    /// view with baselines and an intrinsic height keeps its last baseline where Auto Layout
    /// keeps a label's, a fixed distance above its bottom (`intrinsicHeight - baseline.last`,
    /// the font's descender for one line of text), as the first lies a fixed distance below
    /// its top. Nil for a view with baselines and no intrinsic height (its last baseline is
    /// `baseline.last` below its top); 0 for a view without baselines (its bottom edge).
    public var lastBaselineAboveBottom: Double? {
        guard let baseline else { return 0 }
        guard let height = intrinsicSize.height else { return nil }
        return height - baseline.last
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
