/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero by zero.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points; y grows downwards, as in UIKit.
public struct Rect: Hashable, Sendable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The rectangle with its top-left corner at (`x`, `y`), `width` by `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge: `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge: `y + height`.
    public var maxY: Double { y + height }
    /// The width and height.
    public var size: Size { Size(width: width, height: height) }

    /// The largest of the differences of x, y, width and height from `other`'s, in points.
    public func deviation(from other: Rect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }

    /// Whether x, y, width and height each differ from `other`'s by at most `tolerance` points.
    public func isClose(to other: Rect, within tolerance: Double) -> Bool {
        deviation(from: other) <= tolerance
    }
}

/// Insets from each edge; leading is left and trailing is right (left-to-right layout).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading (left) edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing (right) edge, in points.
    public var trailing: Double

    /// Insets of the given points from each edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The larger of these insets and `other` on each edge.
    public func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), leading: max(leading, other.leading), bottom: max(bottom, other.bottom),
            trailing: max(trailing, other.trailing))
    }
    /// UIView's default layout margins.
    public static let defaultMargins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
}
