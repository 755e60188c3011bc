import ConstraintSolver

/// Operations on cost profiles (convex piecewise-linear functions with symbolic slopes), enough
/// to compose a stack's profile from its items' in closed form. All are exact: breakpoints move
/// and slopes add, nothing is approximated. Profiles here have no limits (callers check).
extension CostProfile {
    /// A view's own cost along an axis: compression resistance below its intrinsic length and
    /// hugging above it (a required one is a hard limit), or, without an intrinsic length, the
    /// fallback pull to its resting length (`SceneGraph.restingLength`). Hugging and compression
    /// resistance are summed within their priority (`CompiledStrength.summed`).
    static func content(
        length: Double?, hugging: PriorityLevel, resistance: PriorityLevel, fallback: PriorityLevel, restingLength: Double = 0
    ) -> CostProfile {
        guard let length else { return pull(toward: restingLength, at: fallback) }
        let below = resistance.priority >= 1000 ? SymbolicWeight.zero : -SymbolicWeight(summedAt: resistance)
        let above = hugging.priority >= 1000 ? SymbolicWeight.zero : SymbolicWeight(summedAt: hugging)
        return bend(
            at: length, before: below, after: above,
            lowerLimit: resistance.priority >= 1000 ? length : nil, upperLimit: hugging.priority >= 1000 ? length : nil)
    }

    /// `|t - target|` at one level.
    static func pull(toward target: Double, at level: PriorityLevel) -> CostProfile {
        let unit = SymbolicWeight(level: level)
        return bend(at: target, before: -unit, after: unit)
    }

    /// Whether the first slope and every jump (the terms every slope is a sum of) satisfy
    /// `predicate`. O(breakpoints), without allocating.
    func slopeTermsAllSatisfy(_ predicate: (SymbolicWeight) -> Bool) -> Bool {
        predicate(initialSlope) && jumps.allSatisfy(predicate)
    }

    static let zero = CostProfile(breakpoints: [], initialSlope: .zero, jumps: [])

    /// The pointwise sum: its first slope is the sum of the first slopes, and each profile's
    /// jumps stay where they are (those at one point summed at once). O(B log B + J) for B
    /// breakpoints and jumps of J components in all (plus the first slopes' sizes; a point where
    /// n jumps meet costs O(n J) at worst, inserting short ones); independent of how long the
    /// slopes in between are.
    static func sum(_ profiles: [CostProfile]) -> CostProfile {
        guard profiles.count > 1 else { return profiles.first ?? .zero }
        var jumps: [(point: Double, profile: Int, index: Int)] = []
        jumps.reserveCapacity(profiles.reduce(0) { $0 + $1.breakpoints.count })
        let initialSlope = SymbolicWeight.sum(profiles.map(\.initialSlope))
        // (Indices rather than `enumerated()`, whose optional (offset, profile) pairs are
        // destroyed through generic value witnesses.)
        for offset in profiles.indices {
            for (index, point) in profiles[offset].breakpoints.enumerated() { jumps.append((point, offset, index)) }
        }
        jumps.sort { $0.point < $1.point }
        var points: [Double] = []
        var merged: [SymbolicWeight] = []
        points.reserveCapacity(jumps.count)
        merged.reserveCapacity(jumps.count)
        // The jumps at one point, added in order into one buffer (`RunningSum`, the same sum
        // as adding them one at a time, bit for bit): many terms bending at one length (rows
        // of views of equal heights, say) would otherwise copy an ever longer weight per term.
        var start = 0
        while start < jumps.count {
            let point = jumps[start].point
            var end = start + 1
            while end < jumps.count, jumps[end].point == point { end += 1 }
            let first = profiles[jumps[start].profile].jumps[jumps[start].index]
            points.append(point)
            if end == start + 1 {
                merged.append(first)
            } else {
                var capacity = 0
                for jump in jumps[start..<end] { capacity += profiles[jump.profile].jumps[jump.index].count }
                var rise = SymbolicWeight.RunningSum(first, capacity: capacity)
                for jump in jumps[(start + 1)..<end] { rise.add(profiles[jump.profile].jumps[jump.index], times: 1) }
                merged.append(rise.weight)
            }
            start = end
        }
        var lower: Double?, upper: Double?
        for profile in profiles {
            if let limit = profile.lowerLimit { lower = max(lower ?? limit, limit) }
            if let limit = profile.upperLimit { upper = min(upper ?? limit, limit) }
        }
        // A sum of one long profile (a stack's items combined) and a few short ones (its own
        // cost, a pull) has its minimum near the long one's: looked for from there, not from
        // the first slope, whose components grow with every jump walked.
        let largest = profiles.indices.max { profiles[$0].breakpoints.count < profiles[$1].breakpoints.count }!
        let anchor = profiles[largest]
        guard anchor.breakpoints.count >= Self.longProfile, anchor.minimumInterval >= 1, anchor.minimumInterval <= anchor.breakpoints.count
        else {
            return CostProfile(breakpoints: points, initialSlope: initialSlope, jumps: merged, lowerLimit: lower, upperLimit: upper)
        }
        let point = anchor.breakpoints[anchor.minimumInterval - 1]
        let slopeBelow = SymbolicWeight.sum(profiles.map { $0.slope(at: $0.breakpointCount(before: point)) })
        return CostProfile(
            breakpoints: points, initialSlope: initialSlope, jumps: merged, slopeBelow: (point, slopeBelow), lowerLimit: lower, upperLimit: upper)
    }

    /// How many breakpoints make a sum's term long enough to look for the sum's minimum from
    /// that term's.
    private static let longProfile = 64

    /// The profile kept only around `window` (its breakpoints there, and the nearest one beyond
    /// each side), continued beyond with the slopes found at the edges: a lower bound (the cost
    /// is convex), exact on the returned range (out to the nearest breakpoints dropped).
    ///
    /// The breakpoint kept beyond each side is slack for the parent: content priorities of one
    /// priority add up across the scene, so a parent that compresses (or stretches) its nested
    /// stacks spreads the change over several of them, each a little past its own minimum, and
    /// a window that ends at the first breakpoint beyond would have to be widened (and the
    /// parent solved again) for most of them. O(breakpoints).
    func truncated(to window: ExactWindow) -> (profile: CostProfile, exact: ExactWindow) {
        let first = max(breakpointCount(before: window.lower) - 1, 0)
        let end = min(breakpointCount(before: window.upper, inclusive: true) + 1, breakpoints.count)
        guard first > 0 || end < breakpoints.count else { return (self, .everywhere) }
        let exact = ExactWindow(
            lower: first > 0 ? breakpoints[first - 1] : -.infinity,
            upper: end < breakpoints.count ? breakpoints[end] : .infinity)
        return (keepingBreakpoints(first < end ? first..<end : first..<first), exact)
    }

    /// One piece of a profile on one side of its minimum: `length` units (infinite for the
    /// last) where the profile has `slope`, so that moving away from the minimum costs `slope`
    /// per unit upward and `-slope` downward (its rate, never made: pieces compare without it).
    struct Piece {
        var length: Double
        var slope: SymbolicWeight
        var upward: Bool
        var owner: Int

        /// Whether moving along this piece costs less per unit than along `other` (a piece on
        /// the same side). O(slope sizes), without allocating.
        func isCheaper(than other: Piece) -> Bool {
            let scale: Double = upward ? 1 : -1
            return SymbolicWeight.compare(slope, scaledBy: scale, other.slope, scaledBy: scale) < 0
        }
    }

    /// Appends the pieces to the right (`upward`) or left of the minimum to `pieces`, nearest
    /// first. The slope is rebuilt once next to the minimum, then carried along in place and
    /// copied into the pieces. O(pieces * slope size).
    func appendPieces(upward: Bool, owner: Int, to pieces: inout [Piece]) {
        let minimum = minimizer
        if upward {
            // The first interval that ends beyond the minimum.
            let first = breakpointCount(before: minimum, inclusive: true)
            var start = minimum
            var slope = self.slope(at: first)
            for index in first...jumps.count {
                if index > first { slope.add(jumps[index - 1], times: 1) }
                let end = index < breakpoints.count ? breakpoints[index] : .infinity
                pieces.append(Piece(length: end - start, slope: slope, upward: true, owner: owner))
                start = end
            }
        } else {
            // The last interval that starts before the minimum.
            let last = breakpointCount(before: minimum)
            var start = minimum
            var slope = self.slope(at: last)
            for index in stride(from: last, through: 0, by: -1) {
                if index < last { slope.add(jumps[index], times: -1) }
                let end = index > 0 ? breakpoints[index - 1] : -.infinity
                pieces.append(Piece(length: start - end, slope: slope, upward: false, owner: owner))
                start = end
            }
        }
    }

    /// Every profile's pieces on one side of its minimum, each owned by the profile's index,
    /// gathered in one array.
    static func allPieces(of profiles: [CostProfile], upward: Bool) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(profiles.reduce(0) { $0 + $1.breakpoints.count + 1 })
        // (Indices rather than `enumerated()`: see `sum`.)
        for owner in profiles.indices { profiles[owner].appendPieces(upward: upward, owner: owner, to: &pieces) }
        return pieces
    }

    /// The infimal convolution `t -> min { sum f_i(w_i) : sum w_i = t }` of `order`'s profiles:
    /// the cost of items that share a length however is cheapest. Its pieces are the items'
    /// pieces in `order`, on each side up to the first of infinite length (which takes all the
    /// rest; a finite piece after it is no cheaper, and one as cheap adds a slope equal to its
    /// own, which merges away). O(k log k) for k pieces, the sorting shared through `order`.
    static func infimalConvolution(_ order: inout ConvolutionOrder) -> CostProfile {
        let minimum = order.profiles.reduce(0) { $0 + $1.minimizer }
        func side(upward: Bool) -> ArraySlice<Piece> {
            let pieces = order.pieces(upward: upward)
            return pieces.firstIndex { $0.length == .infinity }.map { pieces[...$0] } ?? pieces[...]
        }
        let up = side(upward: true), down = side(upward: false)
        // Intervals left to right: the downward pieces farthest first, then the upward ones.
        var points: [Double] = []
        var slopes: [SymbolicWeight] = []
        var offsets = [0.0]
        for piece in down.dropLast() { offsets.append(offsets.last! + piece.length) }
        for index in down.indices.reversed() {
            slopes.append(down[index].slope)
            if index > down.startIndex { points.append(minimum - offsets[index]) }
        }
        if !down.isEmpty, !up.isEmpty { points.append(minimum) }
        var position = minimum
        for (index, piece) in up.enumerated() {
            slopes.append(piece.slope)
            position += piece.length
            if index < up.count - 1 { points.append(position) }
        }
        if slopes.isEmpty { slopes = [.zero] }
        return CostProfile(breakpoints: points, slopes: slopes)
    }

}
