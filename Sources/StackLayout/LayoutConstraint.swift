/// An attribute of a view or of one of its layout guides.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leadingMargin, trailingMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A layout guide of a view: the safe area (root), the margins, and a scroll view's
/// content (scrollable area) and frame guides.
public enum LayoutGuide: String, CaseIterable, Hashable, Sendable {
    case safeArea, margins, content, frame
}

/// `VIEW.ATTRIBUTE` or `VIEW.GUIDE.ATTRIBUTE`.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var view: String
    public var guide: LayoutGuide?
    public var attribute: LayoutAttribute

    public init(view: String, guide: LayoutGuide? = nil, attribute: LayoutAttribute) {
        self.view = view
        self.guide = guide
        self.attribute = attribute
    }

    public var description: String {
        if let guide { "\(view).\(guide.rawValue).\(attribute.rawValue)" } else { "\(view).\(attribute.rawValue)" }
    }
}

public enum Relation: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `first RELATION second * multiplier + constant` at `priority`.
/// Without `second` it is a constant: `first RELATION constant`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public var id: String?
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

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

/// Shortest text for a number: `8` rather than `8.0`.
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

/// A length for people to read: at most three decimals (a thousandth of a point is far below
/// a pixel), none for whole numbers: `63.584`, `30`. Data for tools keeps every digit.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return formatNumber(value) }
    return formatNumber((value * 1000).rounded() / 1000)
}
