/// An attribute of a view or of one of its layout guides: `NSLayoutConstraint.Attribute`, with
/// the format's names as raw values. Leading is left and trailing right (left-to-right layout);
/// the `…Margin` attributes are the edges inset by the view's layout margins.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leadingMargin, trailingMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A layout guide of a view: the safe area (root), the margins, and a scroll view's
/// content (scrollable area) and frame guides.
public enum LayoutGuide: String, CaseIterable, Hashable, Sendable {
    /// `safeAreaLayoutGuide`: the root's safe area (its frame inset by its safe-area insets).
    case safeArea
    /// `layoutMarginsGuide`: the view's bounds inset by its layout margins.
    case margins
    /// `contentLayoutGuide` of a scroll view: its scrollable content area.
    case content
    /// `frameLayoutGuide` of a scroll view: its visible frame.
    case frame
}

/// One side of a constraint: an attribute of a view, or of one of its layout guides; written
/// `VIEW.ATTRIBUTE` or `VIEW.GUIDE.ATTRIBUTE`.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The view's id.
    public var view: String
    /// The layout guide of `view` the attribute belongs to; `nil` for the view itself.
    public var guide: LayoutGuide?
    /// The attribute: an edge, a size, a centre, a baseline or a margin.
    public var attribute: LayoutAttribute

    /// `view.attribute`, or `view.guide.attribute` when `guide` is given.
    public init(view: String, guide: LayoutGuide? = nil, attribute: LayoutAttribute) {
        self.view = view
        self.guide = guide
        self.attribute = attribute
    }

    /// `VIEW.ATTRIBUTE` or `VIEW.GUIDE.ATTRIBUTE`, as the document format writes it.
    public var description: String {
        if let guide { "\(view).\(guide.rawValue).\(attribute.rawValue)" } else { "\(view).\(attribute.rawValue)" }
    }
}

/// How a constraint's first anchor relates to the rest; the raw values are the format's.
public enum Relation: String, CaseIterable, Hashable, Sendable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="
}

/// `first RELATION second * multiplier + constant` at `priority`.
/// Without `second` it is a constant: `first RELATION constant`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's id in its document, if it has one (edits and broken-constraint reports use it).
    public var id: String?
    /// The anchor being constrained.
    public var first: Anchor
    /// How `first` relates to the right-hand side.
    public var relation: Relation
    /// The anchor on the right-hand side; `nil` for a constant (a width of 44, say).
    public var second: Anchor?
    /// Factor applied to `second`; ignored without `second`. A non-zero magnitude lies within
    /// `LayoutValueRange.minimumMultiplier...LayoutValueRange.maximumMultiplier`.
    public var multiplier: Double
    /// Points added to the right-hand side (the whole right-hand side without `second`).
    public var constant: Double
    /// 1...1000; 1000 (the default) is required, anything less is optional and gives way to higher priorities.
    public var priority: LayoutPriority

    /// A constraint; the defaults make it required, `==`, with multiplier 1 and constant 0.
    public init(
        id: String? = nil,
        first: Anchor,
        relation: Relation = .equal,
        second: Anchor? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Views this constraint mentions.
    public var views: [String] { second.map { [first.view, $0.view] } ?? [first.view] }

    /// `first RELATION second * multiplier + constant @priority`, leaving out a multiplier of 1,
    /// a constant of 0 and the required priority: `a.width == b.width * 0.5 @750`.
    public var description: String {
        var text = "\(first) \(relation.rawValue)"
        if let second {
            text += " \(second)"
            if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += " \(formatNumber(constant))"
        }
        if priority != .required { text += " @\(formatNumber(priority))" }
        return text
    }
}
