import StackLayout

/// Everything about one view except its place in the tree: the values of the format's
/// view and stack keys, with defaults filled in.
public struct ViewProperties: Hashable, Sendable {
    /// What the view is (`view`, `label`, `stack`, ...); it picks the defaults, and only a
    /// `stack` has stack attributes.
    public var kind: ViewKind
    /// The name people know the view by (Interface Builder's `userLabel`, a label's text, a
    /// button's title, ...), shown beside or instead of its id; `nil` (the default) for none.
    /// Any non-empty text; it plays no part in layout.
    public var name: String?
    /// What the view shows: a label's text, a button's title, a text field's placeholder, an
    /// image view's image name; `nil` (the default) for none. Pictures draw it; layout ignores it.
    public var text: String?
    /// `isHidden`: a hidden arranged view takes no space in its stack. Default `false`.
    public var hidden: Bool
    /// The content size in points, per axis; `nil` on an axis that has none (the default).
    public var intrinsicSize: IntrinsicSize
    /// Distances in points from the top to the first and last baselines; `nil` (the default)
    /// for a view without text.
    public var baseline: Baselines?
    /// Content-hugging priorities, 1...1000 per axis (default 250; 251 for labels and images).
    public var hugging: AxisPriorities
    /// Compression-resistance priorities, 1...1000 per axis (default 750).
    public var compressionResistance: AxisPriorities
    /// Layout margins in points (default 8 on every side), used by margin anchors and by
    /// stacks whose arrangement is relative to their margins.
    public var layoutMargins: EdgeInsets
    /// A frame in the superview's coordinates, used only when no stack arranges the view and
    /// no constraint names it (as `translatesAutoresizingMaskIntoConstraints`); default `nil`.
    public var frame: Rect?
    /// Insets of the safe area; meaningful on the root only.
    public var safeArea: EdgeInsets
    /// Present exactly when `kind == .stack`.
    public var stack: StackAttributes?

    /// A view of `kind` with every property at its default.
    public init(kind: ViewKind = .view) {
        self.kind = kind
        name = nil
        text = nil
        hidden = false
        intrinsicSize = .none
        baseline = nil
        hugging = AxisPriorities(horizontal: kind.defaultHugging, vertical: kind.defaultHugging)
        compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
        layoutMargins = .defaultMargins
        frame = nil
        safeArea = .zero
        stack = kind == .stack ? StackAttributes() : nil
    }

    /// This view as the layout engine reads it.
    package func layoutView(id: String, subviews: [String], arranged: [String]) -> LayoutView {
        LayoutView(
            id: id, kind: kind, hidden: hidden, intrinsicSize: intrinsicSize, baseline: baseline,
            hugging: hugging, compressionResistance: compressionResistance, layoutMargins: layoutMargins,
            frame: frame, safeArea: safeArea, stack: stack, subviews: subviews, arranged: arranged
        )
    }
}
