import ConstraintSolver

/// Alignment as the stack applies it: `top`/`bottom` are the same values as
/// `leading`/`trailing`, and baseline alignment of a vertical stack falls back to
/// leading (first) / trailing (last).
enum EffectiveAlignment {
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    init(_ alignment: Alignment, axis: Axis) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .leading
        case .trailing, .bottom: self = .trailing
        case .center: self = .center
        case .firstBaseline: self = axis == .horizontal ? .firstBaseline : .leading
        case .lastBaseline: self = axis == .horizontal ? .lastBaseline : .trailing
        }
    }
}

extension StackArrangement {
    /// Across the axis: items aligned to the first item (even if hidden), the stack connected
    /// to the first item or to a spanner guide enclosing the visible items, and the weak
    /// hugging that keeps the stack and its items from growing for no reason.
    func compileAlignment(into sink: inout ConstraintSink) {
        guard let first = items.first else { return }
        let cross = axis.cross
        let alignment = EffectiveAlignment(attributes.alignment, axis: axis)
        let stackRank = context.rank(stack)
        func add(_ lhs: LinearForm, _ relation: LinearRelation, _ rhs: LinearForm, _ rule: StackRule,
                 priority: LayoutPriority = .required, tie: Double) {
            sink.add(lhs, relation, rhs, priority: priority, tie: tie, axis: cross, origin: .stack(rule), subject: stack)
        }
        let firstFrame = RectForm(slot: first)
        // The first item's baseline, resolved once (resolving walks down nested stacks).
        let firstBaseline: LinearForm? = switch alignment {
        case .firstBaseline, .lastBaseline: resolver.baseline(of: first, last: alignment == .lastBaseline)
        default: nil
        }

        for item in items.dropFirst() {
            let itemFrame = RectForm(slot: item)
            let tie = context.rank(item)
            switch alignment {
            case .fill:
                add(itemFrame.leading(cross), .equal, firstFrame.leading(cross), .alignment, tie: tie)
                add(itemFrame.trailing(cross), .equal, firstFrame.trailing(cross), .alignment, tie: tie)
            case .leading:
                add(itemFrame.leading(cross), .equal, firstFrame.leading(cross), .alignment, tie: tie)
            case .trailing:
                add(itemFrame.trailing(cross), .equal, firstFrame.trailing(cross), .alignment, tie: tie)
            case .center:
                add(itemFrame.center(cross), .equal, firstFrame.center(cross), .alignment, tie: tie)
            case .firstBaseline, .lastBaseline:
                let last = alignment == .lastBaseline
                add(resolver.baseline(of: item, last: last), .equal, firstBaseline!, .alignment, tie: tie)
            }
        }

        let start = container.leading(cross), end = container.trailing(cross)
        if alignment == .fill {
            add(start, .equal, firstFrame.leading(cross), .canvasConnection, tie: stackRank)
            add(firstFrame.trailing(cross), .equal, end, .canvasConnection, tie: stackRank)
            return
        }
        for item in items {
            add(RectForm(slot: item).length(cross), .equal, .constant(context.graph.restingLength(of: item, along: cross)), .ambiguitySuppression,
                priority: StackRule.ambiguitySuppressionPriority, tie: context.rank(item))
        }
        func stackHug() { add(frame.length(cross), .equal, .constant(0), .canvasFit, priority: StackRule.canvasFitPriority, tie: stackRank) }

        guard items.count >= 2 else {
            // A single item connects straight to the stack, which hugs it weakly. Its edge
            // opposite to the alignment is an inequality; with baseline alignment it sits where
            // a spanner would put it (first baseline: at the far end; last baseline: at the start).
            let startsEqual = alignment == .leading || alignment == .lastBaseline
            let endsEqual = alignment == .trailing || alignment == .firstBaseline
            add(start, startsEqual ? .equal : .lessThanOrEqual, firstFrame.leading(cross), .canvasConnection, tie: stackRank)
            add(firstFrame.trailing(cross), endsEqual ? .equal : .lessThanOrEqual, end, .canvasConnection, tie: stackRank)
            if alignment == .center {
                add(container.center(cross), .equal, firstFrame.center(cross), .canvasConnection, tie: stackRank)
            }
            stackHug()
            return
        }

        let spannerStart = LinearForm(VariableKey(slot: stack, kind: .spannerStart))
        let spannerLength = LinearForm(VariableKey(slot: stack, kind: .spannerLength))
        let spannerEnd = spannerStart + spannerLength
        for item in visible {
            let itemFrame = RectForm(slot: item)
            let tie = context.rank(item)
            if alignment == .leading {
                add(spannerStart, .equal, itemFrame.leading(cross), .spanningBoundary, priority: StackRule.sharedSpanningBoundaryPriority, tie: tie)
            } else {
                add(spannerStart, .lessThanOrEqual, itemFrame.leading(cross), .spanningBoundary, tie: tie)
            }
            if alignment == .trailing {
                add(spannerEnd, .equal, itemFrame.trailing(cross), .spanningBoundary, priority: StackRule.sharedSpanningBoundaryPriority, tie: tie)
            } else {
                add(spannerEnd, .greaterThanOrEqual, itemFrame.trailing(cross), .spanningBoundary, tie: tie)
            }
        }
        add(spannerLength, .equal, .constant(0), .spanningFit, priority: StackRule.spanningFitPriority, tie: stackRank)

        switch alignment {
        case .fill:
            break
        case .leading:
            add(start, .equal, firstFrame.leading(cross), .canvasConnection, tie: stackRank)
            add(spannerEnd, .equal, end, .canvasConnection, tie: stackRank)
        case .trailing:
            add(start, .equal, spannerStart, .canvasConnection, tie: stackRank)
            add(firstFrame.trailing(cross), .equal, end, .canvasConnection, tie: stackRank)
        case .center:
            add(start, .equal, spannerStart, .canvasConnection, tie: stackRank)
            add(spannerEnd, .equal, end, .canvasConnection, tie: stackRank)
            add(container.center(cross), .equal, firstFrame.center(cross), .canvasConnection, tie: stackRank)
        case .firstBaseline:
            add(start, .lessThanOrEqual, firstFrame.leading(cross), .canvasConnection, tie: stackRank)
            add(spannerEnd, .equal, end, .canvasConnection, tie: stackRank)
            stackHug()
        case .lastBaseline:
            add(start, .equal, spannerStart, .canvasConnection, tie: stackRank)
            add(firstFrame.trailing(cross), .lessThanOrEqual, end, .canvasConnection, tie: stackRank)
            stackHug()
        }
    }
}
