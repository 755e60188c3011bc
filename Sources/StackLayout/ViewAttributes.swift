/// An Auto Layout priority: 1...1000, where 1000 is required.
/// Internal stack constraints use fractional levels such as 999.999 and 999.5.
public typealias LayoutPriority = Double

extension LayoutPriority {
    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required: LayoutPriority = 1000
    /// 750: UIKit's default compression resistance (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh: LayoutPriority = 750
    /// 250: UIKit's default content hugging (`UILayoutPriority.defaultLow`).
    public static let defaultLow: LayoutPriority = 250
}

/// What a view is. The kind picks defaults (labels and images hug at 251); the layout engine
/// treats `stack` and `scroll` specially and every other kind as a plain view.
public struct ViewKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's name in the document format (`"label"`); any name is allowed, and an unknown
    /// one lays out as a plain view.
    public var rawValue: String
    /// The kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind named by a string literal: `let kind: ViewKind = "slider"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The kind's name, `rawValue`.
    public var description: String { rawValue }

    /// `UIView`: a plain view.
    public static let view: ViewKind = "view"
    /// `UIStackView`: arranges its arranged subviews by its `StackAttributes`.
    public static let stack: ViewKind = "stack"
    /// `UILabel`: hugs at 251.
    public static let label: ViewKind = "label"
    /// `UIImageView`: hugs at 251.
    public static let image: ViewKind = "image"
    /// `UIButton`.
    public static let button: ViewKind = "button"
    /// `UITextField`.
    public static let textField: ViewKind = "textField"
    /// `UITextView`.
    public static let textView: ViewKind = "textView"
    /// `UISwitch`: arranged by its 49-point alignment rectangle, its frame 2 points wider (`frameOutsets`).
    public static let `switch`: ViewKind = "switch"
    /// `UIScrollView`: has content and frame layout guides; its subviews are laid out in its content.
    public static let scroll: ViewKind = "scroll"
    /// `UISlider`: arranged by its track, 2 points inside its frame at each end and 1 above its
    /// frame's bottom (`frameOutsets`).
    public static let slider: ViewKind = "slider"

    /// Content-hugging priority UIKit gives this kind by default.
    public var defaultHugging: LayoutPriority { self == .label || self == .image ? 251 : 250 }

    /// How far this kind's frame extends beyond its alignment rectangle, which is what layout
    /// positions and sizes (intrinsic sizes are alignment sizes): a switch is arranged as 49 pt
    /// wide and drawn 51 wide, 2 points more on its trailing side; a slider is drawn 2 points
    /// beyond its track at each end and 1 point below. Layout results are frames.
    public var frameOutsets: EdgeInsets {
        switch self {
        case .switch: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        case .slider: EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        default: .zero
        }
    }
}

/// An intrinsic content size; `nil` on an axis means "no intrinsic metric" on that axis.
public struct IntrinsicSize: Hashable, Sendable {
    /// Intrinsic width in points; `nil` when the view has none.
    public var width: Double?
    /// Intrinsic height in points; `nil` when the view has none.
    public var height: Double?

    /// A size with the given sides, in points; `nil` for none on that axis.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis (a plain view's).
    public static let none = IntrinsicSize(width: nil, height: nil)
}

/// First and last baselines as offsets from the view's top edge.
public struct Baselines: Hashable, Sendable {
    /// The first baseline's distance below the top edge, in points.
    public var first: Double
    /// The last baseline's distance below the top edge, in points.
    public var last: Double

    /// Baselines at `first` and `last` points below the top edge.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis (widths), 1...1000.
    public var horizontal: LayoutPriority
    /// The priority along the vertical axis (heights), 1...1000.
    public var vertical: LayoutPriority

    /// A priority for each axis.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along `axis`.
    public subscript(axis: Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
