import ConstraintSolver

/// Compiles one stack view into the constraints UIStackView would add (see the tables of
/// stack-layout.md sections 2 and 3). O(arranged views), plus the fitting sizes that
/// fillProportionally and baseline vending ask for.
struct StackArrangement {
    let stack: Int
    let context: CompileContext
    let attributes: StackAttributes
    let items: [Int]
    let visible: [Int]
    let resolver: AnchorResolver

    init(stack: Int, context: CompileContext) {
        self.stack = stack
        self.context = context
        self.attributes = context.graph[stack].view.stack!
        self.items = context.graph[stack].arranged
        self.visible = context.graph.visibleArranged(of: stack)
        self.resolver = context.resolver
    }

    var axis: Axis { attributes.axis }
    var frame: RectForm { RectForm(slot: stack) }
    /// The area the arranged views fill: the stack, or its margins guide.
    var container: RectForm {
        attributes.marginsRelative ? frame.inset(by: context.graph[stack].view.layoutMargins) : frame
    }

    func spacing(after item: Int) -> Double {
        attributes.customSpacing[context.graph[item].id] ?? attributes.spacing.value
    }

    /// The stack's constraints along `part`: its distribution if that is its axis, its
    /// alignment if it is the cross axis.
    func compile(_ part: Axis, into sink: inout ConstraintSink) {
        if part == axis { compileDistribution(into: &sink) } else { compileAlignment(into: &sink) }
    }

    // MARK: Along the axis

    private func compileDistribution(into sink: inout ConstraintSink) {
        let stackRank = context.rank(stack)
        func add(_ lhs: LinearForm, _ relation: LinearRelation, _ rhs: LinearForm, _ rule: StackRule,
                 priority: LayoutPriority = .required, tie: Double) {
            sink.add(lhs, relation, rhs, priority: priority, tie: tie, axis: axis, origin: .stack(rule), subject: stack)
        }
        if let first = visible.first, let last = visible.last {
            add(container.leading(axis), .equal, RectForm(slot: first).leading(axis), .canvasConnection, tie: stackRank)
            add(RectForm(slot: last).trailing(axis), .equal, container.trailing(axis), .canvasConnection, tie: stackRank)
        }
        let spacingRelation: LinearRelation =
            attributes.distribution == .equalSpacing || attributes.distribution == .equalCentering ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: previous)
            if attributes.baselineRelative, axis == .vertical {
                add(resolver.baseline(of: next, last: false), spacingRelation,
                    resolver.baseline(of: previous, last: true) + gap, .spacing, tie: context.rank(next))
            } else {
                add(RectForm(slot: next).leading(axis), spacingRelation,
                    RectForm(slot: previous).trailing(axis) + gap, .spacing, tie: context.rank(next))
            }
        }
        var lastVisibleEdge = container.leading(axis)
        for item in items {
            let itemFrame = RectForm(slot: item)
            if context.graph[item].view.hidden {
                add(itemFrame.length(axis), .equal, .constant(0), .hiding, priority: StackRule.hidingPriority, tie: context.rank(item))
                add(itemFrame.leading(axis), .equal, lastVisibleEdge, .hiddenPlacement,
                    priority: fallbackPositionPriority, tie: context.rank(item))
            } else {
                lastVisibleEdge = itemFrame.trailing(axis)
            }
        }
        switch attributes.distribution {
        case .fill:
            break
        case .fillEqually:
            compileFillEqually(into: &sink)
        case .fillProportionally:
            compileFillProportionally(into: &sink)
        case .equalSpacing:
            let gaps = zip(visible, visible.dropFirst()).map { previous, next in
                RectForm(slot: next).leading(axis) - RectForm(slot: previous).trailing(axis)
            }
            for (offset, gap) in gaps.enumerated().dropFirst() {
                add(gap, .equal, gaps[0], .distributingEdge, tie: context.rank(visible[offset]))
            }
            add(frame.length(axis), .equal, .constant(0), .canvasFit, priority: StackRule.canvasFitPriority, tie: stackRank)
        case .equalCentering:
            let gaps = zip(visible, visible.dropFirst()).map { previous, next in
                RectForm(slot: next).center(axis) - RectForm(slot: previous).center(axis)
            }
            for (offset, gap) in gaps.enumerated().dropFirst() {
                let before = visible[offset]
                let priority = StackRule.distributingCenterPriority(arrangedIndex: context.graph[before].arrangedIndex)
                add(gap, .equal, gaps[0], .distributingCenter, priority: priority, tie: context.rank(before))
            }
            add(frame.length(axis), .equal, .constant(0), .canvasFit, priority: StackRule.canvasFitPriority, tie: stackRank)
        }
    }

    private func compileFillEqually(into sink: inout ConstraintSink) {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            sink.add(RectForm(slot: item).length(axis), .equal, RectForm(slot: first).length(axis),
                     origin: .stack(.fillEqually), subject: stack)
        }
    }

    /// Each visible view gets `length == (L / D) * container length` (`ProportionalShares`),
    /// L being its intrinsic length, else its current length (not a stack), else its fitting
    /// size (`SceneGraph.proportionalLength`), at `StackRule.fillProportionallyPriority`.
    private func compileFillProportionally(into sink: inout ConstraintSink) {
        let lengths = visible.map { item in
            context.graph.proportionalLength(of: item, along: axis, fitting: { context.fittingLength($0, axis) })
        }
        guard let shares = ProportionalShares(lengths: lengths, stackSpacing: attributes.spacing.value, arrangedCount: items.count) else {
            compileFillEqually(into: &sink)
            return
        }
        for (item, multiplier) in zip(visible, shares.multipliers) {
            let itemLength = RectForm(slot: item).length(axis)
            guard multiplier > 0 else {
                sink.add(itemLength, .equal, .constant(0), origin: .stack(.fillProportionally), subject: stack)
                continue
            }
            let priority: LayoutPriority = multiplier == 1
                ? .required : StackRule.fillProportionallyPriority(arrangedIndex: context.graph[item].arrangedIndex)
            sink.add(itemLength, .equal, container.length(axis) * multiplier, priority: priority,
                     tie: context.rank(item), axis: axis, origin: .stack(.fillProportionally), subject: stack)
        }
    }
}
