/// The constraints a view brings itself, whatever its superview does: content hugging and
/// compression resistance against its intrinsic size, and fallbacks for what nothing else
/// determines. Touches only the view's own variables. O(1).
func compileIntrinsicConstraints(of slot: Int, context: CompileContext, into sink: inout ConstraintSink) {
    let view = context.graph[slot].view
    let frame = RectForm(slot: slot)
    let tie = context.rank(slot)
    for axis in [Axis.horizontal, .vertical] {
        let length = frame.length(axis)
        if let intrinsic = axis == .horizontal ? view.intrinsicSize.width : view.intrinsicSize.height {
            sink.add(length, .lessThanOrEqual, .constant(intrinsic), priority: view.hugging[axis], tie: tie, axis: axis,
                     origin: .contentHugging, subject: slot)
            sink.add(length, .greaterThanOrEqual, .constant(intrinsic), priority: view.compressionResistance[axis], tie: tie,
                     axis: axis, origin: .contentCompressionResistance, subject: slot)
        } else {
            sink.add(length, .equal, .constant(0), priority: fallbackSizePriority, tie: tie, axis: axis, origin: .fallbackSize, subject: slot)
        }
    }
    if context.graph[slot].isScroll {
        for (kind, axis) in [(VariableKind.contentWidth, Axis.horizontal), (.contentHeight, .vertical)] {
            sink.add(LinearForm(VariableKey(slot: slot, kind: kind)), .equal, .constant(0), priority: fallbackSizePriority,
                     tie: tie, axis: axis, origin: .fallbackContentSize, subject: slot)
        }
    }
}

/// Where a view that no stack arranges sits in its superview: its fixed `frame` (required, as
/// with translatesAutoresizingMaskIntoConstraints) when no document constraint mentions it,
/// else its superview's top-left corner at fallback priority, which any constraint overrides.
/// Arranged views get nothing here: their stack positions them. O(1).
func compilePlacementConstraints(
    of slot: Int, mentionedByConstraints: Bool, context: CompileContext, into sink: inout ConstraintSink
) {
    let node = context.graph[slot]
    guard node.parent >= 0, !node.isArranged else { return }
    let frame = RectForm(slot: slot), parent = RectForm(slot: node.parent)
    if let fixed = node.view.frame, !mentionedByConstraints {
        sink.add(frame.left, .equal, parent.left + fixed.x, origin: .fixedFrame, subject: slot)
        sink.add(frame.top, .equal, parent.top + fixed.y, origin: .fixedFrame, subject: slot)
        sink.add(frame.width, .equal, .constant(fixed.width), origin: .fixedFrame, subject: slot)
        sink.add(frame.height, .equal, .constant(fixed.height), origin: .fixedFrame, subject: slot)
    } else {
        let tie = context.rank(slot)
        sink.add(frame.left, .equal, parent.left, priority: fallbackPositionPriority, tie: tie, axis: .horizontal,
                 origin: .fallbackPosition, subject: slot)
        sink.add(frame.top, .equal, parent.top, priority: fallbackPositionPriority, tie: tie, axis: .vertical,
                 origin: .fallbackPosition, subject: slot)
    }
}

/// The root fills the canvas at the origin.
func compileCanvasConstraints(root: Int, canvas: Size, into sink: inout ConstraintSink) {
    let frame = RectForm(slot: root)
    sink.add(frame.left, .equal, .constant(0), origin: .canvas, subject: root)
    sink.add(frame.top, .equal, .constant(0), origin: .canvas, subject: root)
    sink.add(frame.width, .equal, .constant(canvas.width), origin: .canvas, subject: root)
    sink.add(frame.height, .equal, .constant(canvas.height), origin: .canvas, subject: root)
}
