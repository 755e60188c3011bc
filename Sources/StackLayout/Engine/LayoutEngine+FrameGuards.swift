/// Frames that no layout may report: a number that is not finite or lies beyond
/// `LayoutValueRange.maximumResult`, or a negative size of a view that no stack arranges.
///
/// A system whose required constraints can all hold only with such a frame (widths chained by
/// a multiplier of 10,000, say, or a fixed-height row and a bar below it in a cell too short for
/// both) holds a conflict that the constraints do not state: UIKit's sizes are never negative,
/// and Interface Builder breaks one of the constraints rather than store one. When a pass
/// gives a view such a frame, the view is *bounded*: its lengths and positions get required
/// bounds of the range (and its sizes a bound of zero below), built before every stack and
/// document constraint, and the scene is laid out again as one system. The conflict then
/// breaks one of the constraints that caused it, and says which
/// (`LayoutResult.brokenConstraints`), as any other conflict does. Bounds only ever add views,
/// each pass at least one, so this ends; common scenes never meet it and pay one comparison per
/// number read.
///
/// Only scenes whose first pass gives such a frame pay for the second, whole-system one. The
/// negative sizes of stacks and arranged views are left to the stacks' own rules.
extension LayoutEngine {
    /// `result`, or, when its pass gave views that are not bounded yet numbers beyond the range
    /// (`finishPass` notes them), the layout again with them bounded, and so on.
    func guardingFrames(_ result: LayoutResult) -> LayoutResult {
        var result = result
        while !guards.outOfRangeViews.isSubset(of: guards.boundedViews) {
            guards.boundedViews.formUnion(guards.outOfRangeViews)
            // Laid out again as one system, so that the conflict breaks what the whole system
            // would break.
            solved.wholeRegions.insert(WholeRegion(root: scene!.rootID, axis: nil))
            let compiled = rebuild(scene!)
            runPass(compiled)
            result = resolvingConflicts(finishPass(compiled), of: compiled)
        }
        guard !guards.outOfRangeViews.isEmpty else { return result }
        // Bounded and still out of range (the solver's arithmetic failed): each number the
        // nearest admissible one, so that no answer ever holds one that is not.
        for index in result.views.indices where Self.isOutOfRange(result.views[index]) || guards.boundedViews.contains(result.views[index].id) {
            result.views[index] = result.views[index].clampedToAdmissible
        }
        self.result = result
        return result
    }

    /// Whether the closed form of `stack` would leave out a bound: the stack's or one of its
    /// subviews'. O(subviews) when some view is bounded, else O(1).
    func touchesGuards(_ stack: Int, in compiled: CompiledScene) -> Bool {
        guard !guards.boundedViews.isEmpty else { return false }
        return guards.boundedViews.contains(compiled.graph[stack].id) || compiled.graph[stack].children.contains { guards.boundedViews.contains(compiled.graph[$0].id) }
    }

    /// The bounds of `slot` along `axis`, if it is bounded. O(1).
    func compileFrameGuardsIfBounded(of slot: Int, axis: Axis, context: CompileContext, into sink: inout ConstraintSink) {
        guard !guards.boundedViews.isEmpty, guards.boundedViews.contains(context.graph[slot].id) else { return }
        compileFrameGuards(of: slot, axis: axis, context: context, into: &sink)
    }

    /// Before an edit: forgets the bounds of the last layout (and its whole regions), so that
    /// the edit's layout finds its own, as a layout from scratch would. Returns whether there
    /// were any (everything must then be built again).
    func dropGuards() -> Bool {
        guard !guards.boundedViews.isEmpty else { return false }
        guards.boundedViews = []
        solved.wholeRegions = []
        return true
    }

    /// How many views the current layout bounds (for tests and benchmarks).
    package var guardedViewCount: Int { guards.boundedViews.count }

    /// Whether a view's frame (or content size) holds a number that is not finite or beyond
    /// `LayoutValueRange.maximumResult`. O(1), no allocation: it runs for every view read.
    static func isOutOfRange(_ layout: ViewLayout) -> Bool {
        let bound = LayoutValueRange.maximumResult
        func admits(_ value: Double) -> Bool { abs(value) <= bound }  // false for NaN
        let frame = layout.absoluteFrame
        guard admits(frame.x), admits(frame.y), admits(frame.width), admits(frame.height) else { return true }
        guard let content = layout.contentSize else { return false }
        return !(admits(content.width) && admits(content.height))
    }

    /// How far below zero a size may come out of the solver's arithmetic before it counts as
    /// negative.
    static let negativeSizeTolerance = 1e-7

    /// Whether a view that no stack arranges, and that is not a stack, has a size below zero
    /// (by more than rounding error): its size comes from the document's constraints and its
    /// content, where a negative one is a conflict of required constraints. Stacks and their
    /// arranged views are not bounded here. O(1).
    func hasNegativeFreeSize(_ layout: ViewLayout, slot: Int, in compiled: CompiledScene) -> Bool {
        let frame = layout.absoluteFrame
        guard frame.width < -Self.negativeSizeTolerance || frame.height < -Self.negativeSizeTolerance else { return false }
        let node = compiled.graph[slot]
        return !node.isArranged && !node.isStack
    }

    /// Notes a view whose numbers are out of range, or whose free size is negative, for
    /// `guardingFrames`.
    func noteFrameProblems(of layout: ViewLayout, slot: Int, in compiled: CompiledScene) {
        if Self.isOutOfRange(layout) || hasNegativeFreeSize(layout, slot: slot, in: compiled) { guards.outOfRangeViews.insert(layout.id) }
    }
}

/// A bounded view's bounds along one axis (`LayoutEngine.guardingFrames`): its length (and a
/// scroll view's content length) at least zero and at most `LayoutValueRange.maximumResult`,
/// its position within the range. Required. O(1).
func compileFrameGuards(of slot: Int, axis: Axis, context: CompileContext, into sink: inout ConstraintSink) {
    let frame = RectForm(slot: slot), bound = LayoutValueRange.maximumResult
    sink.add(frame.length(axis), .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot)
    sink.add(frame.length(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .greaterThanOrEqual, .constant(-bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    if context.graph[slot].isScroll {
        let content = RectForm.content(of: slot).length(axis)
        sink.add(content, .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot)
        sink.add(content, .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    }
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
