import ConstraintSolver

/// A stack's layout along one axis in closed form, for the common cases: distribution fill,
/// fillEqually, fillProportionally or equalSpacing along its axis; alignment fill, leading,
/// centre or trailing across it; subviews that are leaves or nested subsystems (each known by
/// its cost profile); no document constraint inside. Everything else goes to the simplex
/// (`SimplexSubsystem`).
///
/// It computes what the simplex computes for the same constraints (sections 2 and 3 of
/// stack-layout.md), exactly: the stack's cost profile along the axis as a combination of its
/// items' profiles (`CostProfile+Algebra`), and, given the stack's length, its subviews'
/// positions and lengths. O(items log items) for either.
struct ClosedFormStack {
    /// What the solver needs to know about one subview along the axis.
    struct Item {
        let slot: Int
        /// Its own cost as a function of its length (a leaf's content profile, or a nested
        /// subsystem's cost profile).
        let cost: CostProfile
        let rank: Double
        let hidden: Bool
        /// Spacing after it (arranged views only).
        let spacing: Double
        /// Non-arranged subviews only: a fixed position and length, else nil (the stack's
        /// origin, at the minimum of its cost).
        let fixed: (position: Double, length: Double)?
    }

    enum Arrangement {
        case fill, fillEqually, equalSpacing
        /// Multipliers of the visible views, and the one whose proportion gives way (the
        /// weakest constraint): lengths are `m * C`, the absorbing one takes the rest.
        case proportional(multipliers: [Double], absorbing: Int, absorbingLevel: PriorityLevel, denominator: Double)
        case crossFill, crossLeading, crossCenter, crossTrailing
    }

    let stack: Int
    let axis: Axis
    let arrangement: Arrangement
    /// Arranged views, in arranged order.
    let items: [Item]
    /// Subviews that are not arranged.
    let others: [Item]
    let leadingMargin: Double
    let trailingMargin: Double
    let stackRank: Double
    /// The stack's cost as a function of its length along the axis.
    private(set) var profile: CostProfile = .zero

    private var visible: [Item] { items.filter { !$0.hidden } }
    private var subLevel: Int { axis == .vertical ? 1 : 0 }

    private func level(_ priority: Double, _ rank: Double) -> PriorityLevel {
        PriorityLevel(priority: priority, tieBreak: rank, subLevel: subLevel)
    }

    /// The closed form of `stack` along `axis`, or nil when the case is not one it covers.
    /// `ownCost` is the stack's own content profile; `cost` a subview's (nil: unusable, such as
    /// a required content priority); `naturalLength` a subview's fillProportionally length.
    init?(
        stack: Int, axis: Axis, graph: SceneGraph, ranks: [Double], ownCost: CostProfile,
        cost: (Int) -> CostProfile?, naturalLength: (Int) -> Double, hasFixedFrame: (Int) -> Bool
    ) {
        let node = graph[stack]
        guard let attributes = node.view.stack, ownCost.lowerLimit == nil, ownCost.upperLimit == nil else { return nil }
        self.stack = stack
        self.axis = axis
        self.stackRank = ranks[stack]
        let margins = attributes.marginsRelative ? node.view.layoutMargins : .zero
        (leadingMargin, trailingMargin) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
        var items: [Item] = []
        for slot in node.arranged {
            guard let itemCost = cost(slot), itemCost.lowerLimit == nil, itemCost.upperLimit == nil else { return nil }
            let view = graph[slot].view
            items.append(Item(
                slot: slot, cost: itemCost, rank: ranks[slot], hidden: view.hidden,
                spacing: attributes.customSpacing[view.id] ?? attributes.spacing.value, fixed: nil))
        }
        var others: [Item] = []
        for slot in node.children where !graph[slot].isArranged {
            guard let itemCost = cost(slot) else { return nil }
            let view = graph[slot].view
            let fixed = view.frame.flatMap { frame in
                hasFixedFrame(slot) ? (axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)) : nil
            }
            others.append(Item(slot: slot, cost: itemCost, rank: ranks[slot], hidden: view.hidden, spacing: 0, fixed: fixed))
        }
        self.items = items
        self.others = others

        let arrangement: Arrangement
        if axis == attributes.axis {
            guard !(attributes.baselineRelative && axis == .vertical) else { return nil }
            switch attributes.distribution {
            case .fill: arrangement = .fill
            case .fillEqually: arrangement = .fillEqually
            case .equalSpacing: arrangement = .equalSpacing
            case .equalCentering: return nil
            case .fillProportionally:
                guard let proportional = Self.proportional(
                    items: items, stackSpacing: attributes.spacing.value, subLevel: axis.index,
                    arrangedIndex: { graph[$0].arrangedIndex }, naturalLength: naturalLength)
                else { return nil }
                arrangement = proportional
            }
        } else {
            switch EffectiveAlignment(attributes.alignment, axis: attributes.axis) {
            case .fill: arrangement = .crossFill
            case .leading: arrangement = .crossLeading
            case .center: arrangement = .crossCenter
            case .trailing: arrangement = .crossTrailing
            case .firstBaseline, .lastBaseline: return nil
            }
        }
        self.arrangement = arrangement
        self.profile = makeProfile(ownCost: ownCost)
    }

    /// fillProportionally's constraints: `.fillEqually` when its denominator is too small; nil
    /// when the closed form does not apply (a required proportion: multiplier exactly 1, or
    /// every length zero; a view whose own cost reaches the proportions' priorities, which
    /// could make a proportion other than the weakest give way).
    private static func proportional(
        items: [Item], stackSpacing: Double, subLevel: Int, arrangedIndex: (Int) -> Int, naturalLength: (Int) -> Double
    ) -> Arrangement? {
        let visible = items.filter { !$0.hidden }
        let lengths = visible.map { naturalLength($0.slot) }
        let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + $1.0.spacing }
        let denominator = lengths.reduce(spacing) { $0 + max($1, 0) }
        guard denominator > max(stackSpacing * Double(items.count - 1), 1) else { return .fillEqually }
        var multipliers: [Double] = []
        var weakest: (index: Int, level: PriorityLevel)?
        for (index, item) in visible.enumerated() {
            let multiplier = lengths[index] > 0 ? lengths[index] / denominator : 0
            multipliers.append(multiplier)
            guard lengths[index] > 0 else { continue }
            guard multiplier != 1 else { return nil }
            let level = PriorityLevel(priority: max(999 - Double(arrangedIndex(item.slot)), 751), tieBreak: item.rank, subLevel: subLevel)
            if weakest == nil || level < weakest!.level { weakest = (index, level) }
        }
        let ownLevels = visible.flatMap { $0.cost.slopes.flatMap(\.components).map(\.level.priority) }
        guard let weakest, (ownLevels.max() ?? 0) < 751 else { return nil }
        return .proportional(multipliers: multipliers, absorbing: weakest.index, absorbingLevel: weakest.level, denominator: denominator)
    }

    // MARK: Cost profile

    private var spacingTotal: Double { zip(visible, visible.dropFirst()).reduce(0) { $0 + $1.0.spacing } }
    private var largestSpacing: Double { zip(visible, visible.dropFirst()).map(\.0.spacing).max() ?? 0 }

    /// A cross-axis item's cost with the alignment's weak pull to zero length (priority 25).
    private func alignedCost(_ item: Item) -> CostProfile {
        item.cost.adding(pullToward: 0, weight: SymbolicWeight(level: level(25, item.rank)))
    }

    /// Arranged views whose length the container bounds across the axis (non-fill alignment):
    /// the visible ones, or the single item even if hidden.
    private var boundedItems: [Item] { items.count == 1 ? items : visible }

    /// The spanner (two or more items) spans the container and hugs at 51, unless nothing
    /// holds it open (leading or trailing alignment with every item hidden).
    private var spannerSpansContainer: Bool {
        guard items.count > 1 else { return false }
        if case .crossCenter = arrangement { return true }
        return !visible.isEmpty
    }

    /// The cost of the stack's container length C (its length minus margins).
    private var containerCost: CostProfile {
        let visible = visible
        let count = Double(visible.count)
        switch arrangement {
        case .fill:
            return visible.isEmpty ? .zero : CostProfile.infimalConvolution(visible.map(\.cost)).composed(scale: 1, offset: -spacingTotal)
        case .fillEqually:
            return CostProfile.sum(visible.map { $0.cost.composed(scale: 1 / count, offset: -spacingTotal / count) })
        case .equalSpacing:
            guard visible.count > 1 else { return visible.first?.cost ?? .zero }
            return CostProfile.infimalConvolution(visible.map(\.cost)).clippedAbove()
                .composed(scale: 1, offset: -(count - 1) * largestSpacing)
        case .proportional(let multipliers, let absorbing, let absorbingLevel, let denominator):
            var terms: [CostProfile] = []
            var othersShare = 0.0
            for (index, multiplier) in multipliers.enumerated() where index != absorbing && multiplier > 0 {
                terms.append(visible[index].cost.composed(scale: multiplier, offset: 0))
                othersShare += multiplier
            }
            terms.append(visible[absorbing].cost.composed(scale: 1 - othersShare, offset: -spacingTotal))
            if spacingTotal != 0 {
                // The absorbing view's proportion is off by |C * spacing / D - spacing|.
                terms.append(CostProfile.zero.adding(
                    pullToward: denominator, weight: SymbolicWeight(level: absorbingLevel, value: abs(spacingTotal) / denominator)))
            }
            return CostProfile.sum(terms)
        case .crossFill:
            return CostProfile.sum(items.map(\.cost))
        case .crossLeading, .crossCenter, .crossTrailing:
            var terms = boundedItems.map { alignedCost($0).clippedAbove() }
            if spannerSpansContainer { terms.append(CostProfile.pull(toward: 0, at: level(51, stackRank))) }
            return CostProfile.sum(terms)
        }
    }

    private func makeProfile(ownCost: CostProfile) -> CostProfile {
        var terms = [ownCost, containerCost.composed(scale: 1, offset: -(leadingMargin + trailingMargin))]
        switch arrangement {
        case .equalSpacing:
            terms.append(CostProfile.pull(toward: 0, at: level(49, stackRank)))
        case .crossLeading, .crossCenter, .crossTrailing:
            if items.count == 1 { terms.append(CostProfile.pull(toward: 0, at: level(49, stackRank))) }
        default:
            break
        }
        return CostProfile.sum(terms)
    }

    // MARK: Layout

    /// Positions (from the stack's leading edge along the axis) and lengths of the stack's
    /// subviews when the stack is `length` long.
    func layout(length: Double) -> [(slot: Int, position: Double, length: Double)] {
        let container = length - leadingMargin - trailingMargin
        var frames: [(slot: Int, position: Double, length: Double)] = []
        frames.reserveCapacity(items.count + others.count)
        switch arrangement {
        case .fill, .fillEqually, .equalSpacing, .proportional:
            layOutAlong(container: container, into: &frames)
        case .crossFill:
            for item in items { frames.append((item.slot, leadingMargin, container)) }
        case .crossLeading, .crossCenter, .crossTrailing:
            let bounded = Set(boundedItems.map(\.slot))
            for item in items {
                let natural = alignedCost(item).minimizer
                let itemLength = bounded.contains(item.slot) ? min(natural, container) : natural
                let position: Double =
                    switch arrangement {
                    case .crossLeading: leadingMargin
                    case .crossTrailing: leadingMargin + container - itemLength
                    default: leadingMargin + (container - itemLength) / 2
                    }
                frames.append((item.slot, position, itemLength))
            }
        }
        for other in others {
            frames.append((other.slot, other.fixed?.position ?? 0, other.fixed?.length ?? other.cost.minimizer))
        }
        return frames
    }

    private func layOutAlong(container: Double, into frames: inout [(slot: Int, position: Double, length: Double)]) {
        let visible = visible
        var lengths: [Double]
        var gaps = visible.map(\.spacing)
        switch arrangement {
        case .fill:
            lengths = CostProfile.distribute(container - spacingTotal, among: visible.map(\.cost))
        case .fillEqually:
            lengths = Array(repeating: (container - spacingTotal) / Double(visible.count), count: visible.count)
        case .equalSpacing where visible.count > 1:
            let natural = visible.map(\.cost.minimizer)
            let slack = container - natural.reduce(0, +)
            let gap = max(largestSpacing, slack / Double(visible.count - 1))
            gaps = Array(repeating: gap, count: visible.count)
            lengths = gap > largestSpacing ? natural
                : CostProfile.distribute(container - Double(visible.count - 1) * gap, among: visible.map(\.cost))
        case .equalSpacing:
            lengths = [container]
        case .proportional(let multipliers, let absorbing, _, _):
            lengths = multipliers.map { $0 * container }
            lengths[absorbing] = container - spacingTotal - multipliers.enumerated().reduce(0) { $0 + ($1.offset == absorbing ? 0 : $1.element * container) }
        default:
            lengths = []
        }
        var position = leadingMargin
        var visibleIndex = 0
        for item in items {
            if item.hidden {
                let hiding = SymbolicWeight(level: level(999.999, item.rank))
                frames.append((item.slot, position - (visibleIndex > 0 ? gaps[visibleIndex - 1] : 0),
                               item.cost.adding(pullToward: 0, weight: hiding).minimizer))
                continue
            }
            frames.append((item.slot, position, lengths[visibleIndex]))
            position += lengths[visibleIndex] + gaps[visibleIndex]
            visibleIndex += 1
        }
    }
}
