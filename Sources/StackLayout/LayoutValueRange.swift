/// The numbers the layout engine lays out, and what it does with the others.
///
/// Lengths, coordinates, insets, spacings, baselines, constants and the canvas lie within
/// ±`maximumLength` points: UIKit works in `CGFloat`, and no screen comes near 1e7 pt, while
/// sums of many such lengths (and their products with multipliers) stay far from where a
/// `Double` overflows or loses whole points. Multipliers have a magnitude of at most
/// `maximumMultiplier` and, when not zero, at least `minimumMultiplier`; priorities lie in 1...1000.
/// A document (the JSON format) holds only such numbers.
///
/// The engine is total beyond the range too, for a library client that passes other numbers:
/// a view's length or inset, or the canvas, is read as the nearest number within the range
/// (NaN as zero); a priority as the nearest priority (NaN as 1); a document constraint with a
/// constant or multiplier outside the range (or a priority that is not finite) is not applied,
/// and is reported among the broken constraints, naming the number.
public enum LayoutValueRange {
    /// The largest magnitude of a length, coordinate, inset, spacing, constant or canvas side, in points.
    public static let maximumLength: Double = 1e7
    /// The largest magnitude of a multiplier.
    public static let maximumMultiplier: Double = 1e4
    /// The smallest magnitude of a multiplier that is not zero.
    public static let minimumMultiplier: Double = 1e-4
    /// The largest magnitude of a number in a layout (a frame's coordinate or side, a content
    /// size): far beyond any sum of in-range lengths a document makes, and far from where a
    /// `Double` overflows. Multipliers can carry a document's numbers beyond it; a layout never
    /// does (`LayoutEngine` breaks a constraint instead).
    public static let maximumResult: Double = 1e12
    /// Auto Layout's priorities: 1000 is required; an optional priority is below 1000.
    public static let priorities: ClosedRange<Double> = 1...1000

    /// Whether `value` is a length (or coordinate, inset, constant) within the range.
    @inline(__always)
    package static func admitsLength(_ value: Double) -> Bool { abs(value) <= maximumLength }

    /// Whether `value` is a multiplier within the range (zero, or a magnitude in
    /// `minimumMultiplier...maximumMultiplier`).
    package static func admitsMultiplier(_ value: Double) -> Bool {
        value == 0 || (minimumMultiplier...maximumMultiplier).contains(abs(value))
    }

    /// `value`, or the nearest length within the range (NaN: zero).
    @inline(__always)
    package static func clampedLength(_ value: Double) -> Double {
        if admitsLength(value) { return value }
        return value.isNaN ? 0 : value < 0 ? -maximumLength : maximumLength
    }

    /// `value`, or the nearest priority within the range (NaN: 1, the lowest).
    @inline(__always)
    package static func clampedPriority(_ value: Double) -> Double {
        if priorities.contains(value) { return value }
        return value > priorities.upperBound ? priorities.upperBound : priorities.lowerBound
    }

    /// Why the engine does not apply `constraint` for its numbers: the first number outside
    /// the range, named; nil when every number is within it (a priority is clamped, not refused,
    /// unless it is not finite).
    package static func problem(with constraint: LayoutConstraint) -> String? {
        if !constraint.constant.isFinite || !constraint.multiplier.isFinite || !constraint.priority.isFinite {
            return "has a number that is not finite"
        }
        if !admitsLength(constraint.constant) {
            return "has a constant outside the layout range (±\(formatNumber(maximumLength)) pt): \(constraint.constant)"
        }
        if constraint.second != nil, !admitsMultiplier(constraint.multiplier) {
            return "has a multiplier outside the layout range (0, or ±\(minimumMultiplier)...\(formatNumber(maximumMultiplier))): \(constraint.multiplier)"
        }
        return nil
    }
}

extension Size {
    /// This size with each side the nearest length within `LayoutValueRange`.
    package var clampedToLayoutRange: Size {
        Size(width: LayoutValueRange.clampedLength(width), height: LayoutValueRange.clampedLength(height))
    }
}

extension Rect {
    /// This rectangle with each number the nearest length within `LayoutValueRange`.
    var clampedToLayoutRange: Rect {
        Rect(x: LayoutValueRange.clampedLength(x), y: LayoutValueRange.clampedLength(y),
             width: LayoutValueRange.clampedLength(width), height: LayoutValueRange.clampedLength(height))
    }
}

extension EdgeInsets {
    /// These insets with each the nearest length within `LayoutValueRange`.
    var clampedToLayoutRange: EdgeInsets {
        EdgeInsets(top: LayoutValueRange.clampedLength(top), leading: LayoutValueRange.clampedLength(leading),
                   bottom: LayoutValueRange.clampedLength(bottom), trailing: LayoutValueRange.clampedLength(trailing))
    }
}

extension LayoutView {
    /// This view as the engine reads it: its attributes `clampedToLayoutRange`.
    var clampedToLayoutRange: LayoutView {
        var view = self
        view.clampToLayoutRange()
        return view
    }

    /// Makes this view `clampedToLayoutRange` in place (nothing copied). O(1), plus O(custom
    /// spacings) for a stack whose spacings lie beyond the range.
    mutating func clampToLayoutRange() { layout.clampToLayoutRange() }
}

extension ViewLayoutAttributes {
    /// These attributes as the engine reads them: every length the nearest within
    /// `LayoutValueRange`, every priority the nearest priority. O(1), plus O(custom spacings)
    /// for a stack that has some.
    var clampedToLayoutRange: ViewLayoutAttributes {
        var view = self
        view.clampToLayoutRange()
        return view
    }

    /// Makes these attributes `clampedToLayoutRange` in place (nothing copied). O(1), plus
    /// O(custom spacings) for a stack whose spacings lie beyond the range.
    mutating func clampToLayoutRange() {
        let size = intrinsicSize
        intrinsicSize = IntrinsicSize(
            width: size.width.map(LayoutValueRange.clampedLength), height: size.height.map(LayoutValueRange.clampedLength))
        if let baseline {
            self.baseline = Baselines(first: LayoutValueRange.clampedLength(baseline.first), last: LayoutValueRange.clampedLength(baseline.last))
        }
        hugging = AxisPriorities(
            horizontal: LayoutValueRange.clampedPriority(hugging.horizontal), vertical: LayoutValueRange.clampedPriority(hugging.vertical))
        compressionResistance = AxisPriorities(
            horizontal: LayoutValueRange.clampedPriority(compressionResistance.horizontal),
            vertical: LayoutValueRange.clampedPriority(compressionResistance.vertical))
        layoutMargins = layoutMargins.clampedToLayoutRange
        safeArea = safeArea.clampedToLayoutRange
        frame = frame?.clampedToLayoutRange
        if var stack, !stack.isWithinLayoutRange {
            if case .points(let points) = stack.spacing { stack.spacing = .points(LayoutValueRange.clampedLength(points)) }
            stack.customSpacing = stack.customSpacing.mapValues(LayoutValueRange.clampedLength)
            self.stack = stack
        }
    }
}

extension StackAttributes {
    /// Whether the spacings are within `LayoutValueRange`. O(custom spacings).
    var isWithinLayoutRange: Bool {
        LayoutValueRange.admitsLength(spacing.value) && customSpacing.values.allSatisfy(LayoutValueRange.admitsLength)
    }
}
