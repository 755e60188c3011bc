/// Everything about one view that layout reads, apart from its id and its place in the tree:
/// one definition, with UIKit's defaults, shared by the document's `ViewProperties` and the
/// engine's `LayoutView` (both expose these fields as their own through dynamic member lookup,
/// so `view.hidden` reads `view.layout.hidden`).
public struct ViewLayoutAttributes: Hashable, Sendable {
    /// What the view is (`view`, `label`, `stack`, ...); it picks the defaults, and the engine
    /// treats `stack` and `scroll` specially.
    public var kind: ViewKind
    /// `isHidden`: a hidden arranged view collapses to zero length along its stack's axis and
    /// takes no spacing; a hidden view is laid out but not drawn. Default `false`.
    public var hidden: Bool
    /// `intrinsicContentSize` in points, per axis; `nil` on an axis that has none (the default).
    public var intrinsicSize: IntrinsicSize
    /// Distances in points from the top to the first and last baselines at the view's intrinsic
    /// height; `nil` (the default) for a view without text, whose top edge is then its first
    /// baseline and its bottom its last. With an intrinsic height, the last baseline keeps its
    /// distance above the bottom edge whatever the height (`lastBaselineAboveBottom`).
    public var baseline: Baselines?
    /// Content-hugging priorities, 1...1000 per axis: how strongly the view resists growing
    /// past its intrinsic size (default `kind.defaultHugging`: 250; 251 for labels and images).
    public var hugging: AxisPriorities
    /// Compression-resistance priorities, 1...1000 per axis: how strongly the view resists
    /// shrinking below its intrinsic size (default 750).
    public var compressionResistance: AxisPriorities
    /// `layoutMargins` in points (default 8 on every side): the margin attributes and guide,
    /// and a stack's arrangement when `marginsRelative`.
    public var layoutMargins: EdgeInsets
    /// The view's frame in its superview's coordinates (default `nil`): fixed for a view that
    /// no stack and no constraint positions (as `translatesAutoresizingMaskIntoConstraints`);
    /// for the others, the length it keeps along an axis where it has no intrinsic size and its
    /// constraints leave its length open, and, for a plain view, its share in a
    /// fillProportionally stack (as Interface Builder keeps a stored size).
    public var frame: Rect?
    /// Safe-area insets (default zero); only the root's are used.
    public var safeArea: EdgeInsets
    /// Present exactly when `kind == .stack`.
    public var stack: StackAttributes?

    /// A view of `kind` with UIKit's defaults: hugging `kind.defaultHugging`, compression
    /// resistance 750, margins of 8, no intrinsic size, and `StackAttributes()` for a stack.
    public init(kind: ViewKind = .view) {
        self.kind = kind
        hidden = false
        intrinsicSize = .none
        baseline = nil
        hugging = AxisPriorities(horizontal: kind.defaultHugging, vertical: kind.defaultHugging)
        compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        layoutMargins = .defaultMargins
        frame = nil
        safeArea = .zero
        stack = kind == .stack ? StackAttributes() : nil
    }
}

extension ViewLayoutAttributes {
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
