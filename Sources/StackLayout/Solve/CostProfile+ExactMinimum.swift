import ConstraintSolver

extension CostProfile {
    /// Whether the profile's minimum is a true minimum of the cost it bounds: the minimizer
    /// lies in `window` (where the profile is exact) and the profile turns there, its slope
    /// negative just below (or a hard lower limit) and not negative just above (or a hard upper
    /// limit). The profile is convex and a lower bound of the cost everywhere, so such a point
    /// minimises the cost itself. O(breakpoints).
    func hasExactMinimum(in window: ExactWindow) -> Bool {
        let point = minimizer
        guard point.isFinite, window.contains(point) else { return false }
        let tolerance = 1e-9
        let below = breakpointCount(before: point - tolerance)
        let above = breakpointCount(before: point + tolerance, inclusive: true)
        let stoppedBelow = lowerLimit.map { point <= $0 + tolerance } ?? false
        let stoppedAbove = upperLimit.map { point >= $0 - tolerance } ?? false
        return (stoppedBelow || isDescending(at: below)) && (stoppedAbove || !isDescending(at: above))
    }
}
