/// The constraints a view brings itself along one axis, whatever its superview does: content
/// hugging and compression resistance against its intrinsic size, and fallbacks for what
/// nothing else determines. Touches only the view's own variables. O(1).
func compileIntrinsicConstraints(of slot: Int, axis: Axis, context: CompileContext, into sink: inout ConstraintSink) {
    let view = context.graph[slot].view
    let frame = RectForm(slot: slot)
    let tie = context.rank(slot)
    do {
        let length = frame.length(axis)
        if let intrinsic = axis == .horizontal ? view.intrinsicSize.width : view.intrinsicSize.height {
            sink.add(length, .lessThanOrEqual, .constant(intrinsic), priority: view.hugging[axis], tie: tie, axis: axis,
                     summed: true, origin: .contentHugging, subject: slot)
            sink.add(length, .greaterThanOrEqual, .constant(intrinsic), priority: view.compressionResistance[axis], tie: tie,
                     axis: axis, summed: true, origin: .contentCompressionResistance, subject: slot)
        } else {
            sink.add(length, .equal, .constant(context.graph.restingLength(of: slot, along: axis)), priority: context.graph.fallbackSizePriority(of: slot, along: axis), tie: tie,
                     axis: axis, origin: .fallbackSize, subject: slot)
        }
    }
    if context.graph[slot].isScroll {
        let content = LinearForm(VariableKey(slot: slot, kind: axis == .horizontal ? .contentWidth : .contentHeight))
        sink.add(content, .equal, .constant(0), priority: fallbackSizePriority, tie: tie, axis: axis,
                 origin: .fallbackContentSize, subject: slot)
    }
}

/// Where a view that no stack arranges sits in its superview: its fixed `frame` (required, as
/// with translatesAutoresizingMaskIntoConstraints) when no document constraint mentions it,
/// else its superview's top-left corner at fallback priority, which any constraint overrides.
/// Arranged views get nothing here: their stack positions them. O(1).
func compilePlacementConstraints(
    of slot: Int, axis: Axis, mentionedByConstraints: Bool, context: CompileContext, into sink: inout ConstraintSink
) {
    let node = context.graph[slot]
    guard node.parent >= 0, !node.isArranged else { return }
    let frame = RectForm(slot: slot), parent = RectForm(slot: node.parent)
    if let fixed = node.view.frame, !mentionedByConstraints {
        let (position, length) = axis == .horizontal ? (fixed.x, fixed.width) : (fixed.y, fixed.height)
        sink.add(frame.leading(axis), .equal, parent.leading(axis) + position, origin: .fixedFrame, subject: slot)
        sink.add(frame.length(axis), .equal, .constant(length), origin: .fixedFrame, subject: slot)
    } else {
        sink.add(frame.leading(axis), .equal, parent.leading(axis), priority: fallbackPositionPriority, tie: context.rank(slot),
                 axis: axis, origin: .fallbackPosition, subject: slot)
    }
}

/// The root sits at the canvas origin (and, when `canvas` is given, has the canvas's length).
func compileCanvasConstraints(root: Int, axis: Axis, canvas: Size?, into sink: inout ConstraintSink) {
    let frame = RectForm(slot: root)
    sink.add(frame.leading(axis), .equal, .constant(0), origin: .canvas, subject: root)
    if let canvas {
        sink.add(frame.length(axis), .equal, .constant(axis == .horizontal ? canvas.width : canvas.height), origin: .canvas, subject: root)
    }
}
