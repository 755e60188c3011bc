/// A view's rectangle as linear forms: its frame, the frame inset by fixed amounts (its
/// margins, its safe area), or a scroll view's content rectangle.
///
/// The forms are made on demand: a constraint on one edge allocates that edge's form only, not
/// the four of a whole rectangle.
struct RectForm {
    let slot: Int
    /// The variables of the width and height (the frame's, or the content size).
    private let widthKind: VariableKind
    private let heightKind: VariableKind
    private let insets: EdgeInsets

    /// The frame of a view.
    init(slot: Int) {
        self.init(slot: slot, widthKind: .width, heightKind: .height, insets: .zero)
    }

    private init(slot: Int, widthKind: VariableKind, heightKind: VariableKind, insets: EdgeInsets) {
        self.slot = slot
        self.widthKind = widthKind
        self.heightKind = heightKind
        self.insets = insets
    }

    /// A scroll view's content layout guide: at the scroll view's origin (content offset zero),
    /// sized by the content-size variables.
    static func content(of slot: Int) -> RectForm {
        RectForm(slot: slot, widthKind: .contentWidth, heightKind: .contentHeight, insets: .zero)
    }

    func inset(by more: EdgeInsets) -> RectForm {
        RectForm(
            slot: slot, widthKind: widthKind, heightKind: heightKind,
            insets: EdgeInsets(
                top: insets.top + more.top, leading: insets.leading + more.leading, bottom: insets.bottom + more.bottom,
                trailing: insets.trailing + more.trailing))
    }

    var left: LinearForm { leading(.horizontal) }
    var top: LinearForm { leading(.vertical) }
    var width: LinearForm { length(.horizontal) }
    var height: LinearForm { length(.vertical) }

    /// An edge, size or centre of the rectangle; nil for baselines and margin attributes.
    func edge(_ attribute: LayoutAttribute) -> LinearForm? {
        switch attribute {
        case .left, .leading: left
        case .right, .trailing: trailing(.horizontal)
        case .top: top
        case .bottom: trailing(.vertical)
        case .width: width
        case .height: height
        case .centerX: center(.horizontal)
        case .centerY: center(.vertical)
        default: nil
        }
    }

    // Along / across an axis. (Constants are summed as adding the separate forms would, so
    // that they come out the same to the last bit, signed zeros included.)
    private func variables(_ axis: Axis) -> (position: VariableKey, length: VariableKey) {
        axis == .horizontal
            ? (VariableKey(slot: slot, kind: .left), VariableKey(slot: slot, kind: widthKind))
            : (VariableKey(slot: slot, kind: .top), VariableKey(slot: slot, kind: heightKind))
    }

    /// The insets at the start of the axis, and both together.
    private func inset(along axis: Axis) -> (start: Double, both: Double) {
        axis == .horizontal ? (insets.leading, insets.leading + insets.trailing) : (insets.top, insets.top + insets.bottom)
    }

    func leading(_ axis: Axis) -> LinearForm {
        LinearForm(variables(axis).position, constant: 0 + inset(along: axis).start)
    }

    func length(_ axis: Axis) -> LinearForm {
        LinearForm(variables(axis).length, constant: 0 + -inset(along: axis).both)
    }

    /// `leading + length`, in one form.
    func trailing(_ axis: Axis) -> LinearForm {
        let (position, length) = variables(axis), (start, both) = inset(along: axis)
        return LinearForm([Term(variable: position, coefficient: 1), Term(variable: length, coefficient: 1)], constant: (0 + start) + (0 + -both))
    }

    /// `leading + length * 0.5`, in one form.
    func center(_ axis: Axis) -> LinearForm {
        let (position, length) = variables(axis), (start, both) = inset(along: axis)
        return LinearForm(
            [Term(variable: position, coefficient: 1), Term(variable: length, coefficient: 0.5)], constant: (0 + start) + (0 + -both) * 0.5)
    }
}

extension Axis {
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension LayoutAttribute {
    /// The axis the attribute measures along.
    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Width and height; every other attribute is a position.
    var isDimension: Bool { self == .width || self == .height }

    /// A scroll view's edges and margin edges: what its content layout guide stands for when
    /// a constraint relates them to one of its descendants (see `compileDocumentConstraint`).
    var isEdgeOrMarginEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin: true
        default: false
        }
    }

    /// The plain attribute a margin attribute measures, inside the margins.
    var withinMargins: LayoutAttribute? {
        switch self {
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// Turns anchors (a view's attribute, or a guide's) into linear forms over view variables,
/// following baselines into nested stacks.
struct AnchorResolver {
    let graph: SceneGraph
    /// A view's fitting height, to find the tallest item whose baselines a horizontal stack vends.
    let fittingHeight: (Int) -> Double

    /// The value of `attribute` of the view (nil guide) or of one of its guides; nil when the
    /// combination does not exist (a baseline of a guide, a content guide of a non-scroll view).
    /// A margin attribute of the view, or of a scroll view's content guide, lies inside the
    /// view's margins inset from the frame or the content rectangle.
    func form(of attribute: LayoutAttribute, slot: Int, guide: LayoutGuide? = nil) -> LinearForm? {
        let node = graph[slot]
        let frame = RectForm(slot: slot)
        guard let guide else {
            switch attribute {
            case .firstBaseline: return baseline(of: slot, last: false)
            case .lastBaseline: return baseline(of: slot, last: true)
            default:
                if let inner = attribute.withinMargins { return frame.inset(by: node.view.layoutMargins).edge(inner) }
                return frame.edge(attribute)
            }
        }
        switch guide {
        case .frame: return frame.edge(attribute)
        case .margins: return frame.inset(by: node.view.layoutMargins).edge(attribute)
        case .safeArea: return frame.inset(by: slot == graph.root ? node.view.safeArea : .zero).edge(attribute)
        case .content:
            guard node.isScroll else { return nil }
            let content = RectForm.content(of: slot)
            if let inner = attribute.withinMargins { return content.inset(by: node.view.layoutMargins).edge(inner) }
            return content.edge(attribute)
        }
    }

    /// A view's first or last baseline: the document's offsets from its top, its top / bottom
    /// edge without them, or, for a stack, the baseline of the item it vends.
    func baseline(of slot: Int, last: Bool) -> LinearForm {
        let node = graph[slot]
        // Only the edges needed, rather than a whole `RectForm` (four forms to allocate).
        let top = LinearForm(VariableKey(slot: slot, kind: .top))
        if node.isStack, !last, let offset = Self.rigidFirstBaselineOffset(of: slot, in: graph) { return top + offset }
        if node.isStack, last, let offset = Self.rigidLastBaselineOffset(of: slot, in: graph) {
            return top + LinearForm(VariableKey(slot: slot, kind: .height)) - offset
        }
        if node.isStack, let vendor = baselineVendor(of: slot, last: last) { return baseline(of: vendor, last: last) }
        if last, !node.isStack, let offset = node.view.lastBaselineAboveBottom {
            return top + LinearForm(VariableKey(slot: slot, kind: .height)) - offset
        }
        if let baselines = node.view.baseline { return top + (last ? baselines.last : baselines.first) }
        return last ? top + LinearForm(VariableKey(slot: slot, kind: .height)) : top
    }

    /// The arranged view whose baseline a stack vends: its first (last) visible view if it is
    /// vertical or fill-aligned, else its tallest visible view by fitting height (first wins
    /// ties); nil without visible views.
    func baselineVendor(of stack: Int, last: Bool) -> Int? {
        let visible = graph.visibleArranged(of: stack)
        guard let first = visible.first else { return nil }
        let attributes = graph[stack].view.stack!
        if attributes.axis == .vertical || attributes.alignment == .fill { return last ? visible.last : first }
        var tallest = first
        var tallestHeight = fittingHeight(first)
        for item in visible.dropFirst() {
            let height = fittingHeight(item)
            if height > tallestHeight + 1e-9 {
                tallest = item
                tallestHeight = height
            }
        }
        return tallest
    }

    /// The first baseline's offset below the view's top when required constraints fix it
    /// whatever the sizes, else nil. A leaf's is its own. A vertical stack puts its first
    /// visible item's top at its own top (plus its top margin, margins-relative), and so does a
    /// fill-aligned horizontal stack with every item; such a stack's offset is fixed when every
    /// arranged item's is (all of them, so that hiding one never changes whether it is fixed;
    /// the offset itself follows the first visible item). The first baseline of such a stack
    /// is then `top + offset`, a form of the stack's own frame, so a baseline-aligned parent
    /// need not solve the stack's inside with its own (see `Partition`). O(arranged subtree).
    static func rigidFirstBaselineOffset(of slot: Int, in graph: SceneGraph) -> Double? {
        let node = graph[slot]
        guard let attributes = node.view.stack else { return node.view.baseline?.first ?? 0 }
        guard attributes.axis == .vertical || attributes.alignment == .fill else { return nil }
        var first: Double?
        for item in node.arranged {
            guard let offset = rigidFirstBaselineOffset(of: item, in: graph) else { return nil }
            if first == nil, !graph[item].view.hidden { first = offset }
        }
        guard let first else { return node.view.baseline?.first ?? 0 }
        return (attributes.marginsRelative ? node.view.layoutMargins.top : 0) + first
    }

    /// The last baseline's offset above the view's bottom when required constraints fix it
    /// whatever the sizes, else nil: the mirror image of `rigidFirstBaselineOffset`. A leaf
    /// without baselines has its last baseline at its bottom (offset 0); a leaf with baselines
    /// and an intrinsic height keeps its last baseline a fixed distance above its bottom
    /// (`LayoutView.lastBaselineAboveBottom`); one without an intrinsic height has it at an
    /// offset from its top, which moves with its height. A vertical stack
    /// puts its last visible item's bottom at its own bottom (plus its bottom margin,
    /// margins-relative), and so does a fill-aligned horizontal stack with every item: such a
    /// stack's offset is fixed when its last visible item's is (and it has no baselines of its
    /// own, which it would vend with no item visible). Unlike a first baseline's, whether it is
    /// fixed follows the visible items (a label is seldom first in a row of views, often
    /// last), so showing or hiding a last visible item may change it (see
    /// `LayoutEngine.mayChangePartition`). Its last baseline is then `bottom - offset`, a form
    /// of its own frame. O(depth).
    static func rigidLastBaselineOffset(of slot: Int, in graph: SceneGraph) -> Double? {
        let node = graph[slot]
        guard let attributes = node.view.stack else { return node.view.lastBaselineAboveBottom }
        guard node.view.baseline == nil else { return nil }
        guard attributes.axis == .vertical || attributes.alignment == .fill else { return nil }
        guard let last = node.arranged.last(where: { !graph[$0].view.hidden }) else { return 0 }
        guard let offset = rigidLastBaselineOffset(of: last, in: graph) else { return nil }
        return (attributes.marginsRelative ? node.view.layoutMargins.bottom : 0) + offset
    }

    /// Every view whose baseline the stack might vend, whatever the sizes: what a baseline of
    /// the stack can depend on.
    static func possibleBaselineVendors(of stack: Int, last: Bool, in graph: SceneGraph) -> [Int] {
        let visible = graph.visibleArranged(of: stack)
        let attributes = graph[stack].view.stack!
        if attributes.axis == .vertical || attributes.alignment == .fill {
            return (last ? visible.last : visible.first).map { [$0] } ?? []
        }
        return visible
    }
}
