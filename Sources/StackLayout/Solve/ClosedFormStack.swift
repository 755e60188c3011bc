import ConstraintSolver

/// A stack's layout along one axis in closed form, for the common cases: distribution fill,
/// fillEqually, fillProportionally, equalSpacing or equalCentering (`EqualCentering`) along its
/// axis; alignment fill, leading, centre, trailing, first or last baseline (at fixed offsets)
/// across it; subviews that are leaves or nested subsystems (each known by its cost profile); no
/// document constraint inside. Everything else goes to the simplex (`SimplexSubsystem`).
///
/// It computes what the simplex computes for the same constraints (sections 2 and 3 of
/// stack-layout.md), exactly: the stack's cost profile along the axis as a combination of its
/// items' profiles (`CostProfile+Algebra`), and, given the stack's length, its subviews'
/// positions and lengths. O(items log items) for either.
///
/// Immutable once made; a class, so that reading a solution does not copy its arrays.
final class ClosedFormStack {
    /// What the solver needs to know about one subview along the axis.
    struct Item: Equatable {
        let slot: Int
        /// Its own cost as a function of its length (a leaf's content profile, or a nested
        /// subsystem's cost profile): a lower bound, exact on `window`.
        let cost: CostProfile
        let window: ExactWindow
        let rank: Double
        let hidden: Bool
        /// Spacing after it (arranged views only).
        let spacing: Double
        /// Non-arranged subviews only: a fixed position and length, else nil (the stack's
        /// origin, at the minimum of its cost).
        let fixed: FixedSpan?
        /// Where the alignment's weakest pull takes it across the axis (`SceneGraph.restingLength`).
        var restingLength: Double = 0
    }

    /// A fixed position and length along the axis.
    struct FixedSpan: Equatable {
        let position: Double
        let length: Double
    }

    enum Arrangement: Equatable {
        case fill, fillEqually, equalSpacing
        /// The visible views' lengths and centres (the cost of the container length, their
        /// compression and the centring, goes into the stack's profile when it is made).
        case equalCentering(EqualCentering)
        /// Multipliers of the visible views, and the one whose proportion gives way (the
        /// weakest constraint): lengths are `m * C`, the absorbing one takes the rest.
        /// `spacing`: the stack's spacing once per gap, which the denominator counts (the gaps
        /// laid out may differ: custom spacings).
        case proportional(multipliers: [Double], absorbing: Int, absorbingLevel: PriorityLevel, denominator: Double, spacing: Double)
        case crossFill, crossLeading, crossCenter, crossTrailing
        /// Two or more views on a shared first baseline, each this far below its top.
        case crossFirstBaseline(offsets: [Double])
        /// Two or more views on a shared last baseline, each this far below its top.
        case crossLastBaseline(offsets: [Double])
        /// Two or more views on a shared last baseline, each this far above its bottom: the
        /// mirror image of `crossFirstBaseline` (stack-layout.md section 3 connects the two
        /// alignments to the stack's edges symmetrically), laid out as that one, upside down.
        case crossLastBaselineFromBottom(offsets: [Double])
    }

    let stack: Int
    let axis: Axis
    /// The engine's `PassScratch.generation` when this closed form was made.
    let generation: Int
    let arrangement: Arrangement
    /// Arranged views, in arranged order.
    let items: [Item]
    /// Subviews that are not arranged.
    let others: [Item]
    let leadingMargin: Double
    let trailingMargin: Double
    let stackRank: Double
    /// The stack's cost as a function of its length along the axis, kept only around the
    /// requested window: a lower bound, exact on `window` (where every item's length stays
    /// within its own window, and the profile was not cut).
    private(set) var profile: CostProfile = .zero
    private(set) var window = ExactWindow.everywhere
    /// What the profile was asked to cover (always including its minimum).
    private(set) var requested = ExactWindow.everywhere
    /// The whole profile (before truncation) and where it is exact: they depend only on the
    /// stack's items and attributes, so a stack rebuilt with the same ones reuses them.
    private var full: CostProfile = .zero
    /// The order in which the visible items give up or take length, for the arrangements that
    /// share a length by cost (`allocatesByCost`).
    private var steps = ConvolutionSteps(upward: [], downward: [])
    private var fullWindow = ExactWindow.everywhere
    private var ownCost: CostProfile = .zero
    /// Leading, centre or trailing alignment: each arranged view's length when the container
    /// does not cut it (the minimum of its cost with the alignment's pull).
    private var naturalCrossLengths: [Double] = []

    /// The arranged views that are not hidden, in arranged order.
    private let visible: [Item]
    /// The spacing between consecutive visible views, summed, and the largest one.
    private let spacingTotal: Double
    private let largestSpacing: Double
    private var subLevel: Int { axis == .vertical ? 1 : 0 }

    private func level(_ priority: Double, _ rank: Double) -> PriorityLevel {
        PriorityLevel(priority: priority, tieBreak: rank, subLevel: subLevel)
    }

    /// The closed form of `stack` along `axis`, or nil when the case is not one it covers.
    /// `ownCost` is the stack's own content profile; `requested` where its profile must be
    /// exact (nil: around its minimum); `cost` a subview's, with where it is exact (nil:
    /// unusable, such as a required content priority); `naturalLength` a subview's
    /// fillProportionally length. When `previous` (the same stack's earlier closed form) had the
    /// same items and attributes, its whole profile is reused: only the truncation to
    /// `requested` is redone, O(breakpoints) instead of a new combination of the items' profiles.
    init?(
        stack: Int, axis: Axis, graph: SceneGraph, ranks: [Double], ownCost: CostProfile, requested: ExactWindow?,
        reusing previous: ClosedFormStack? = nil, generation: Int = 0,
        cost: (Int) -> (CostProfile, ExactWindow)?, naturalLength: (Int) -> Double, hasFixedFrame: (Int) -> Bool
    ) {
        let node = graph[stack]
        guard let attributes = node.view.stack, ownCost.lowerLimit == nil, ownCost.upperLimit == nil else { return nil }
        self.stack = stack
        self.axis = axis
        self.generation = generation
        self.stackRank = ranks[stack]
        let margins = attributes.marginsRelative ? node.view.layoutMargins : .zero
        (leadingMargin, trailingMargin) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
        var items: [Item] = []
        items.reserveCapacity(node.arranged.count)
        for slot in node.arranged {
            guard let (itemCost, window) = cost(slot), itemCost.lowerLimit == nil, itemCost.upperLimit == nil else { return nil }
            let spacing = attributes.customSpacing.isEmpty ? attributes.spacing.value
                : attributes.customSpacing[graph[slot].id] ?? attributes.spacing.value
            items.append(Item(
                slot: slot, cost: itemCost, window: window, rank: ranks[slot], hidden: graph.isHidden(slot), spacing: spacing, fixed: nil,
                restingLength: graph.restingLength(of: slot, along: axis)))
        }
        var others: [Item] = []
        for slot in node.children where !graph[slot].isArranged {
            guard let (itemCost, window) = cost(slot) else { return nil }
            let view = graph[slot].view
            let fixed = view.frame.flatMap { frame -> FixedSpan? in
                guard hasFixedFrame(slot) else { return nil }
                return axis == .horizontal ? FixedSpan(position: frame.x, length: frame.width)
                    : FixedSpan(position: frame.y, length: frame.height)
            }
            // A fixed length against a required content priority may break either: the simplex,
            // building them in order, decides which.
            guard fixed == nil || (itemCost.lowerLimit == nil && itemCost.upperLimit == nil) else { return nil }
            others.append(Item(slot: slot, cost: itemCost, window: window, rank: ranks[slot], hidden: view.hidden, spacing: 0, fixed: fixed))
        }
        self.items = items
        self.others = others
        // (Items are read in place, by index, throughout: each copy of one retains its profile's
        // arrays.)
        var visible = items  // shared with `items` while nothing is hidden
        if items.indices.contains(where: { items[$0].hidden }) {
            visible = []
            visible.reserveCapacity(items.count)
            for index in items.indices where !items[index].hidden { visible.append(items[index]) }
        }
        self.visible = visible
        // The visible items' pieces in the order their convolution takes them, sorted once for
        // whichever of the profile, its window and the centring reads them.
        var visibleCosts: [CostProfile] = []
        visibleCosts.reserveCapacity(visible.count)
        var spacingTotal = 0.0, largestSpacing: Double?
        for index in visible.indices {
            visibleCosts.append(visible[index].cost)
            guard index < visible.count - 1 else { continue }
            spacingTotal += visible[index].spacing
            // (The first of equal ones, as `max()` keeps it: 0 and -0 stay apart.)
            if largestSpacing.map({ visible[index].spacing > $0 }) ?? true { largestSpacing = visible[index].spacing }
        }
        var order = ConvolutionOrder(visibleCosts)
        self.spacingTotal = spacingTotal
        self.largestSpacing = largestSpacing ?? 0

        let arrangement: Arrangement
        if axis == attributes.axis {
            guard !(attributes.baselineRelative && axis == .vertical) else { return nil }
            switch attributes.distribution {
            case .fill: arrangement = .fill
            case .fillEqually: arrangement = .fillEqually
            case .equalSpacing: arrangement = .equalSpacing
            case .equalCentering where visible.count < 2:
                // No centres to space: the one view spans the stack, as with equalSpacing.
                arrangement = .equalSpacing
            case .equalCentering:
                let costs = visibleCosts
                guard EqualCentering.applies(to: costs) else { return nil }
                let levels = visible.dropFirst().dropLast().map { item in
                    PriorityLevel(
                        priority: StackRule.distributingCenterPriority(arrangedIndex: graph[item.slot].arrangedIndex), tieBreak: item.rank,
                        subLevel: axis == .vertical ? 1 : 0)
                }
                arrangement = .equalCentering(EqualCentering(costs: costs, spacings: visible.dropLast().map(\.spacing), levels: levels))
            case .fillProportionally:
                guard let proportional = Self.proportional(
                    items: items, stackSpacing: attributes.spacing.value, subLevel: axis.index,
                    arrangedIndex: { graph[$0].arrangedIndex }, naturalLength: naturalLength)
                else { return nil }
                arrangement = proportional
            }
        } else {
            let alignment = EffectiveAlignment(attributes.alignment, axis: attributes.axis)
            switch alignment {
            case .fill: arrangement = .crossFill
            case .leading: arrangement = .crossLeading
            case .center: arrangement = .crossCenter
            case .trailing: arrangement = .crossTrailing
            case .firstBaseline, .lastBaseline:
                let last = alignment == .lastBaseline
                guard items.count > 1 else {
                    // One view: on the stack's bottom (first baseline) or top (last), as with
                    // trailing or leading alignment.
                    arrangement = last ? .crossLeading : .crossTrailing
                    break
                }
                guard !visible.isEmpty, let baselines = Self.baselineArrangement(of: node.arranged, last: last, in: graph) else { return nil }
                arrangement = baselines
            }
        }
        self.arrangement = arrangement
        self.ownCost = ownCost
        if let previous, previous.hasSameInputs(as: self) {
            naturalCrossLengths = previous.naturalCrossLengths
            full = previous.full
            fullWindow = previous.fullWindow
            steps = previous.steps
        } else {
            // Leading, centre, trailing or baseline alignment: each arranged view's cost with the
            // alignment's pull, clipped above its minimum (`alignedCost`), computed once for the
            // lengths and the profile, and not kept after them.
            var alignedCosts: [CostProfile] = []
            switch arrangement {
            case .crossLeading, .crossCenter, .crossTrailing, .crossFirstBaseline, .crossLastBaseline, .crossLastBaselineFromBottom:
                alignedCosts = items.indices.map { alignedCost(at: $0) }
                naturalCrossLengths = alignedCosts.map(\.minimizer)
            default: break
            }
            switch arrangement {
            case .crossFirstBaseline, .crossLastBaseline, .crossLastBaselineFromBottom:
                // The spanner (at `StackRule.spanningFitPriority`) pulls the baseline down and so squeezes the views: their
                // lengths are theirs only if compressing any of them costs more than that.
                for (index, cost) in zip(items.indices, alignedCosts) where !items[index].hidden {
                    guard cost.minimumInterval >= 1, cost.minimumInterval <= cost.jumps.count,
                          let leading = cost.leadingLevelOfSlope(at: cost.minimumInterval - 1), leading.priority > StackRule.spanningFitPriority
                    else { return nil }
                }
            default: break
            }
            guard let profile = makeProfile(ownCost: ownCost, alignedCosts: alignedCosts, order: &order) else { return nil }
            full = profile
            fullWindow = makeWindow(order: &order)
            if allocatesByCost { steps = order.steps() }
        }
        let minimum = full.minimizer
        let target = requested.map { ExactWindow(lower: min($0.lower, minimum), upper: max($0.upper, minimum)) }
            ?? ExactWindow(lower: minimum, upper: minimum)
        let (cut, kept) = full.truncated(to: target)
        self.requested = target
        self.profile = cut
        self.window = fullWindow.intersection(kept)
    }

    /// The cost of the item at `position` (arranged views first, then the other subviews, as
    /// `init` asks for them), if that item is the subview in `slot`; for a leaf, its profile.
    /// O(1).
    func leafCost(at position: Int, slot: Int) -> CostProfile? {
        if position < items.count { return items[position].slot == slot ? items[position].cost : nil }
        let other = position - items.count
        return other < others.count && others[other].slot == slot ? others[other].cost : nil
    }

    /// Whether `other` describes the same stack with the same items and attributes, so that
    /// its whole profile is this one's. O(items * profile size), without allocating.
    private func hasSameInputs(as other: ClosedFormStack) -> Bool {
        stack == other.stack && axis == other.axis && stackRank == other.stackRank && arrangement == other.arrangement
            && leadingMargin == other.leadingMargin && trailingMargin == other.trailingMargin
            && ownCost == other.ownCost && items == other.items && others == other.others
    }

    /// Baseline alignment at offsets no size can move: every view's first baseline below its
    /// top (a leaf's, or a nested stack's whose first visible view sits at its top); or every
    /// view's last baseline below its top (leaves with baselines and no intrinsic height); or
    /// every view's last baseline above its bottom (other leaves, and nested stacks whose last
    /// visible view sits at their bottom, `AnchorResolver.rigidLastBaselineOffset`). Nil otherwise (a label beside a
    /// nested stack, say): the simplex solves the stack with its views.
    private static func baselineArrangement(of slots: [Int], last: Bool, in graph: SceneGraph) -> Arrangement? {
        var offsets: [Double] = []
        offsets.reserveCapacity(slots.count)
        guard last else {
            for slot in slots {
                guard let offset = AnchorResolver.rigidFirstBaselineOffset(of: slot, in: graph) else { return nil }
                offsets.append(offset)
            }
            return .crossFirstBaseline(offsets: offsets)
        }
        if slots.allSatisfy({ !graph[$0].isContainer && graph[$0].view.lastBaselineAboveBottom == nil }) {
            for slot in slots { offsets.append(graph[slot].view.baseline!.last) }
            return .crossLastBaseline(offsets: offsets)
        }
        for slot in slots {
            guard let offset = AnchorResolver.rigidLastBaselineOffset(of: slot, in: graph) else { return nil }
            offsets.append(offset)
        }
        return .crossLastBaselineFromBottom(offsets: offsets)
    }

    /// fillProportionally's constraints: `.fillEqually` when its denominator is too small; nil
    /// when the closed form does not apply (a required proportion: multiplier exactly 1, or
    /// every length zero; a view whose own cost reaches the proportions' priorities, which
    /// could make a proportion other than the weakest give way; proportions that leave the
    /// weakest view no share, which negative spacing can make).
    private static func proportional(
        items: [Item], stackSpacing: Double, subLevel: Int, arrangedIndex: (Int) -> Int, naturalLength: (Int) -> Double
    ) -> Arrangement? {
        let visible = items.contains(where: \.hidden) ? items.filter { !$0.hidden } : items
        let lengths = visible.map { naturalLength($0.slot) }
        guard let shares = ProportionalShares(lengths: lengths, stackSpacing: stackSpacing, arrangedCount: items.count) else {
            return .fillEqually
        }
        let multipliers = shares.multipliers
        var weakest: (index: Int, level: PriorityLevel)?
        for (index, item) in visible.enumerated() where multipliers[index] > 0 {
            guard multipliers[index] != 1 else { return nil }
            let priority = StackRule.fillProportionallyPriority(arrangedIndex: arrangedIndex(item.slot))
            let level = PriorityLevel(priority: priority, tieBreak: item.rank, subLevel: subLevel)
            if weakest == nil || level < weakest!.level { weakest = (index, level) }
        }
        // A weight's leading level has its highest priority (priority orders levels first), and
        // no slope leads with a level stronger than the first slope's and the jumps' leading ones.
        let ownBelowProportions = visible.allSatisfy { item in
            item.cost.slopeTermsAllSatisfy { ($0.leadingLevel?.priority ?? 0) < StackRule.fillProportionallyWeakestPriority }
        }
        guard let weakest, ownBelowProportions else { return nil }
        // Negative spacing makes the denominator smaller than the lengths: the other views'
        // shares may then leave the absorbing view none, or less than none.
        let othersShare = multipliers.indices.reduce(0) { $1 == weakest.index ? $0 : $0 + multipliers[$1] }
        guard othersShare < 1 else { return nil }
        return .proportional(
            multipliers: multipliers, absorbing: weakest.index, absorbingLevel: weakest.level, denominator: shares.denominator, spacing: shares.spacingTotal)
    }

    // MARK: Cost profile

    /// A cross-axis item's cost with the alignment's weak pull to its resting length (priority
    /// 25), clipped above its minimum: the container cuts a view, it never stretches it
    /// (clipping moves neither the minimum nor the slopes below it).
    private func alignedCost(at index: Int) -> CostProfile {
        items[index].cost.addingPullClippedAbove(
            toward: items[index].restingLength, weight: SymbolicWeight(level: level(StackRule.ambiguitySuppressionPriority, items[index].rank)))
    }

    /// Whether the container bounds the length of the arranged view at `index` across the axis
    /// (non-fill alignment): a visible one, or the single item even if hidden.
    private func isBounded(_ index: Int) -> Bool { items.count == 1 || !items[index].hidden }

    /// The spanner (two or more items) spans the container and hugs at 51, unless nothing
    /// holds it open (leading or trailing alignment with every item hidden).
    private var spannerSpansContainer: Bool {
        guard items.count > 1 else { return false }
        if case .crossCenter = arrangement { return true }
        return !visible.isEmpty
    }

    /// The cost of the stack's container length C (its length minus margins), as terms to sum
    /// (a sum is not made on its own only to be summed again into the profile); false if it
    /// could not be established exactly (equalCentering: the simplex decides then).
    /// `alignedCosts`: the arranged views' aligned costs, for the alignments that have them.
    private func appendContainerCost(to terms: inout [CostProfile], alignedCosts: [CostProfile], order: inout ConvolutionOrder) -> Bool {
        let count = Double(visible.count)
        switch arrangement {
        case .fill:
            if !visible.isEmpty { terms.append(CostProfile.infimalConvolution(&order).composed(scale: 1, offset: -spacingTotal)) }
        case .fillEqually:
            for index in visible.indices { terms.append(visible[index].cost.composed(scale: 1 / count, offset: -spacingTotal / count)) }
        case .equalSpacing:
            guard visible.count > 1 else {
                if let only = visible.first { terms.append(only.cost) }
                return true
            }
            terms.append(CostProfile.infimalConvolution(&order).clippedAbove()
                .composed(scale: 1, offset: -(count - 1) * largestSpacing))
        case .equalCentering(let centering):
            guard let cost = centering.containerCost(order: &order) else { return false }
            terms.append(cost)
        case .proportional(let multipliers, let absorbing, let absorbingLevel, let denominator, let proportionSpacing):
            var othersShare = 0.0
            for (index, multiplier) in multipliers.enumerated() where index != absorbing && multiplier > 0 {
                terms.append(visible[index].cost.composed(scale: multiplier, offset: 0))
                othersShare += multiplier
            }
            terms.append(visible[absorbing].cost.composed(scale: 1 - othersShare, offset: -spacingTotal))
            if proportionSpacing != 0 {
                // The absorbing view's proportion is off by |C * S / D - gaps|, S the spacing the
                // denominator counts, gaps the ones laid out (equal without custom spacings).
                terms.append(CostProfile.zero.adding(
                    pullToward: spacingTotal * denominator / proportionSpacing,
                    weight: SymbolicWeight(level: absorbingLevel, value: abs(proportionSpacing) / denominator)))
            }
        case .crossFill:
            for index in items.indices { terms.append(items[index].cost) }
        case .crossLeading, .crossCenter, .crossTrailing:
            for index in items.indices where isBounded(index) { terms.append(alignedCosts[index]) }
            if spannerSpansContainer { terms.append(CostProfile.pull(toward: 0, at: level(StackRule.spanningFitPriority, stackRank))) }
        case .crossFirstBaseline(let offsets), .crossLastBaselineFromBottom(let offsets):
            // Below the length where every visible view fits at its own length with the first
            // view's top at the stack's, the baseline stays there and the views that reach the
            // bottom are cut; the spanner then runs from the highest top to the bottom.
            var fitting = -Double.infinity
            for index in items.indices where !items[index].hidden {
                terms.append(alignedCosts[index].composed(scale: 1, offset: offsets[index] - offsets[0]))
                fitting = max(fitting, naturalCrossLengths[index] - offsets[index] + offsets[0])
            }
            let spanner = SymbolicWeight(level: level(StackRule.spanningFitPriority, stackRank))
            terms.append(CostProfile(breakpoints: [fitting], initialSlope: spanner, jumps: [-spanner]))
        case .crossLastBaseline(let offsets):
            // The baseline as high as the visible views' tops allow; only the first view's bottom
            // is bound by the stack's (it is cut below its own length). The spanner reaches the
            // lowest visible bottom, which is the first view's while it is cut and lowest.
            let baseline = lastBaseline(offsets)
            let first = offsets[0]
            terms.append(alignedCosts[0].composed(scale: 1, offset: first - baseline))
            if !items[0].hidden {
                let firstBottom = baseline - first + naturalCrossLengths[0]
                let othersBottom = items.indices.dropFirst().filter { !items[$0].hidden }
                    .map { baseline - offsets[$0] + naturalCrossLengths[$0] }.max()
                let spanner = SymbolicWeight(level: level(StackRule.spanningFitPriority, stackRank))
                if let othersBottom, othersBottom < firstBottom {
                    terms.append(CostProfile(breakpoints: [othersBottom, firstBottom], initialSlope: .zero, jumps: [spanner, -spanner]))
                } else if othersBottom == nil {
                    terms.append(CostProfile(breakpoints: [firstBottom], initialSlope: spanner, jumps: [-spanner]))
                }
            }
        }
        return true
    }

    /// The stack's own cost, its container's (moved by the margins) and the pulls its
    /// arrangement adds, summed once.
    private func makeProfile(ownCost: CostProfile, alignedCosts: [CostProfile], order: inout ConvolutionOrder) -> CostProfile? {
        var terms: [CostProfile] = []
        // The own cost, one term per item at most (or one for all), the spanner, a pull.
        terms.reserveCapacity(items.count + 4)
        terms.append(ownCost)
        guard appendContainerCost(to: &terms, alignedCosts: alignedCosts, order: &order) else { return nil }
        let margins = leadingMargin + trailingMargin
        if margins != 0 {
            for index in terms.indices.dropFirst() { terms[index] = terms[index].composed(scale: 1, offset: -margins) }
        }
        switch arrangement {
        case .equalSpacing, .equalCentering:
            terms.append(CostProfile.pull(toward: 0, at: level(StackRule.canvasFitPriority, stackRank)))
        case .crossLeading, .crossCenter, .crossTrailing:
            if items.count == 1 { terms.append(CostProfile.pull(toward: 0, at: level(StackRule.canvasFitPriority, stackRank))) }
        case .crossFirstBaseline, .crossLastBaseline, .crossLastBaselineFromBottom:
            terms.append(CostProfile.pull(toward: 0, at: level(StackRule.canvasFitPriority, stackRank)))
        default:
            break
        }
        return CostProfile.sum(terms)
    }

    // MARK: Where the profile is exact

    /// The stack lengths at which every item's length lies within the item's window.
    private func makeWindow(order: inout ConvolutionOrder) -> ExactWindow {
        let count = Double(visible.count)
        var window = ExactWindow.everywhere
        switch arrangement {
        case .fill:
            if !visible.isEmpty { window = Self.convolutionWindow(visible, order: &order).preimage(scale: 1, offset: spacingTotal) }
        case .fillEqually:
            for index in visible.indices { window = window.intersection(visible[index].window.preimage(scale: count, offset: spacingTotal)) }
        case .equalSpacing where visible.count > 1:
            // Below the natural length the items share the shortage; above it they all sit at
            // their minimum.
            let lower = Self.convolutionWindow(visible, order: &order).lower
            window = ExactWindow(lower: lower + (count - 1) * largestSpacing, upper: .infinity)
        case .equalSpacing:
            window = visible.first?.window ?? .everywhere
        case .equalCentering:
            // Above the natural length the views sit at their minima; below it they compress.
            window = ExactWindow(lower: Self.convolutionWindow(visible, order: &order).lower + spacingTotal, upper: .infinity)
        case .proportional(let multipliers, let absorbing, _, _, _):
            var othersShare = 0.0
            for (index, multiplier) in multipliers.enumerated() where index != absorbing && multiplier > 0 {
                window = window.intersection(visible[index].window.preimage(scale: 1 / multiplier, offset: 0))
                othersShare += multiplier
            }
            window = window.intersection(visible[absorbing].window.preimage(scale: 1 / (1 - othersShare), offset: spacingTotal / (1 - othersShare)))
        case .crossFill:
            for index in items.indices { window = window.intersection(items[index].window) }
        case .crossLeading, .crossCenter, .crossTrailing:
            // A bounded item is at its minimum, or cut to the container's length.
            for index in items.indices where isBounded(index) {
                window = window.intersection(ExactWindow(lower: items[index].window.lower, upper: .infinity))
            }
        case .crossFirstBaseline(let offsets), .crossLastBaselineFromBottom(let offsets):
            // A visible item is at its minimum, or cut to reach from the baseline to the bottom.
            for index in items.indices where !items[index].hidden {
                window = window.intersection(ExactWindow(lower: items[index].window.lower - offsets[index] + offsets[0], upper: .infinity))
            }
        case .crossLastBaseline(let offsets):
            // The first item is at its minimum, or cut to reach from its top to the bottom.
            window = ExactWindow(lower: items[0].window.lower + lastBaseline(offsets) - offsets[0], upper: .infinity)
        }
        return window.preimage(scale: 1, offset: leadingMargin + trailingMargin)
    }

    /// Where the infimal convolution of the items' costs (`order`'s profiles) is exact: it takes
    /// the items' pieces cheapest first, so it stays exact until some item is taken beyond its
    /// window.
    private static func convolutionWindow(_ items: [Item], order: inout ConvolutionOrder) -> ExactWindow {
        // Items exact everywhere (leaves, say) leave nothing to find: no pieces to sort.
        guard items.indices.contains(where: { items[$0].window != .everywhere }) else { return .everywhere }
        var minimum = 0.0
        for index in items.indices { minimum += items[index].cost.minimizer }
        func reach(upward: Bool) -> Double {
            var moved = [Double](repeating: 0, count: items.count)
            var total = 0.0
            for piece in order.pieces(upward: upward) {
                let owner = piece.owner
                let room = upward
                    ? items[owner].window.upper - (items[owner].cost.minimizer + moved[owner])
                    : (items[owner].cost.minimizer - moved[owner]) - items[owner].window.lower
                guard piece.length <= room else { return total + max(room, 0) }
                guard piece.length.isFinite else { return .infinity }
                moved[piece.owner] += piece.length
                total += piece.length
            }
            return .infinity
        }
        return ExactWindow(lower: minimum - reach(upward: false), upper: minimum + reach(upward: true))
    }

    /// Last-baseline alignment: the baseline's distance below the container's top, the lowest
    /// that keeps every visible view's top inside.
    private func lastBaseline(_ offsets: [Double]) -> Double {
        items.indices.filter { !items[$0].hidden }.map { offsets[$0] }.max()!
    }

    /// Whether the items' lengths depend on their costs (not only on the stack's length), so
    /// that a parent must make their profiles exact where it puts them.
    var allocatesByCost: Bool {
        switch arrangement {
        case .fill, .equalSpacing, .equalCentering: true
        default: false
        }
    }

    // MARK: Layout

    /// One subview's place along the axis, and whether its length was chosen by its cost (so
    /// that its profile must be exact there) rather than imposed by the stack's length.
    struct Frame {
        let slot: Int
        let position: Double
        let length: Double
        let chosenByCost: Bool
    }

    /// How far each visible arranged view's length can lie from its minimum when the stack is
    /// `length` long, whatever its cost beyond its window: a fill stack (or an equalSpacing
    /// one at its narrowest gaps) short of its views' minima by `d` in all takes each view
    /// between its minimum and `d` below it, since every view moves the same way (longer by
    /// up to `d` when it is `d` too long); an equalCentering stack short by `d` at its
    /// spacings likewise. Empty for the other arrangements, whose lengths do not spread a
    /// shortage by cost. O(items).
    func reach(length: Double) -> [(slot: Int, lengths: ClosedRange<Double>)] {
        var available = length - leadingMargin - trailingMargin
        let stretches: Bool
        switch arrangement {
        case .fill:
            available -= spacingTotal
            stretches = true
        case .equalSpacing where visible.count > 1:
            available -= Double(visible.count - 1) * largestSpacing
            stretches = false
        case .equalCentering:
            // Short of its views' minima, every edge gap is at its spacing and the views
            // compress as in fill (`EqualCentering.layout`); otherwise they are at their minima.
            available -= spacingTotal
            stretches = false
        default:
            return []
        }
        var minima = 0.0
        for index in visible.indices { minima += visible[index].cost.minimizer }
        let difference = available - minima
        guard stretches || difference < 0 else { return [] }
        return visible.indices.map { index in
            let minimum = visible[index].cost.minimizer
            return (visible[index].slot, ClosedRange(spanning: minimum, minimum + difference))
        }
    }

    /// Positions (from the stack's leading edge along the axis) and lengths of the stack's
    /// subviews when the stack is `length` long.
    func layout(length: Double) -> [Frame] {
        let container = length - leadingMargin - trailingMargin
        var frames: [Frame] = []
        frames.reserveCapacity(items.count + others.count)
        switch arrangement {
        case .fill, .fillEqually, .equalSpacing, .equalCentering, .proportional:
            layOutAlong(container: container, into: &frames)
        case .crossFill:
            for index in items.indices { frames.append(Frame(slot: items[index].slot, position: leadingMargin, length: container, chosenByCost: false)) }
        case .crossLeading, .crossCenter, .crossTrailing:
            for (index, natural) in zip(items.indices, naturalCrossLengths) {
                let cut = isBounded(index) && container < natural
                let itemLength = cut ? container : natural
                let position: Double =
                    switch arrangement {
                    case .crossLeading: leadingMargin
                    case .crossTrailing: leadingMargin + container - itemLength
                    default: leadingMargin + (container - itemLength) / 2
                    }
                frames.append(Frame(slot: items[index].slot, position: position, length: itemLength, chosenByCost: !cut))
            }
        case .crossLastBaseline(let offsets):
            let baseline = lastBaseline(offsets)
            for (index, item) in items.enumerated() {
                let natural = naturalCrossLengths[index]
                let length = index == 0 ? min(natural, container - baseline + offsets[0]) : natural
                frames.append(Frame(
                    slot: item.slot, position: leadingMargin + baseline - offsets[index], length: length, chosenByCost: length == natural))
            }
        case .crossFirstBaseline(let offsets), .crossLastBaselineFromBottom(let offsets):
            // The baseline as low as every visible view allows, but the first view's top not
            // above the stack's; from the bottom up for a last baseline above the bottoms.
            let fromBottom = if case .crossLastBaselineFromBottom = arrangement { true } else { false }
            let lowest = items.indices.filter { !items[$0].hidden }.map { container + offsets[$0] - naturalCrossLengths[$0] }.min()!
            let baseline = max(offsets[0], lowest)
            for (index, item) in items.enumerated() {
                let natural = naturalCrossLengths[index]
                let length = item.hidden ? natural : min(natural, container + offsets[index] - baseline)
                let start = baseline - offsets[index]
                frames.append(Frame(
                    slot: item.slot, position: leadingMargin + (fromBottom ? container - start - length : start), length: length,
                    chosenByCost: length == natural))
            }
        }
        for index in others.indices {
            let fixed = others[index].fixed
            frames.append(Frame(slot: others[index].slot, position: fixed?.position ?? 0,
                                length: fixed?.length ?? others[index].cost.minimizer, chosenByCost: fixed == nil))
        }
        return frames
    }

    private func layOutAlong(container: Double, into frames: inout [Frame]) {
        var lengths: [Double]
        var gaps = visible.indices.map { visible[$0].spacing }
        switch arrangement {
        case .fill:
            lengths = steps.distribute(container - spacingTotal, minima: visible.indices.map { visible[$0].cost.minimizer })
        case .fillEqually:
            lengths = Array(repeating: (container - spacingTotal) / Double(visible.count), count: visible.count)
        case .equalSpacing where visible.count > 1:
            let natural = visible.indices.map { visible[$0].cost.minimizer }
            let slack = container - natural.reduce(0, +)
            let gap = max(largestSpacing, slack / Double(visible.count - 1))
            gaps = Array(repeating: gap, count: visible.count)
            lengths = gap > largestSpacing ? natural
                : steps.distribute(container - Double(visible.count - 1) * gap, minima: natural)
        case .equalSpacing:
            lengths = [container]
        case .equalCentering(let centering):
            let placed = centering.layout(container: container, steps: steps)
            lengths = placed.lengths
            // Edge gaps from the centre distances (the last one is not used).
            gaps = placed.centreGaps.indices.map { placed.centreGaps[$0] - (lengths[$0] + lengths[$0 + 1]) / 2 } + [0]
        case .proportional(let multipliers, let absorbing, _, _, _):
            lengths = multipliers.map { $0 * container }
            lengths[absorbing] = container - spacingTotal - multipliers.enumerated().reduce(0) { $0 + ($1.offset == absorbing ? 0 : $1.element * container) }
        default:
            lengths = []
        }
        var position = leadingMargin
        var visibleIndex = 0
        for index in items.indices {
            if items[index].hidden {
                let hiding = SymbolicWeight(level: level(StackRule.hidingPriority, items[index].rank))
                frames.append(Frame(slot: items[index].slot, position: position - (visibleIndex > 0 ? gaps[visibleIndex - 1] : 0),
                                    length: items[index].cost.adding(pullToward: 0, weight: hiding).minimizer, chosenByCost: true))
                continue
            }
            frames.append(Frame(slot: items[index].slot, position: position, length: lengths[visibleIndex], chosenByCost: allocatesByCost))
            position += lengths[visibleIndex] + gaps[visibleIndex]
            visibleIndex += 1
        }
    }
}
