/// An Auto Layout priority: 1...1000, where 1000 is required.
/// Internal stack constraints use fractional levels such as 999.999 and 999.5.
public typealias LayoutPriority = Double

extension LayoutPriority {
    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let defaultLow: LayoutPriority = 250
}

/// What a view is. The kind picks defaults (labels and images hug at 251); the layout engine
/// treats `stack` and `scroll` specially and every other kind as a plain view.
public struct ViewKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public static let view: ViewKind = "view"
    public static let stack: ViewKind = "stack"
    public static let label: ViewKind = "label"
    public static let image: ViewKind = "image"
    public static let button: ViewKind = "button"
    public static let textField: ViewKind = "textField"
    public static let textView: ViewKind = "textView"
    public static let `switch`: ViewKind = "switch"
    public static let scroll: ViewKind = "scroll"

    /// Content-hugging priority UIKit gives this kind by default.
    public var defaultHugging: LayoutPriority { self == .label || self == .image ? 251 : 250 }

    /// How far this kind's frame extends beyond its alignment rectangle, which is what layout
    /// positions and sizes (intrinsic sizes are alignment sizes): a switch is arranged as 49 pt
    /// wide and drawn 51 wide, 2 points more on its trailing side. Layout results are frames.
    public var frameOutsets: EdgeInsets { self == .switch ? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2) : .zero }
}

/// An intrinsic content size; `nil` on an axis means "no intrinsic metric" on that axis.
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicSize(width: nil, height: nil)
}

/// First and last baselines as offsets from the view's top edge.
public struct Baselines: Hashable, Sendable {
    public var first: Double
    public var last: Double

    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
