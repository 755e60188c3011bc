/// The axis a stack arranges its views along.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    /// Left to right (x, width).
    case horizontal
    /// Top to bottom (y, height).
    case vertical
}

/// How a stack sizes and positions its arranged views along its axis.
public enum Distribution: String, CaseIterable, Hashable, Sendable {
    /// The arranged views fill the stack at their intrinsic lengths where priorities allow; the
    /// view with the lowest hugging (compression resistance) takes the extra (the shortfall).
    case fill
    /// Every visible arranged view is as long as the first visible one.
    case fillEqually
    /// The arranged views fill the stack with lengths proportional to their intrinsic lengths.
    case fillProportionally
    /// The arranged views keep their intrinsic lengths; equal gaps (at least the spacing) take the rest.
    case equalSpacing
    /// The arranged views keep their intrinsic lengths; their centres are equally far apart.
    case equalCentering
}

/// How a stack positions its arranged views across its axis.
/// `leading`/`top` and `trailing`/`bottom` are the same alignment, named by axis in UIKit.
public enum Alignment: String, CaseIterable, Hashable, Sendable {
    /// The arranged views fill the stack across its axis.
    case fill
    /// Leading edges line up with the stack's (the same as `top`, named for vertical stacks).
    case leading
    /// Top edges line up with the stack's (the same as `leading`, named for horizontal stacks).
    case top
    /// Centred on the stack's centre line across the axis.
    case center
    /// Trailing edges line up with the stack's (the same as `bottom`).
    case trailing
    /// Bottom edges line up with the stack's (the same as `trailing`).
    case bottom
    /// First baselines lined up (horizontal stacks).
    case firstBaseline
    /// Last baselines lined up (horizontal stacks).
    case lastBaseline
}

/// Spacing between adjacent arranged views: a number of points, or the system standard (8).
public enum Spacing: Hashable, Sendable {
    /// A fixed spacing, in points.
    case points(Double)
    /// The system standard spacing, `systemValue` points.
    case system

    /// UIKit's standard spacing between sibling views.
    public static let systemValue: Double = 8

    /// The spacing in points.
    public var value: Double {
        switch self {
        case .points(let points): points
        case .system: Spacing.systemValue
        }
    }
}

/// The properties only stack views have.
public struct StackAttributes: Hashable, Sendable {
    /// The axis the arranged views follow one another along.
    public var axis: Axis
    /// How the arranged views share the stack's length along `axis`.
    public var distribution: Distribution
    /// How the arranged views sit across `axis`.
    public var alignment: Alignment
    /// The spacing between adjacent arranged views (a minimum for the equal-spacing distributions).
    public var spacing: Spacing
    /// Spacing after the arranged view with this id, replacing `spacing` there.
    public var customSpacing: [String: Double]
    /// `isBaselineRelativeArrangement`: vertical spacing measured between baselines.
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`: the arranged views sit inside the stack's layout margins.
    public var marginsRelative: Bool

    /// A stack's properties; the defaults are UIStackView's.
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
