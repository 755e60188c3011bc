import ConstraintSolver

/// Operations on cost profiles (convex piecewise-linear functions with symbolic slopes), enough
/// to compose a stack's profile from its items' in closed form. All are exact: breakpoints move
/// and slopes add, nothing is approximated. Profiles here have no limits (callers check).
extension CostProfile {
    /// A view's own cost along an axis: compression resistance below its intrinsic length and
    /// hugging above it (a required one is a hard limit), or, without an intrinsic length, the
    /// fallback pull to zero.
    static func content(length: Double?, hugging: PriorityLevel, resistance: PriorityLevel, fallback: PriorityLevel) -> CostProfile {
        guard let length else { return pull(toward: 0, at: fallback) }
        let below = resistance.priority >= 1000 ? SymbolicWeight.zero : -SymbolicWeight(level: resistance)
        let above = hugging.priority >= 1000 ? SymbolicWeight.zero : SymbolicWeight(level: hugging)
        var profile = CostProfile(
            breakpoints: [length], slopes: [below, above],
            lowerLimit: resistance.priority >= 1000 ? length : nil, upperLimit: hugging.priority >= 1000 ? length : nil)
        profile.mergeEqualSlopes()
        return profile
    }

    /// `|t - target|` at one level.
    static func pull(toward target: Double, at level: PriorityLevel) -> CostProfile {
        let unit = SymbolicWeight(level: level)
        return CostProfile(breakpoints: [target], slopes: [-unit, unit])
    }

    static let zero = CostProfile(breakpoints: [], slopes: [.zero])

    /// The pointwise sum: its slope starts as the sum of the first slopes and changes, at each
    /// breakpoint, by the jump of the profile that has it. O(B log B) for B breakpoints in all
    /// (plus the size of the slopes' differences).
    static func sum(_ profiles: [CostProfile]) -> CostProfile {
        guard profiles.count > 1 else { return profiles.first ?? .zero }
        var jumps: [(point: Double, profile: Int, index: Int)] = []
        jumps.reserveCapacity(profiles.reduce(0) { $0 + $1.breakpoints.count })
        var slope = SymbolicWeight.zero
        for (offset, profile) in profiles.enumerated() {
            slope.add(profile.slopes[0], times: 1)
            for (index, point) in profile.breakpoints.enumerated() { jumps.append((point, offset, index)) }
        }
        jumps.sort { $0.point < $1.point }
        var points: [Double] = []
        var slopes = [slope]
        for jump in jumps {
            let profile = profiles[jump.profile]
            // The jump is usually small even when the slopes are long: add it in place.
            slope.add(profile.slopes[jump.index + 1], minus: profile.slopes[jump.index])
            if points.last == jump.point {
                slopes[slopes.count - 1] = slope
            } else {
                points.append(jump.point)
                slopes.append(slope)
            }
        }
        let lowers = profiles.compactMap(\.lowerLimit), uppers = profiles.compactMap(\.upperLimit)
        var result = CostProfile(breakpoints: points, slopes: slopes, lowerLimit: lowers.max(), upperLimit: uppers.min())
        result.mergeEqualSlopes()
        return result
    }

    /// `t -> self(scale * t + offset)` for `scale > 0`. O(breakpoints); a unit scale shares
    /// the slopes.
    func composed(scale: Double, offset: Double) -> CostProfile {
        CostProfile(
            breakpoints: breakpoints.map { ($0 - offset) / scale }, slopes: scale == 1 ? slopes : slopes.map { $0.scaled(by: scale) },
            lowerLimit: lowerLimit.map { ($0 - offset) / scale }, upperLimit: upperLimit.map { ($0 - offset) / scale })
    }

    /// `t -> min over s <= t of self(s)`: the cost of an item that may stay below `t` (an item
    /// inside a spanner or a container it need not fill). O(breakpoints).
    func clippedAbove() -> CostProfile {
        let minimum = minimizer
        var points = breakpoints.filter { $0 < minimum }
        var newSlopes = Array(slopes.prefix(points.count + 1))
        points.append(minimum)
        newSlopes.append(.zero)
        var result = CostProfile(breakpoints: points, slopes: newSlopes, lowerLimit: lowerLimit)
        result.mergeEqualSlopes()
        return result
    }

    /// The profile kept only around `window` (its breakpoints there), continued beyond with the
    /// slopes found at the edges: a lower bound (the cost is convex), exact on the returned
    /// range (out to the nearest breakpoints dropped). O(breakpoints).
    func truncated(to window: ExactWindow) -> (profile: CostProfile, exact: ExactWindow) {
        let first = breakpoints.firstIndex { $0 >= window.lower } ?? breakpoints.count
        let end = breakpoints.lastIndex { $0 <= window.upper }.map { $0 + 1 } ?? 0
        guard first > 0 || end < breakpoints.count else { return (self, .everywhere) }
        let kept = first < end ? Array(breakpoints[first..<end]) : []
        let keptSlopes = first < end ? Array(slopes[first...end]) : [slopes[first]]
        let exact = ExactWindow(
            lower: first > 0 ? breakpoints[first - 1] : -.infinity,
            upper: end < breakpoints.count ? breakpoints[end] : .infinity)
        return (CostProfile(breakpoints: kept, slopes: keptSlopes, lowerLimit: lowerLimit, upperLimit: upperLimit), exact)
    }

    /// One piece of a profile on one side of its minimum: `length` units (infinite for the
    /// last) at a cost of `rate` per unit moved away from the minimum.
    struct Piece {
        var length: Double
        var rate: SymbolicWeight
        var owner: Int
    }

    /// The pieces to the right (`upward`) or left of the minimum, nearest first.
    func pieces(upward: Bool, owner: Int) -> [Piece] {
        let minimum = minimizer
        var pieces: [Piece] = []
        if upward {
            var start = minimum
            for (index, slope) in slopes.enumerated() {
                let end = index < breakpoints.count ? breakpoints[index] : .infinity
                guard end > start else { continue }
                pieces.append(Piece(length: end - start, rate: slope, owner: owner))
                start = end
            }
        } else {
            var start = minimum
            for index in stride(from: slopes.count - 1, through: 0, by: -1) {
                let end = index > 0 ? breakpoints[index - 1] : -.infinity
                guard end < start else { continue }
                pieces.append(Piece(length: start - end, rate: -slopes[index], owner: owner))
                start = end
            }
        }
        return pieces
    }

    /// The infimal convolution `t -> min { sum f_i(w_i) : sum w_i = t }`: the cost of items that
    /// share a length however is cheapest. Its pieces are all the items' pieces, cheapest first
    /// on each side (a piece of infinite length ends the list). O(k log k) for k pieces.
    static func infimalConvolution(_ profiles: [CostProfile]) -> CostProfile {
        let minimum = profiles.reduce(0) { $0 + $1.minimizer }
        func side(upward: Bool) -> [Piece] {
            let pieces = profiles.enumerated().flatMap { $1.pieces(upward: upward, owner: $0) }.sorted { $0.rate < $1.rate }
            guard let infinite = pieces.firstIndex(where: { $0.length == .infinity }) else { return pieces }
            return Array(pieces.prefix(infinite + 1))
        }
        let up = side(upward: true), down = side(upward: false)
        // Intervals left to right: the downward pieces farthest first, then the upward ones.
        var points: [Double] = []
        var slopes: [SymbolicWeight] = []
        var offsets = [0.0]
        for piece in down.dropLast() { offsets.append(offsets.last! + piece.length) }
        for index in down.indices.reversed() {
            slopes.append(-down[index].rate)
            if index > 0 { points.append(minimum - offsets[index]) }
        }
        if !down.isEmpty, !up.isEmpty { points.append(minimum) }
        var position = minimum
        for (index, piece) in up.enumerated() {
            slopes.append(piece.rate)
            position += piece.length
            if index < up.count - 1 { points.append(position) }
        }
        if slopes.isEmpty { slopes = [.zero] }
        var result = CostProfile(breakpoints: points, slopes: slopes)
        result.mergeEqualSlopes()
        return result
    }

    /// How the infimal convolution splits `total` among the items: each starts at its minimum,
    /// then the cheapest pieces on the needed side are taken in order. O(k log k).
    static func distribute(_ total: Double, among profiles: [CostProfile]) -> [Double] {
        var lengths = profiles.map(\.minimizer)
        var remaining = total - lengths.reduce(0, +)
        let upward = remaining > 0
        let pieces = profiles.enumerated().flatMap { $1.pieces(upward: upward, owner: $0) }.sorted { $0.rate < $1.rate }
        for piece in pieces where remaining != 0 {
            let step = min(abs(remaining), piece.length)
            lengths[piece.owner] += upward ? step : -step
            remaining += upward ? -step : step
        }
        return lengths
    }
}
