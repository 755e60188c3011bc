/// Frames that no layout may report: a number that is not finite or lies beyond
/// `LayoutValueRange.maximumResult` (and, once guarded, a negative width or height).
///
/// A system whose required constraints can all hold only with such frames holds a conflict
/// that the constraints do not state: sizes are never negative, and every frame lies within
/// the range. When a pass gives a view such a frame, the view is *guarded*: its sizes get a
/// required lower bound of zero (and, beyond the range, its lengths and positions required
/// bounds of the range), built before every stack and document constraint, and the scene is
/// laid out again as one system. The conflict then breaks one of the constraints that caused it, and says which
/// (`LayoutResult.brokenConstraints`), as any other conflict does. A guard only ever adds views,
/// each pass at least one, so this ends; common scenes never meet it and pay one check per
/// frame read.
extension LayoutEngine {
    /// `result`, or, when its pass gave views that are not guarded yet frames that are not
    /// admissible (`finishPass` notes them), the layout again with them guarded, and so on.
    func guardingFrames(_ result: LayoutResult) -> LayoutResult {
        var result = result
        while !offendingViews.isSubset(of: guardedViews) || !outOfRangeViews.isSubset(of: boundedViews) {
            guardedViews.formUnion(offendingViews)
            boundedViews.formUnion(outOfRangeViews)
            // Laid out again as one system, so that the conflict breaks what the whole system
            // would break.
            wholeRegions.insert(WholeRegion(root: graph[graph.root].id, axis: nil))
            rebuild(scene!)
            runPass()
            result = resolvingConflicts(finishPass())
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

    /// Before an edit: forgets the guards of the last layout (and its whole regions), so that
    /// the edit's layout finds its own, as a layout from scratch would. Returns whether there
    /// were any (everything must then be built again).
    func dropGuards() -> Bool {
        guard !guardedViews.isEmpty || !boundedViews.isEmpty else { return false }
        guardedViews = []
        boundedViews = []
        wholeRegions = []
        return true
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
    ///
    /// Only numbers out of range are guarded for now: a negative size is reported as it is
    /// (`frameProblems` still finds it), because bounding it solves the whole scene as one
    /// system, which costs a scene with such a view seven times the closed forms' work; sizes
    /// of at least zero belong in the cost profiles and closed forms themselves.
    func noteFrameProblems(of layout: ViewLayout) {
        guard let problems = Self.frameProblems(of: layout), problems.outOfRange else { return }
        outOfRangeViews.insert(layout.id)
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
