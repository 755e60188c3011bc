/// Frames that no layout may report: a negative width or height (or content size), or a
/// number that is not finite or lies beyond `LayoutValueRange.maximumResult`.
///
/// A system whose required constraints can all hold only with such frames holds a conflict
/// that the constraints do not state: sizes are never negative, and every frame lies within
/// the range. When a pass gives a view such a frame, the view is *guarded*: its sizes get a
/// required lower bound of zero (and, beyond the range, its lengths and positions required
/// bounds of the range), built before every stack and document constraint, and what they
/// touch is laid out again. The conflict then breaks one of the constraints that caused it, and says which
/// (`LayoutResult.brokenConstraints`), as any other conflict does. A guard only ever adds views,
/// each pass at least one, so this ends; common scenes never meet it and pay one check per
/// frame read.
extension LayoutEngine {
    /// `result`, or, when its pass gave views that are not guarded yet frames that are not
    /// admissible (`finishPass` notes them), the layout again with them guarded, and so on.
    func guardingFrames(_ result: LayoutResult) -> LayoutResult {
        var result = result
        while !offendingViews.isSubset(of: guardedViews) || !outOfRangeViews.isSubset(of: boundedViews) {
            let fresh = offendingViews.subtracting(guardedViews).union(outOfRangeViews.subtracting(boundedViews))
            guardedViews.formUnion(offendingViews)
            boundedViews.formUnion(outOfRangeViews)
            // Only what the guards touch is solved again: the views' own constraints, their
            // stacks (which give up their closed forms) and the subsystems above.
            var changed: [Int] = []
            for id in fresh {
                guard let slot = registry.slotOf[id], graph.contains(slot) else { continue }
                changed.append(slot)
                for axis in [Axis.horizontal, .vertical] {
                    dirty.insert(.intrinsic(slot, axis))
                    dirtySubsystems.insert(partition.subsystem(of: slot, along: axis))
                    let parent = graph[slot].parent
                    if parent >= 0 { dirtySubsystems.insert(partition.subsystem(of: parent, along: axis)) }
                }
            }
            runPass()
            result = resolvingConflicts(finishPass(changedSlots: changed))
        }
        guard !offendingViews.isEmpty || !outOfRangeViews.isEmpty else { return result }
        // Guarded and still not admissible (the solver's arithmetic failed): each number the
        // nearest admissible one, so that no answer ever holds one that is not.
        for index in result.views.indices where Self.frameProblems(of: result.views[index]) != nil {
            result.views[index] = result.views[index].clampedToAdmissible
        }
        self.result = result
        return result
    }

    /// Whether the closed form of `stack` would leave out a guard: the stack's or one of its
    /// subviews'. O(subviews) when some view is guarded, else O(1).
    func touchesGuards(_ stack: Int) -> Bool {
        guard !guardedViews.isEmpty || !boundedViews.isEmpty else { return false }
        func guarded(_ slot: Int) -> Bool { guardedViews.contains(graph[slot].id) || boundedViews.contains(graph[slot].id) }
        return guarded(stack) || graph[stack].children.contains(where: guarded)
    }

    /// How many views the current layout bounds (for tests and benchmarks).
    package var guardedViewCount: Int { guardedViews.union(boundedViews).count }

    /// What is wrong with a view's layout: a negative size (or content size), a number that is
    /// not finite or beyond `LayoutValueRange.maximumResult`; nil when nothing is.
    static func frameProblems(of layout: ViewLayout) -> (negative: Bool, outOfRange: Bool)? {
        func admits(_ value: Double) -> Bool { abs(value) <= LayoutValueRange.maximumResult }
        let frame = layout.absoluteFrame
        var sizes = [frame.width, frame.height]
        if let content = layout.contentSize { sizes += [content.width, content.height] }
        let outOfRange = !(admits(frame.x) && admits(frame.y) && sizes.allSatisfy(admits))
        let negative = sizes.contains { $0 < -negativeSizeTolerance }
        return negative || outOfRange ? (negative, outOfRange) : nil
    }

    /// Notes a view whose layout `frameProblems` finds wrong, for `guardingFrames`.
    func noteFrameProblems(of layout: ViewLayout) {
        guard let problems = Self.frameProblems(of: layout) else { return }
        if problems.negative { offendingViews.insert(layout.id) }
        if problems.outOfRange { outOfRangeViews.insert(layout.id) }
    }
}

/// How far below zero a size may come out of the solver's arithmetic and still count as zero.
let negativeSizeTolerance = 1e-7

/// A guarded view's bounds along one axis (`LayoutEngine.guardingFrames`): its length (and a
/// scroll view's content length) at least zero; and, for a view whose numbers went beyond the
/// range (`bounded`), its length and position within `LayoutValueRange.maximumResult`.
/// Required. O(1).
func compileFrameGuards(of slot: Int, axis: Axis, bounded: Bool, context: CompileContext, into sink: inout ConstraintSink) {
    let frame = RectForm(slot: slot), bound = LayoutValueRange.maximumResult
    let isScroll = context.graph[slot].isScroll
    sink.add(frame.length(axis), .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot)
    if isScroll { sink.add(RectForm.content(of: slot).length(axis), .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot) }
    guard bounded else { return }
    sink.add(frame.length(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .greaterThanOrEqual, .constant(-bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    if isScroll { sink.add(RectForm.content(of: slot).length(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot) }
}

extension ViewLayout {
    /// This layout with every number the nearest admissible one: NaN as zero, a magnitude
    /// beyond `LayoutValueRange.maximumResult` as that, a negative size as zero.
    var clampedToAdmissible: ViewLayout {
        func number(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, -LayoutValueRange.maximumResult), LayoutValueRange.maximumResult)
        }
        func size(_ value: Double) -> Double { max(number(value), 0) }
        func rect(_ rect: Rect) -> Rect { Rect(x: number(rect.x), y: number(rect.y), width: size(rect.width), height: size(rect.height)) }
        var clamped = self
        clamped.frame = rect(frame)
        clamped.absoluteFrame = rect(absoluteFrame)
        clamped.contentSize = contentSize.map { Size(width: size($0.width), height: size($0.height)) }
        return clamped
    }
}
