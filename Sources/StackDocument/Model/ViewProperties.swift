import StackLayout

/// Everything about one view except its place in the tree: the values of the format's
/// view and stack keys, with defaults filled in.
public struct ViewProperties: Hashable, Sendable {
    public var kind: ViewKind
    public var hidden: Bool
    public var intrinsicSize: IntrinsicSize
    public var baseline: Baselines?
    public var hugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    public var layoutMargins: EdgeInsets
    public var frame: Rect?
    /// Insets of the safe area; meaningful on the root only.
    public var safeArea: EdgeInsets
    /// Present exactly when `kind == .stack`.
    public var stack: StackAttributes?

    /// A view of `kind` with every property at its default.
    public init(kind: ViewKind = .view) {
        self.kind = kind
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
    public func layoutView(id: String, subviews: [String], arranged: [String]) -> LayoutView {
        LayoutView(
            id: id, kind: kind, hidden: hidden, intrinsicSize: intrinsicSize, baseline: baseline,
            hugging: hugging, compressionResistance: compressionResistance, layoutMargins: layoutMargins,
            frame: frame, safeArea: safeArea, stack: stack, subviews: subviews, arranged: arranged
        )
    }
}
