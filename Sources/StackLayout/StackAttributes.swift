/// The axis a stack arranges its views along.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// How a stack sizes and positions its arranged views along its axis.
public enum Distribution: String, CaseIterable, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack positions its arranged views across its axis.
/// `leading`/`top` and `trailing`/`bottom` are the same alignment, named by axis in UIKit.
public enum Alignment: String, CaseIterable, Hashable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}

/// Spacing between adjacent arranged views: a number of points, or the system standard (8).
public enum Spacing: Hashable, Sendable {
    case points(Double)
    case system

    /// UIKit's standard spacing between sibling views.
    public static let systemValue: Double = 8

    public var value: Double {
        switch self {
        case .points(let points): points
        case .system: Spacing.systemValue
        }
    }
}

/// The properties only stack views have.
public struct StackAttributes: Hashable, Sendable {
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Spacing
    /// Spacing after the arranged view with this id, replacing `spacing` there.
    public var customSpacing: [String: Double]
    /// `isBaselineRelativeArrangement`.
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`.
    public var marginsRelative: Bool

    public init(
        axis: Axis = .horizontal,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        spacing: Spacing = .points(0),
        customSpacing: [String: Double] = [:],
        baselineRelative: Bool = false,
        marginsRelative: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.baselineRelative = baselineRelative
        self.marginsRelative = marginsRelative
    }
}
