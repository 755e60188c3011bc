import ConstraintSolver

/// equalCentering along a stack's axis in closed form (stack-layout.md section 2): the visible
/// views keep their natural lengths unless the stack is too short for them and their spacing,
/// and the distances between neighbouring centres are made equal, gap by gap in the order of
/// their priorities (`gap_k == gap_0` at `max(150 - index, 50)`).
///
/// It applies when every view's compression lies above the centring priorities and its cost
/// bends at its natural length (`applies(to:)`): then the views' lengths are settled first
/// (natural, or compressed as in fill when the stack is short), and the centring only places
/// them. For a container length it gives the views' lengths and the centre distances the
/// simplex would give (`layout(container:steps:)`, O(n) for n visible views and the pieces
/// taken), and the cost of the container length as a cost profile (`containerCost(order:)`,
/// exact everywhere, O(n³)).
struct EqualCentering: Equatable {
    /// The visible views' costs along the axis, in arranged order.
    let costs: [CostProfile]
    /// The spacing after each visible view but the last (the least edge gap).
    let spacings: [Double]
    /// The level of `gap_k == gap_0` for k = 1..., indexed by k - 1.
    let levels: [PriorityLevel]

    private let naturalLengths: [Double]
    /// The views' natural lengths and spacing: below it they compress.
    let naturalLength: Double
    /// The least distance between the centres of views k and k + 1.
    private let leastGaps: [Double]
    private let leastGapsSum: Double
    /// Gaps 1... in the order their equality is decided: most important first.
    private let order: [Int]

    init(costs: [CostProfile], spacings: [Double], levels: [PriorityLevel]) {
        precondition(costs.count >= 2 && spacings.count == costs.count - 1 && levels.count == costs.count - 2)
        self.costs = costs
        self.spacings = spacings
        self.levels = levels
        let naturalLengths = costs.map(\.minimizer)
        self.naturalLengths = naturalLengths
        naturalLength = naturalLengths.reduce(0, +) + spacings.reduce(0, +)
        leastGaps = spacings.indices.map { spacings[$0] + (naturalLengths[$0] + naturalLengths[$0 + 1]) / 2 }
        leastGapsSum = leastGaps.reduce(0, +)
        order = levels.indices.sorted { levels[$0] > levels[$1] }.map { $0 + 1 }
    }

    /// Whether the views' lengths never depend on the centring: each view's cost rises on both
    /// sides of its natural length, with no hard limit, and compressing it is decided above the
    /// centring priorities (at most 150): the most important level of every slope below its
    /// natural length lies above them. Its stretch and the lesser levels of its compression may
    /// lie at any priority:
    /// - stretching a view never helps the centring (a middle view's stretch only raises the
    ///   least distances of its two gaps; an end view's stretch takes from the centre distances'
    ///   total what adding a share to every distance gives back), so any positive cost keeps it
    ///   at its natural length;
    /// - compressing a view does help the centring, but costs more at a higher level.
    /// The slope just below the natural length is the one to check: every slope further down is
    /// steeper, so its most important level is at least as high.
    static func applies(to costs: [CostProfile]) -> Bool {
        costs.allSatisfy { cost in
            guard cost.lowerLimit == nil, cost.upperLimit == nil,
                  cost.minimumInterval >= 1, cost.minimumInterval <= cost.jumps.count,
                  !cost.slope(at: cost.minimumInterval).isZero,
                  let compression = cost.leadingLevelOfSlope(at: cost.minimumInterval - 1)
            else { return false }
            return compression.priority > StackRule.distributingCenterStrongestPriority
        }
    }

    /// The views' lengths and the distances between neighbouring centres when the container
    /// (the stack minus its margins) is `container` long; `steps`, the order of the views'
    /// pieces (`ConvolutionOrder.steps()` of `costs`).
    func layout(container: Double, steps: ConvolutionSteps) -> (lengths: [Double], centreGaps: [Double]) {
        let spacing = spacings.reduce(0, +)
        guard container >= naturalLength else {
            // Too short: every edge gap at its spacing, the views compressed as cheaply as can be.
            let lengths = steps.distribute(container - spacing, minima: naturalLengths)
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
        writeCentreGaps(total: total, into: &gaps)
        return gaps
    }

    /// `centreGaps(total:)` written over `gaps`, which holds the least gaps on entry. O(n), no
    /// allocation.
    private func writeCentreGaps(total: Double, into gaps: inout [Double]) {
        // Gap 0 and the first `joined` gaps of `order` are kept equal.
        var joined = 0
        var low = leastGaps[0]
        var othersLeast = leastGapsSum - leastGaps[0]
        func high() -> Double { (total - othersLeast) / Double(joined + 1) }
        func settle(_ x: Double) {
            gaps[0] = x
            for k in order[..<joined] { gaps[k] = x }
        }
        for gap in order {
            let withGap = (total - (othersLeast - leastGaps[gap])) / Double(joined + 2)
            if leastGaps[gap] > high() {
                settle(high())
                return
            }
            if low > withGap {
                gaps[gap] = total - Double(joined + 1) * low - (othersLeast - leastGaps[gap])
                settle(low)
                return
            }
            joined += 1
            low = max(low, leastGaps[gap])
            othersLeast -= leastGaps[gap]
        }
        settle(high())
    }

    /// The cost of the container length: the views' compression below their natural lengths
    /// and the centring. Convex, as an optimal cost is; nil if it is not (a rounding problem:
    /// the simplex decides then).
    /// `order` holds the views' costs (`costs`), and sorts their pieces once for both.
    func containerCost(order: inout ConvolutionOrder) -> CostProfile? {
        guard let centring = centringCost(compressing: order.pieces(upward: false)) else { return nil }
        let compression = CostProfile.infimalConvolution(&order).clippedAbove().composed(scale: 1, offset: -spacings.reduce(0, +))
        let cost = CostProfile.sum([compression, centring])
        return cost.jumps.allSatisfy(\.isPositive) ? cost : nil
    }

    /// The centring constraints' cost as a function of the container length, or nil if it
    /// could not be established exactly (a rounding problem: the simplex decides then). Not
    /// convex by itself where the views compress (their cost, far above, is what makes the
    /// stack's whole cost convex there).
    ///
    /// The cost is piecewise linear: it bends only where the compression moves to another piece
    /// of some view's cost, where a centre distance crosses gap 0's (short containers), or where
    /// the gap that stops the equalising, or the kind of stop, changes (long ones). Those lengths
    /// are computed, the violations of the equalities evaluated there as plain numbers (one per
    /// gap), and each piece checked at its middle; the slopes are turned into symbolic weights
    /// once, at the end. O(n³) arithmetic for n views, O(breakpoints) weights.
    private func centringCost(compressing downward: [CostProfile.Piece]) -> CostProfile? {
        let compression = compressionStretches(downward)
        guard compression.last?.start == -.infinity else { return nil }
        let ends = (naturalLengths.first! + naturalLengths.last!) / 2
        var gaps = leastGaps  // scratch
        /// The violation of each equality (`|gap_k - gap_0|`, k = 1...) at a container length,
        /// appended to `out`.
        func appendViolations(at container: Double, to out: inout [Double]) {
            if container >= naturalLength {
                for k in gaps.indices { gaps[k] = leastGaps[k] }
                writeCentreGaps(total: container - ends, into: &gaps)
            } else {
                // The stretches run from the natural length down (their starts decrease, the
                // last one's is -infinity): the first that starts at or below the container.
                var low = 0, high = compression.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if compression[middle].start <= container { high = middle } else { low = middle + 1 }
                }
                compression[low].writeGaps(at: container, into: &gaps)
            }
            for k in 1..<gaps.count { out.append(abs(gaps[k] - gaps[0])) }
        }
        var points = [naturalLength] + equalisingBends(from: naturalLength)
        for stretch in compression {
            points.append(stretch.start)
            // Where a centre distance crosses gap 0's inside the stretch.
            for k in 1..<stretch.anchorGaps.count {
                let difference = stretch.anchorGaps[k] - stretch.anchorGaps[0], rate = stretch.rates[k] - stretch.rates[0]
                guard rate != 0 else { continue }
                let crossing = stretch.anchor - difference / rate
                if crossing > stretch.start, crossing < stretch.end { points.append(crossing) }
            }
        }
        points = points.filter(\.isFinite).sorted()
        var distinct: [Double] = []
        for point in points where distinct.last.map({ point - $0 > 1e-9 }) ?? true { distinct.append(point) }
        // No finite point to sample (lengths beyond what a Double holds): the simplex decides.
        guard !distinct.isEmpty else { return nil }
        // One unit beyond each end gives the outer slopes (the cost is linear out there).
        let samples = [distinct[0] - 1] + distinct + [distinct[distinct.count - 1] + 1]
        let m = gaps.count - 1
        var values: [Double] = []
        values.reserveCapacity(samples.count * m)
        for sample in samples { appendViolations(at: sample, to: &values) }
        // Each piece's rates, checked at its middle: linear in between, or a bend was missed.
        var rates: [Double] = []
        rates.reserveCapacity((samples.count - 1) * m)
        var middle: [Double] = []
        middle.reserveCapacity(m)
        for index in 0..<(samples.count - 1) {
            let (a, b) = (samples[index], samples[index + 1])
            middle.removeAll(keepingCapacity: true)
            appendViolations(at: (a + b) / 2, to: &middle)
            for k in 0..<m {
                let (start, end) = (values[index * m + k], values[(index + 1) * m + k])
                let rate = (end - start) / (b - a)
                guard abs(start + rate * (b - a) / 2 - middle[k]) <= 1e-7 * max(1, abs(middle[k])) else { return nil }
                rates.append(rate)
            }
        }
        // Breakpoints where some rate changes, with the jump there as a symbolic weight: only
        // the gaps whose rate changed (one or two, mostly), not every gap's rate again.
        let initialSlope = SymbolicWeight(components: (0..<m).map { SymbolicWeight.Component(level: levels[$0], value: rates[$0]) })
        var breakpoints: [Double] = []
        var jumps: [SymbolicWeight] = []
        var changes: [SymbolicWeight.Component] = []
        changes.reserveCapacity(m)
        var kept = 0
        for piece in 1..<(samples.count - 1) {
            changes.removeAll(keepingCapacity: true)
            for k in 0..<m {
                let change = rates[piece * m + k] - rates[kept * m + k]
                if abs(change) > 1e-9 { changes.append(SymbolicWeight.Component(level: levels[k], value: change)) }
            }
            guard !changes.isEmpty else { continue }
            breakpoints.append(samples[piece])
            jumps.append(SymbolicWeight(components: changes))
            kept = piece
        }
        return CostProfile(breakpoints: breakpoints, initialSlope: initialSlope, jumps: jumps)
    }

    /// A stretch of short containers where the compression takes one piece of one view's cost:
    /// the centre distances are linear in the container length there.
    private struct CompressionStretch {
        /// From `start` (-infinity for the last, unbounded one) up to `end`.
        var start: Double
        var end: Double
        /// The centre distances at the container length `anchor`, and their rates of change.
        var anchor: Double
        var anchorGaps: [Double]
        var rates: [Double]

        /// The centre distances at a container length in the stretch, written over `gaps`.
        func writeGaps(at container: Double, into gaps: inout [Double]) {
            for k in gaps.indices { gaps[k] = anchorGaps[k] + rates[k] * (container - anchor) }
        }
    }

    /// The stretches below the natural length, from the natural length down: the views give
    /// up length piece by piece, cheapest first (`pieces`, the views' pieces below their
    /// natural lengths in that order, as `ConvolutionSteps.distribute` takes them); the unbounded
    /// piece ends the list.
    private func compressionStretches(_ pieces: [CostProfile.Piece]) -> [CompressionStretch] {
        var lengths = naturalLengths
        var end = naturalLength
        var endGaps = leastGaps
        var stretches: [CompressionStretch] = []
        for piece in pieces {
            // The unbounded piece is measured over one unit.
            let taken = piece.length.isFinite ? piece.length : 1
            lengths[piece.owner] -= taken
            let gaps = spacings.indices.map { spacings[$0] + (lengths[$0] + lengths[$0 + 1]) / 2 }
            stretches.append(CompressionStretch(
                start: piece.length.isFinite ? end - taken : -.infinity, end: end, anchor: end - taken, anchorGaps: gaps,
                rates: zip(gaps, endGaps).map { ($1 - $0) / taken }))
            guard piece.length.isFinite else { break }
            end -= taken
            endGaps = gaps
        }
        return stretches
    }

    /// Long containers: the container lengths where the centring's cost may bend. As the
    /// container grows, the walk of `writeCentreGaps` stops at a later and later gap of
    /// `order`, so each gap stops it over one range of totals (or none). Over its range, the
    /// stopping gap is first at its least (the equal gaps grow together, and the cost bends
    /// where their common value passes the least of a gap not yet equalised), then beyond it
    /// (nothing else moves). The bends are those ranges' ends, the changes from the one to the
    /// other, and the passes inside them: O(n²) comparisons for n views, and mostly O(n) bends,
    /// each evaluated by `centringCost` in O(n).
    private func equalisingBends(from natural: Double) -> [Double] {
        let ends = (naturalLengths.first! + naturalLengths.last!) / 2
        var bends: [Double] = []
        var low = leastGaps[0]
        var othersLeast = leastGapsSum - leastGaps[0]
        // Totals below `start` stop the walk at an earlier gap.
        var start = -Double.infinity
        for (step, gap) in order.enumerated() {
            let equal = Double(step + 1)
            // The walk stops at this gap, with the gap at its least, below `atLeast`; with the
            // gap beyond its least, below `beyondLeast`.
            let atLeast = equal * leastGaps[gap] + othersLeast
            let beyondLeast = (equal + 1) * low + othersLeast - leastGaps[gap]
            let end = max(atLeast, beyondLeast)
            if end > start {
                let growing = min(atLeast, end)
                for later in order[(step + 1)...] {
                    let meets = equal * leastGaps[later] + othersLeast
                    if meets > start, meets < growing { bends.append(meets + ends) }
                }
                if atLeast > start, atLeast < end { bends.append(atLeast + ends) }
                bends.append(end + ends)
                start = end
            }
            low = max(low, leastGaps[gap])
            othersLeast -= leastGaps[gap]
        }
        // From here on every gap can equal gap 0: no cost, no more bends.
        let allEqual = Double(order.count + 1) * low + ends
        return bends.filter { $0 > natural } + [allEqual]
    }
}
