/// The optimal cost of a system as a function of one edited value `t`: what the rest of the
/// system "charges" for each value of `t` once everything else is optimised.
///
/// The function is convex and piecewise linear with symbolic (lexicographic) slopes. It is
/// what a parent system needs to know about a subsystem that touches it through `t` alone:
/// adding `hinges` (and the hard `limits`) to the parent reproduces the subsystem's cost
/// exactly, so the parent's optimum equals the optimum of the combined system.
///
/// Slopes are stored as the slope before the first breakpoint and the *jump* at each
/// breakpoint. A slope near the root of a large layout has a component for most of the views
/// below it, but a jump only for the few whose cost bends there: the profiles' sum, their
/// composition, truncation and stand-in constraints (`hinges`) cost in proportion to the
/// breakpoints and jumps, not to breakpoints times slope length. A slope itself is rebuilt on
/// demand (`slope(at:)`, `slopes`).
package struct CostProfile: Hashable, Sendable {
    /// Breakpoints in strictly increasing order.
    package private(set) var breakpoints: [Double]
    /// The cost per unit increase of `t` before the first breakpoint.
    package private(set) var initialSlope: SymbolicWeight
    /// `jumps[i]` is how much the slope rises at `breakpoints[i]`: never zero, and
    /// lexicographically positive, as an optimal cost is convex. (A part of a cost, made only
    /// to be summed, may dip; its minimum means nothing.)
    package private(set) var jumps: [SymbolicWeight]
    /// The first interval whose slope is not negative (`breakpoints.count + 1` if none is):
    /// interval `i` ends at `breakpoints[i]`, the last one is unbounded.
    package private(set) var minimumInterval: Int
    /// The slope on interval `minimumInterval` (on the last interval if every slope is
    /// negative): where slopes are rebuilt from, so that a slope near the minimum costs a few
    /// jumps, not the whole walk from the left.
    private var minimumSlope: SymbolicWeight
    /// `t` cannot go below this without violating a required constraint.
    package var lowerLimit: Double?
    /// `t` cannot go above this without violating a required constraint.
    package var upperLimit: Double?

    /// A profile from its breakpoints, the slope before the first and the jump at each.
    /// Breakpoints must increase; equal neighbours are merged and vanishing jumps dropped.
    /// O(breakpoints + the size of the jumps up to the minimum).
    package init(breakpoints: [Double], initialSlope: SymbolicWeight, jumps: [SymbolicWeight], lowerLimit: Double? = nil, upperLimit: Double? = nil) {
        self.init(merging: breakpoints, initialSlope: initialSlope, jumps: jumps, lowerLimit: lowerLimit, upperLimit: upperLimit)
        (minimumInterval, minimumSlope) = Self.firstAscendingInterval(initialSlope: initialSlope, jumps: self.jumps)
    }

    /// The same profile as `init(breakpoints:initialSlope:jumps:lowerLimit:upperLimit:)`, its
    /// minimum looked for from `slopeBelow`, the slope just below a point (on the interval that
    /// ends at the first breakpoint at or above it), rather than from the first slope: a sum
    /// whose minimum lies near its largest term's, say, walks the few breakpoints in between,
    /// not every breakpoint below with slopes of ever more components. O(breakpoints + the
    /// size of the jumps between the point and the minimum).
    package init(
        breakpoints: [Double], initialSlope: SymbolicWeight, jumps: [SymbolicWeight], slopeBelow hint: (point: Double, slope: SymbolicWeight),
        lowerLimit: Double? = nil, upperLimit: Double? = nil
    ) {
        self.init(merging: breakpoints, initialSlope: initialSlope, jumps: jumps, lowerLimit: lowerLimit, upperLimit: upperLimit)
        (minimumInterval, minimumSlope) = Self.firstAscendingInterval(from: breakpointCount(before: hint.point), slope: hint.slope, jumps: self.jumps)
    }

    /// A profile from its slope on each interval (`slopes.count == breakpoints.count + 1`;
    /// slopes increase lexicographically). O(breakpoints * slope size) for the jumps; the
    /// minimum is found by bisection among the slopes, not by a walk along the jumps.
    package init(breakpoints: [Double], slopes: [SymbolicWeight], lowerLimit: Double? = nil, upperLimit: Double? = nil) {
        precondition(slopes.count == breakpoints.count + 1, "one slope more than breakpoints")
        var jumps: [SymbolicWeight] = []
        jumps.reserveCapacity(breakpoints.count)
        for index in breakpoints.indices { jumps.append(slopes[index + 1] - slopes[index]) }
        self.init(merging: breakpoints, initialSlope: slopes[0], jumps: jumps, lowerLimit: lowerLimit, upperLimit: upperLimit)
        // The first slope that is not negative (the slopes increase, so their signs do).
        var low = 0, high = slopes.count
        while low < high {
            let middle = (low + high) / 2
            if slopes[middle].isNegative { low = middle + 1 } else { high = middle }
        }
        if low == 0 { return }
        guard low < slopes.count else {
            (minimumInterval, minimumSlope) = (self.jumps.count + 1, slopes[slopes.count - 1])
            return
        }
        // The minimum is where that slope's interval starts; the slope beyond it is that of
        // the last interval starting there (intervals of zero length merge away).
        let minimum = breakpoints[low - 1]
        var beyond = low
        while beyond < breakpoints.count && breakpoints[beyond] == minimum { beyond += 1 }
        (minimumInterval, minimumSlope) = (breakpointCount(before: minimum) + 1, slopes[beyond])
    }

    /// The profile's breakpoints and jumps, merged (`mergeBreakpoints`), its minimum not yet
    /// found: the first slope stands in until the caller finds it.
    private init(merging breakpoints: [Double], initialSlope: SymbolicWeight, jumps: [SymbolicWeight], lowerLimit: Double?, upperLimit: Double?) {
        precondition(jumps.count == breakpoints.count, "one jump per breakpoint")
        self.breakpoints = breakpoints
        self.initialSlope = initialSlope
        self.jumps = jumps
        self.lowerLimit = lowerLimit
        self.upperLimit = upperLimit
        minimumInterval = 0
        minimumSlope = initialSlope
        mergeBreakpoints()
    }

    /// Merges equal breakpoints and drops jumps within tolerance of zero.
    private mutating func mergeBreakpoints() {
        // (A weight keeps no component within tolerance of zero: a vanishing jump is zero.)
        let needsMerge = breakpoints.indices.contains { index in
            jumps[index].isZero || (index > 0 && breakpoints[index] == breakpoints[index - 1])
        }
        if needsMerge {
            var points: [Double] = []
            var kept: [SymbolicWeight] = []
            points.reserveCapacity(breakpoints.count)
            kept.reserveCapacity(breakpoints.count)
            for (point, jump) in zip(breakpoints, jumps) {
                if points.last == point {
                    kept[kept.count - 1].add(jump, times: 1)
                } else {
                    points.append(point)
                    kept.append(jump)
                }
            }
            var write = 0
            for read in points.indices where !kept[read].isZero {
                points[write] = points[read]
                kept.swapAt(write, read)
                write += 1
            }
            points.removeLast(points.count - write)
            kept.removeLast(kept.count - write)
            breakpoints = points
            jumps = kept
        }
    }

    /// A profile whose breakpoints and jumps are known to be normalized, with its minimum.
    private init(
        normalized breakpoints: [Double], initialSlope: SymbolicWeight, jumps: [SymbolicWeight], minimumInterval: Int,
        minimumSlope: SymbolicWeight, lowerLimit: Double?, upperLimit: Double?
    ) {
        self.breakpoints = breakpoints
        self.initialSlope = initialSlope
        self.jumps = jumps
        self.minimumInterval = minimumInterval
        self.minimumSlope = minimumSlope
        self.lowerLimit = lowerLimit
        self.upperLimit = upperLimit
    }

    /// A profile with one breakpoint, where the slope goes from `before` to `after` (both
    /// single-level or zero, say): no walk to find the minimum. O(1).
    package static func bend(
        at point: Double, before: SymbolicWeight, after: SymbolicWeight, lowerLimit: Double? = nil, upperLimit: Double? = nil
    ) -> CostProfile {
        let jump = after - before
        guard !jump.isZero else {
            return CostProfile(
                normalized: [], initialSlope: before, jumps: [], minimumInterval: before.isNegative ? 1 : 0, minimumSlope: before,
                lowerLimit: lowerLimit, upperLimit: upperLimit)
        }
        let minimumInterval = !before.isNegative ? 0 : !after.isNegative ? 1 : 2
        return CostProfile(
            normalized: [point], initialSlope: before, jumps: [jump], minimumInterval: minimumInterval,
            minimumSlope: minimumInterval == 0 ? before : after, lowerLimit: lowerLimit, upperLimit: upperLimit)
    }

    /// The first interval whose slope is not negative (`jumps.count + 1` if none): the slope is
    /// accumulated in place, jump by jump, until its leading component turns positive.
    /// O(m (log k + k)) for the m jumps up to the minimum and slopes of k components (the
    /// shift when a level appears or cancels), without copying the slope.
    private static func firstAscendingInterval(initialSlope: SymbolicWeight, jumps: [SymbolicWeight]) -> (Int, SymbolicWeight) {
        guard initialSlope.isNegative else { return (0, initialSlope) }
        var slope = SymbolicWeight.RunningSum(initialSlope, capacity: initialSlope.count + 2 * jumps.count)
        for index in jumps.indices {
            slope.add(jumps[index], times: 1)
            if slope.sign >= 0 { return (index + 1, slope.weight) }
        }
        return (jumps.count + 1, slope.weight)
    }

    /// `firstAscendingInterval(initialSlope:jumps:)` found from interval `start`, whose slope is
    /// `slope`: up while the slope is negative, else down while the one below is not. O(d (log k
    /// + k)) for the d jumps between `start` and the minimum and slopes of k components.
    private static func firstAscendingInterval(from start: Int, slope: SymbolicWeight, jumps: [SymbolicWeight]) -> (Int, SymbolicWeight) {
        var interval = start
        if slope.isNegative {
            var running = SymbolicWeight.RunningSum(slope, capacity: slope.count + 8)
            while interval < jumps.count {
                running.add(jumps[interval], times: 1)
                interval += 1
                if running.sign >= 0 { return (interval, running.weight) }
            }
            return (jumps.count + 1, running.weight)
        }
        var current = slope
        while interval > 0 {
            let below = current - jumps[interval - 1]
            if below.isNegative { break }
            current = below
            interval -= 1
        }
        return (interval, current)
    }

    /// The slope on interval `index` (the one ending at `breakpoints[index]`), rebuilt from the
    /// slope at the minimum. O(d * slope size) for intervals d away from the minimum.
    package func slope(at index: Int) -> SymbolicWeight {
        let anchor = min(minimumInterval, jumps.count)
        guard abs(index - anchor) > 1 else {
            if index == anchor { return minimumSlope }
            return index > anchor ? minimumSlope + jumps[anchor] : minimumSlope - jumps[index]
        }
        var slope = SymbolicWeight.RunningSum(minimumSlope, capacity: minimumSlope.count + 2 * abs(index - anchor))
        if index >= anchor {
            for jump in jumps[anchor..<index] { slope.add(jump, times: 1) }
        } else {
            for jump in jumps[index..<anchor].reversed() { slope.add(jump, times: -1) }
        }
        return slope.weight
    }

    /// `slope(at: index).leadingLevel`, without making the slope when it lies next to the
    /// minimum's (a jump away). O(slope size) then, without allocating; else as `slope(at:)`.
    package func leadingLevelOfSlope(at index: Int) -> PriorityLevel? {
        let anchor = min(minimumInterval, jumps.count)
        guard abs(index - anchor) > 1 else {
            if index == anchor { return minimumSlope.leadingLevel }
            return index > anchor
                ? SymbolicWeight.leadingLevel(of: minimumSlope, plus: jumps[anchor], times: 1)
                : SymbolicWeight.leadingLevel(of: minimumSlope, plus: jumps[index], times: -1)
        }
        return slope(at: index).leadingLevel
    }

    /// The slope on every interval, left to right. O(breakpoints * slope size).
    package var slopes: [SymbolicWeight] {
        var slopes = [initialSlope]
        slopes.reserveCapacity(jumps.count + 1)
        var slope = initialSlope
        for jump in jumps {
            slope.add(jump, times: 1)
            slopes.append(slope)
        }
        return slopes
    }

    /// Whether the slope on interval `index` is negative. O(1).
    package func isDescending(at index: Int) -> Bool { index < minimumInterval }

    /// A soft bound `t <= threshold` (`isUpper`) or `t >= threshold` whose violation costs
    /// `weight` per unit.
    package struct Hinge: Hashable, Sendable {
        package var threshold: Double
        package var isUpper: Bool
        package var weight: SymbolicWeight
    }

    /// The smallest `t` within the limits that minimises the cost. O(1).
    package var minimizer: Double {
        let unconstrained: Double
        if minimumInterval <= jumps.count {
            unconstrained = minimumInterval > 0 ? breakpoints[minimumInterval - 1] : lowerLimit ?? breakpoints.first ?? upperLimit ?? 0
        } else {
            unconstrained = upperLimit ?? breakpoints.last ?? lowerLimit ?? 0
        }
        // The cost is convex, so the best point within the limits is the nearest one.
        return min(max(unconstrained, lowerLimit ?? -.infinity), upperLimit ?? .infinity)
    }

    /// Soft bounds whose summed violation costs equal this profile minus its minimum value
    /// (within the limits). Weights are lexicographically positive. O(breakpoints + the size of
    /// the two slopes around the minimum).
    package var hinges: [Hinge] {
        let start = minimumInterval
        let intervals = jumps.count + 1
        var hinges: [Hinge] = []
        hinges.reserveCapacity(intervals)
        // Rising to the right of the minimum: the slope there, then each breakpoint's jump.
        if start < intervals {
            let threshold = start == 0 ? (lowerLimit ?? breakpoints.first ?? 0) : breakpoints[start - 1]
            let weight = slope(at: start)
            if !weight.isZero { hinges.append(Hinge(threshold: threshold, isUpper: true, weight: weight)) }
            for index in start..<jumps.count {
                hinges.append(Hinge(threshold: breakpoints[index], isUpper: true, weight: jumps[index]))
            }
        }
        // Rising to the left of the minimum: the slope there, then each breakpoint's jump.
        if start > 0 {
            let last = start - 1
            let threshold = last == jumps.count ? (upperLimit ?? breakpoints.last ?? 0) : breakpoints[last]
            let weight = -slope(at: last)
            if !weight.isZero { hinges.append(Hinge(threshold: threshold, isUpper: false, weight: weight)) }
            for index in stride(from: last - 1, through: 0, by: -1) {
                hinges.append(Hinge(threshold: breakpoints[index], isUpper: false, weight: jumps[index]))
            }
        }
        return hinges
    }

    /// How many breakpoints lie before `t` (`inclusive`: at or before it): the index of the
    /// interval that holds `t` (`inclusive`: the one just after it). O(log breakpoints).
    package func breakpointCount(before t: Double, inclusive: Bool = false) -> Int {
        var low = 0, high = breakpoints.count
        while low < high {
            let middle = (low + high) / 2
            if breakpoints[middle] < t || (inclusive && breakpoints[middle] == t) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `adding(pullToward: target, weight: weight).clippedAbove()`, made at once: the cost of a
    /// view across a stack aligned other than by filling (the alignment pulls its length toward
    /// zero; the container cuts it, never stretches it). A profile with one breakpoint above
    /// `target` and no limits whose pulled minimum lies at that breakpoint (a leaf's content,
    /// the common case) is made directly from its slopes, the signs compared without making
    /// the sums; any other takes the general path. O(1) weights then, else O(breakpoints).
    package func addingPullClippedAbove(toward target: Double, weight: SymbolicWeight) -> CostProfile {
        guard breakpoints.count == 1, lowerLimit == nil, upperLimit == nil, target < breakpoints[0], weight.isPositive,
              // Pulled, the slope between the target and the breakpoint is negative, and the
              // slope after the breakpoint is not.
              SymbolicWeight.compare(initialSlope, scaledBy: 1, weight, scaledBy: -1) < 0,
              SymbolicWeight.compare(slope(at: 1), scaledBy: 1, weight, scaledBy: -1) >= 0
        else { return adding(pullToward: target, weight: weight).clippedAbove() }
        // Clipped at the breakpoint: the slope there rises from `initialSlope + weight` to zero.
        var rise = initialSlope.scaled(by: -1)
        rise.add(weight, times: -1)
        return CostProfile(
            normalized: [target, breakpoints[0]], initialSlope: initialSlope - weight, jumps: [weight.scaled(by: 2), rise],
            minimumInterval: 2, minimumSlope: .zero, lowerLimit: nil, upperLimit: nil)
    }

    /// This profile plus `weight * |t - target|`, the cost of a soft `t == target`.
    /// O(breakpoints).
    package func adding(pullToward target: Double, weight: SymbolicWeight) -> CostProfile {
        let low = breakpointCount(before: target)
        var points = breakpoints, newJumps = jumps
        // Copied once, with room for the new breakpoint.
        points.reserveCapacity(breakpoints.count + 1)
        newJumps.reserveCapacity(jumps.count + 1)
        let rise = weight.scaled(by: 2)
        if low < points.count, points[low] == target {
            newJumps[low].add(rise, times: 1)
        } else {
            points.insert(target, at: low)
            newJumps.insert(rise, at: low)
        }
        return CostProfile(
            breakpoints: points, initialSlope: initialSlope - weight, jumps: newJumps, lowerLimit: lowerLimit, upperLimit: upperLimit)
    }

    /// `t -> self(scale * t + offset)` for `scale > 0`. O(breakpoints); a unit scale shares
    /// the slopes.
    package func composed(scale: Double, offset: Double) -> CostProfile {
        precondition(scale > 0, "a composition keeps the direction of t")
        return CostProfile(
            normalized: breakpoints.map { ($0 - offset) / scale },
            initialSlope: scale == 1 ? initialSlope : initialSlope.scaled(by: scale),
            jumps: scale == 1 ? jumps : jumps.map { $0.scaled(by: scale) }, minimumInterval: minimumInterval,
            minimumSlope: scale == 1 ? minimumSlope : minimumSlope.scaled(by: scale), lowerLimit: lowerLimit.map { ($0 - offset) / scale }, upperLimit: upperLimit.map { ($0 - offset) / scale })
    }

    /// The profile with only the breakpoints in `kept` (and the same limits): the slope before
    /// the first kept breakpoint continues to the left, the one after the last to the right.
    /// O(kept + the size of the slope before `kept`).
    package func keepingBreakpoints(_ kept: Range<Int>) -> CostProfile {
        let minimum = min(max(minimumInterval - kept.lowerBound, 0), kept.count + 1)
        return CostProfile(
            normalized: Array(breakpoints[kept]), initialSlope: slope(at: kept.lowerBound), jumps: Array(jumps[kept]),
            minimumInterval: minimum, minimumSlope: slope(at: kept.lowerBound + min(minimum, kept.count)),
            lowerLimit: lowerLimit, upperLimit: upperLimit)
    }

    /// `t -> min over s <= t of self(s)`: the slope flattens to zero at the minimum (and the
    /// upper limit goes). O(breakpoints). Consuming: a profile no one else holds (a fresh
    /// result) is clipped in place.
    package consuming func clippedAbove() -> CostProfile {
        clipAbove()
        return self
    }

    /// Clips the profile above its minimum in place (see `clippedAbove`): the breakpoints past
    /// the minimum go, without a copy of the rest when nothing else holds the arrays.
    package mutating func clipAbove() {
        let minimum = minimizer
        let kept = breakpointCount(before: minimum)
        let before = slope(at: kept)
        breakpoints.removeLast(breakpoints.count - kept)
        jumps.removeLast(jumps.count - kept)
        upperLimit = nil
        guard !before.isZero else {
            let interval = min(minimumInterval, kept)
            if interval == kept { minimumSlope = .zero }
            minimumInterval = interval
            return
        }
        // Slopes before the minimum are negative, or it sits at the lower limit.
        breakpoints.append(minimum)
        jumps.append(-before)
        let interval = min(minimumInterval, kept + 1)
        if interval == kept + 1 { minimumSlope = .zero }
        minimumInterval = interval
    }

    /// Same breakpoints, limits and slopes, within `tolerance`. O(breakpoints + jump sizes).
    package func isApproximatelyEqual(to other: CostProfile, tolerance: Double = 1e-9) -> Bool {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): abs(a - b) <= tolerance
            default: false
            }
        }
        return breakpoints.count == other.breakpoints.count
            && zip(breakpoints, other.breakpoints).allSatisfy { abs($0 - $1) <= tolerance }
            && initialSlope.isApproximatelyEqual(to: other.initialSlope)
            && zip(jumps, other.jumps).allSatisfy { $0.isApproximatelyEqual(to: $1) }
            && close(lowerLimit, other.lowerLimit) && close(upperLimit, other.upperLimit)
    }
}
