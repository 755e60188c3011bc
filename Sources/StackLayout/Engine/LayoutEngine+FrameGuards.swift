/// Frames that no layout may report: a negative width or height (or content size), or a
/// number that is not finite or lies beyond `LayoutValueRange.maximumResult`.
///
/// A system whose required constraints can all hold only with such frames holds a conflict
/// that the constraints do not state: sizes are never negative, and every frame lies within
/// the range. When a pass gives a view such a frame, the view is *guarded*: its sizes get a
/// required lower bound of zero and its lengths and positions required bounds of the range,
/// built before every stack and document constraint, and the scene is laid out again as one
/// system. The conflict then breaks one of the constraints that caused it, and says which
/// (`LayoutResult.brokenConstraints`), as any other conflict does. A guard only ever adds views,
/// each pass at least one, so this ends; common scenes never meet it and pay one check per
/// frame read.
extension LayoutEngine {
    /// `result`, or, when its pass gave views that are not guarded yet frames that are not
    /// admissible (`finishPass` notes them), the layout again with them guarded, and so on.
    func guardingFrames(_ result: LayoutResult) -> LayoutResult {
        var result = result
        while !offendingViews.isSubset(of: guardedViews) {
            guardedViews.formUnion(offendingViews)
            wholeRegions.insert(WholeRegion(root: graph[graph.root].id, axis: nil))
            rebuild(scene!)
            runPass()
            result = resolvingConflicts(finishPass())
        }
        guard !offendingViews.isEmpty else { return result }
        // Guarded and still not admissible (the solver's arithmetic failed): each number the
        // nearest admissible one, so that no answer ever holds one that is not.
        for index in result.views.indices where !Self.isAdmissible(result.views[index]) {
            result.views[index] = result.views[index].clampedToAdmissible
        }
        self.result = result
        return result
    }

    /// How many views the current layout bounds (for tests and benchmarks).
    package var guardedViewCount: Int { guardedViews.count }

    /// Whether `frame` (and `contentSize`) is one a layout may report.
    static func isAdmissible(_ layout: ViewLayout) -> Bool {
        func admits(_ value: Double) -> Bool { abs(value) <= LayoutValueRange.maximumResult }
        let frame = layout.absoluteFrame
        guard admits(frame.x), admits(frame.y), admits(frame.width), admits(frame.height),
              frame.width >= -negativeSizeTolerance, frame.height >= -negativeSizeTolerance
        else { return false }
        guard let content = layout.contentSize else { return true }
        return admits(content.width) && admits(content.height)
            && content.width >= -negativeSizeTolerance && content.height >= -negativeSizeTolerance
    }
}

/// How far below zero a size may come out of the solver's arithmetic and still count as zero.
let negativeSizeTolerance = 1e-7

/// A guarded view's bounds along one axis (`LayoutEngine.guardingFrames`): its length (and a
/// scroll view's content length) at least zero, its length and position within
/// `LayoutValueRange.maximumResult`. Required. O(1).
func compileFrameGuards(of slot: Int, axis: Axis, context: CompileContext, into sink: inout ConstraintSink) {
    let frame = RectForm(slot: slot), bound = LayoutValueRange.maximumResult
    sink.add(frame.length(axis), .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot)
    sink.add(frame.length(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .greaterThanOrEqual, .constant(-bound), origin: .frameGuard, subject: slot)
    sink.add(frame.leading(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
    if context.graph[slot].isScroll {
        let content = RectForm.content(of: slot)
        sink.add(content.length(axis), .greaterThanOrEqual, .constant(0), origin: .frameGuard, subject: slot)
        sink.add(content.length(axis), .lessThanOrEqual, .constant(bound), origin: .frameGuard, subject: slot)
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
