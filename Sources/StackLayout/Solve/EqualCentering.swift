import ConstraintSolver

/// equalCentering along a stack's axis in closed form (stack-layout.md section 2): the visible
/// views keep their natural lengths unless the stack is too short for them and their spacing,
/// and the distances between neighbouring centres are made equal, gap by gap in the order of
/// their priorities (`gap_k == gap_0` at `max(150 - index, 50)`).
///
/// It applies when every view's own cost lies above the centring priorities and bends at its
/// natural length (`applies(to:)`): then the views' lengths are settled first (natural, or
/// compressed as in fill when the stack is short), and the centring only places them. For a
/// container length it gives the views' lengths and the centre distances the simplex would give
/// (`layout(container:)`), and the cost of the centring constraints as a cost profile of the
/// container length (`centringCost()`), exact everywhere. O(n²) for n visible views.
struct EqualCentering: Equatable {
    /// The visible views' costs along the axis, in arranged order.
    let costs: [CostProfile]
    /// The spacing after each visible view but the last (the least edge gap).
    let spacings: [Double]
    /// The level of `gap_k == gap_0` for k = 1..., indexed by k - 1.
    let levels: [PriorityLevel]

    private let naturalLengths: [Double]
    /// The least distance between the centres of views k and k + 1.
    private let leastGaps: [Double]
    /// Gaps 1... in the order their equality is decided: most important first.
    private let order: [Int]

    init(costs: [CostProfile], spacings: [Double], levels: [PriorityLevel]) {
        precondition(costs.count >= 2 && spacings.count == costs.count - 1 && levels.count == costs.count - 2)
        self.costs = costs
        self.spacings = spacings
        self.levels = levels
        let naturalLengths = costs.map(\.minimizer)
        self.naturalLengths = naturalLengths
        leastGaps = spacings.indices.map { spacings[$0] + (naturalLengths[$0] + naturalLengths[$0 + 1]) / 2 }
        order = levels.indices.sorted { levels[$0] > levels[$1] }.map { $0 + 1 }
    }

    /// Whether the views' lengths never depend on the centring: each view's cost lies strictly
    /// above the centring priorities (at most 150) and rises on both sides of its natural
    /// length (no free stretch for the centring to use), with no hard limit.
    static func applies(to costs: [CostProfile]) -> Bool {
        costs.allSatisfy { cost in
            guard cost.lowerLimit == nil, cost.upperLimit == nil,
                  cost.minimumInterval >= 1, cost.minimumInterval <= cost.jumps.count,
                  !cost.slope(at: cost.minimumInterval).isZero
            else { return false }
            return ([cost.initialSlope] + cost.jumps).allSatisfy { weight in
                weight.components.allSatisfy { $0.level.priority > 150 }
            }
        }
    }

    /// The views' natural lengths and spacing: below it they compress.
    var naturalLength: Double { naturalLengths.reduce(0, +) + spacings.reduce(0, +) }

    /// The views' lengths and the distances between neighbouring centres when the container
    /// (the stack minus its margins) is `container` long.
    func layout(container: Double) -> (lengths: [Double], centreGaps: [Double]) {
        let spacing = spacings.reduce(0, +)
        guard container >= naturalLength else {
            // Too short: every edge gap at its spacing, the views compressed as cheaply as can be.
            let lengths = CostProfile.distribute(container - spacing, among: costs)
            return (lengths, spacings.indices.map { spacings[$0] + (lengths[$0] + lengths[$0 + 1]) / 2 })
        }
        let total = container - (naturalLengths.first! + naturalLengths.last!) / 2
        return (naturalLengths, centreGaps(total: total))
    }

    /// Centre distances summing to `total` (at least the least gaps' sum), each at least its
    /// least gap, with `gap_k == gap_0` decided in priority order. Gaps kept equal to gap 0 share
    /// a value `x` in [low, high]; the first gap that cannot join them is as close to `x` as it
    /// can be (at its least, `x` as large as possible; or larger than its least, `x` as small as
    /// possible), which fixes everything; the rest stay at their least. O(n).
    private func centreGaps(total: Double) -> [Double] {
        var gaps = leastGaps
        var equal = [0]
        var low = leastGaps[0]
        var othersLeast = leastGaps.reduce(0, +) - leastGaps[0]
        func high() -> Double { (total - othersLeast) / Double(equal.count) }
        func settle(_ x: Double) { for k in equal { gaps[k] = x } }
        for gap in order {
            let withGap = (total - (othersLeast - leastGaps[gap])) / Double(equal.count + 1)
            if leastGaps[gap] > high() {
                settle(high())
                return gaps
            }
            if low > withGap {
                gaps[gap] = total - Double(equal.count) * low - (othersLeast - leastGaps[gap])
                settle(low)
                return gaps
            }
            equal.append(gap)
            low = max(low, leastGaps[gap])
            othersLeast -= leastGaps[gap]
        }
        settle(high())
        return gaps
    }

    /// The centring constraints' cost when the container is `container` long.
    private func centringCost(container: Double) -> SymbolicWeight {
        let gaps = layout(container: container).centreGaps
        var cost = SymbolicWeight.zero
        for (offset, level) in levels.enumerated() {
            cost.add(SymbolicWeight(level: level), times: abs(gaps[offset + 1] - gaps[0]))
        }
        return cost
    }

    /// The centring constraints' cost as a function of the container length, or nil if it
    /// could not be established exactly (a rounding problem: the simplex decides then). Not
    /// convex by itself where the views compress (their cost, far above, is what makes the
    /// stack's whole cost convex there).
    ///
    /// The cost is piecewise linear; it bends only where the views' compression changes pieces,
    /// where a centre distance crosses gap 0's (short containers), or where the gap that stops
    /// the equalising, or the kind of stop, changes (long ones). Those lengths are computed,
    /// the cost evaluated there, and each piece checked at its middle. O(n²) evaluations.
    func centringCost() -> CostProfile? {
        let natural = naturalLength
        var points = [natural]
        points += compressionBends(below: natural)
        points += equalisingBends(from: natural)
        points = points.filter(\.isFinite).sorted()
        var distinct: [Double] = []
        for point in points where distinct.last.map({ point - $0 > 1e-9 }) ?? true { distinct.append(point) }
        let values = distinct.map(centringCost(container:))
        func slope(from a: Double, _ valueA: SymbolicWeight, to b: Double, _ valueB: SymbolicWeight) -> SymbolicWeight {
            (valueB - valueA).scaled(by: 1 / (b - a))
        }
        // One unit beyond each end gives the outer slopes (the cost is linear out there).
        let before = distinct[0] - 1, after = distinct[distinct.count - 1] + 1
        var slopes = [slope(from: before, centringCost(container: before), to: distinct[0], values[0])]
        for index in distinct.indices.dropLast() {
            let (a, b) = (distinct[index], distinct[index + 1])
            let rate = slope(from: a, values[index], to: b, values[index + 1])
            // Linear in between, or a bend was missed.
            let middle = (a + b) / 2
            let expected = values[index] + rate.scaled(by: middle - a)
            guard centringCost(container: middle).isApproximatelyEqual(to: expected) else { return nil }
            slopes.append(rate)
        }
        slopes.append(slope(from: distinct[distinct.count - 1], values[values.count - 1], to: after, centringCost(container: after)))
        return CostProfile(breakpoints: distinct, slopes: slopes)
    }

    /// Short containers: where the compression moves to another piece of some view's cost, and
    /// where a centre distance crosses gap 0's in between (the lengths are linear there).
    private func compressionBends(below natural: Double) -> [Double] {
        let spacing = spacings.reduce(0, +)
        let pieces = CostProfile.infimalConvolution(costs)
        var ends = pieces.breakpoints.map { $0 + spacing }.filter { $0 < natural }
        ends.append(natural)
        var bends = ends
        // Each stretch between bends, the leftmost one unbounded.
        var start = -Double.infinity
        for end in ends.sorted() {
            let a = start.isFinite ? start : end - 1, b = end
            let (gapsA, gapsB) = (layout(container: a).centreGaps, layout(container: b).centreGaps)
            for k in 1..<gapsA.count {
                let (differenceA, differenceB) = (gapsA[k] - gapsA[0], gapsB[k] - gapsB[0])
                guard differenceA != differenceB else { continue }
                let crossing = a + (b - a) * differenceA / (differenceA - differenceB)
                if crossing > start, crossing < end { bends.append(crossing) }
            }
            start = end
        }
        return bends
    }

    /// Long containers: for each set of gaps equalised so far (a prefix of `order`), the totals
    /// at which another gap's least value meets the common value, or the common value's lower
    /// bound meets what it would be with that gap in.
    private func equalisingBends(from natural: Double) -> [Double] {
        let ends = (naturalLengths.first! + naturalLengths.last!) / 2
        var bends: [Double] = []
        var equal = [0]
        var low = leastGaps[0]
        var othersLeast = leastGaps.reduce(0, +) - leastGaps[0]
        for step in 0...order.count {
            for gap in order.dropFirst(step) {
                bends.append(Double(equal.count) * leastGaps[gap] + othersLeast + ends)
                bends.append(Double(equal.count + 1) * low + (othersLeast - leastGaps[gap]) + ends)
            }
            guard step < order.count else { break }
            let gap = order[step]
            equal.append(gap)
            low = max(low, leastGaps[gap])
            othersLeast -= leastGaps[gap]
        }
        bends.append(Double(equal.count) * low + ends)
        return bends.filter { $0 > natural }
    }
}
