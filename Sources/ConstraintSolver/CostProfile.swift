/// The optimal cost of a system as a function of one edited value `t`: what the rest of the
/// system "charges" for each value of `t` once everything else is optimised.
///
/// The function is convex and piecewise linear with symbolic (lexicographic) slopes. It is
/// what a parent system needs to know about a subsystem that touches it through `t` alone:
/// adding `hinges` (and the hard `limits`) to the parent reproduces the subsystem's cost
/// exactly, so the parent's optimum equals the optimum of the combined system.
public struct CostProfile: Hashable, Sendable {
    /// Breakpoints in increasing order.
    public var breakpoints: [Double]
    /// `slopes[i]` is the cost per unit increase of `t` on the interval that ends at
    /// `breakpoints[i]` (the last one on the interval after the last breakpoint).
    /// `slopes.count == breakpoints.count + 1`; slopes increase lexicographically (convexity).
    public var slopes: [SymbolicWeight]
    /// `t` cannot go below this without violating a required constraint.
    public var lowerLimit: Double?
    /// `t` cannot go above this without violating a required constraint.
    public var upperLimit: Double?

    public init(breakpoints: [Double], slopes: [SymbolicWeight], lowerLimit: Double? = nil, upperLimit: Double? = nil) {
        precondition(slopes.count == breakpoints.count + 1, "one slope more than breakpoints")
        self.breakpoints = breakpoints
        self.slopes = slopes
        self.lowerLimit = lowerLimit
        self.upperLimit = upperLimit
    }

    /// A soft bound `t <= threshold` (`isUpper`) or `t >= threshold` whose violation costs
    /// `weight` per unit.
    public struct Hinge: Hashable, Sendable {
        public var threshold: Double
        public var isUpper: Bool
        public var weight: SymbolicWeight
    }

    /// The smallest `t` within the limits that minimises the cost. O(breakpoints).
    public var minimizer: Double {
        let unconstrained: Double
        if let first = slopes.firstIndex(where: { !$0.isNegative }) {
            unconstrained = first > 0 ? breakpoints[first - 1] : lowerLimit ?? breakpoints.first ?? upperLimit ?? 0
        } else {
            unconstrained = upperLimit ?? breakpoints.last ?? lowerLimit ?? 0
        }
        // The cost is convex, so the best point within the limits is the nearest one.
        return min(max(unconstrained, lowerLimit ?? -.infinity), upperLimit ?? .infinity)
    }

    /// Soft bounds whose summed violation costs equal this profile minus its minimum value
    /// (within the limits). Weights are lexicographically positive. O(breakpoints).
    public var hinges: [Hinge] {
        let start = slopes.firstIndex(where: { !$0.isNegative }) ?? slopes.count
        var hinges: [Hinge] = []
        // Rising to the right of the minimum: each breakpoint adds its slope increase.
        for index in start..<slopes.count {
            let threshold = index == 0 ? (lowerLimit ?? breakpoints.first ?? 0) : breakpoints[index - 1]
            let weight = index == start ? slopes[index] : slopes[index] - slopes[index - 1]
            if !weight.isZero { hinges.append(Hinge(threshold: threshold, isUpper: true, weight: weight)) }
        }
        // Rising to the left of the minimum.
        for index in stride(from: start - 1, through: 0, by: -1) {
            let threshold = index == slopes.count - 1 ? (upperLimit ?? breakpoints.last ?? 0) : breakpoints[index]
            let weight = index == start - 1 ? -slopes[index] : slopes[index + 1] - slopes[index]
            if !weight.isZero { hinges.append(Hinge(threshold: threshold, isUpper: false, weight: weight)) }
        }
        return hinges
    }

    /// This profile plus `weight * |t - target|`, the cost of a soft `t == target`.
    /// O(breakpoints).
    public func adding(pullToward target: Double, weight: SymbolicWeight) -> CostProfile {
        var points: [Double] = []
        var newSlopes: [SymbolicWeight] = []
        points.reserveCapacity(breakpoints.count + 1)
        newSlopes.reserveCapacity(slopes.count + 1)
        var inserted = false
        for (index, slope) in slopes.enumerated() {
            let end = index < breakpoints.count ? breakpoints[index] : Double.infinity
            if !inserted, target < end {
                newSlopes.append(slope - weight)
                points.append(target)
                inserted = true
                if target == end { continue }
            }
            newSlopes.append(inserted ? slope + weight : slope - weight)
            if index < breakpoints.count { points.append(end) }
        }
        var result = CostProfile(breakpoints: points, slopes: newSlopes, lowerLimit: lowerLimit, upperLimit: upperLimit)
        result.mergeEqualSlopes()
        return result
    }

    /// Same breakpoints, limits and slopes, within `tolerance`. O(breakpoints).
    public func isApproximatelyEqual(to other: CostProfile, tolerance: Double = 1e-9) -> Bool {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): abs(a - b) <= tolerance
            default: false
            }
        }
        return breakpoints.count == other.breakpoints.count
            && zip(breakpoints, other.breakpoints).allSatisfy { abs($0 - $1) <= tolerance }
            && zip(slopes, other.slopes).allSatisfy { $0.isApproximatelyEqual(to: $1) }
            && close(lowerLimit, other.lowerLimit) && close(upperLimit, other.upperLimit)
    }

    /// Drops breakpoints between equal slopes. O(breakpoints); allocates only when some go.
    public mutating func mergeEqualSlopes() {
        guard !breakpoints.isEmpty,
              slopes.indices.dropFirst().contains(where: { slopes[$0].isApproximatelyEqual(to: slopes[$0 - 1]) })
        else { return }
        var keptPoints: [Double] = []
        var keptSlopes = [slopes[0]]
        for (index, point) in breakpoints.enumerated() where !slopes[index + 1].isApproximatelyEqual(to: keptSlopes.last!) {
            keptPoints.append(point)
            keptSlopes.append(slopes[index + 1])
        }
        breakpoints = keptPoints
        slopes = keptSlopes
    }
}
