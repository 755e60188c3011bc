import StackLayout

/// Stored frames that contradict the file: reads `views` and `context` (system symbols),
/// changes nothing.
extension SceneBuilder {
    /// Views whose stored frames contradict the file itself: a required constraint between
    /// two views (or on one view's size) that the stored frames break by more than `tolerance`
    /// points. Xcode's layouts meet every required constraint, so such frames are stale even
    /// when the file does not flag them `misplaced`. Frames derived from a stale one are stale
    /// too: its subviews (placed inside it), and when it is an arranged subview, its stack and
    /// the stack's other arranged subviews (the stale arrangement placed them), upwards.
    ///
    /// Only what the stored frames alone decide is checked: edges, centres and sizes of views
    /// outside hidden subtrees, not margins, baselines, guides or scroll views' edges (their
    /// content decides those), nor system symbol images (constrained by their alignment
    /// rectangles, stored by the frames drawn around them). Cost: O(constraints + views).
    func staleFrameIDs(_ constraints: [ReadConstraint], tolerance: Double = 1) -> Set<String> {
        var stale = Set<String>()
        for read in constraints where read.constraint.priority >= 1000 {
            let constraint = read.constraint
            guard let first = storedValue(of: constraint.first) else { continue }
            var second = 0.0
            if let anchor = constraint.second {
                guard let value = storedValue(of: anchor) else { continue }
                second = value
            }
            let error = first - (constraint.multiplier * second + constraint.constant)
            let broken = switch constraint.relation {
            case .equal: abs(error) > tolerance
            case .lessThanOrEqual: error > tolerance
            case .greaterThanOrEqual: error < -tolerance
            }
            guard broken else { continue }
            stale.insert(constraint.first.view)
            if let anchor = constraint.second { stale.insert(anchor.view) }
        }
        return derivingFromStale(stale)
    }

    /// `stale` with every frame placed from a stale one (see `staleFrameIDs`).
    func derivingFromStale(_ stale: Set<String>) -> Set<String> {
        var result = Set<String>()
        var pending = Array(stale)
        while let id = pending.popLast() {
            guard result.insert(id).inserted, let record = views.records[id] else { continue }
            pending += record.subviews
            if let parent = record.parent, let stack = views.records[parent], stack.arranged.contains(id) {
                pending.append(parent)
                pending += stack.arranged
            }
        }
        return result
    }

    /// An anchor's value from the stored frames (in the root's coordinates), when they decide it.
    func storedValue(of anchor: Anchor) -> Double? {
        guard anchor.guide == nil, let record = views.records[anchor.view], !record.inHiddenSubtree, !record.absurdFrame,
              ViewClassMapping.kind(of: record.element.name) != .scroll, !isSymbolImage(record.element), let frame = record.absoluteFrame
        else { return nil }
        let alignment = frame.inset(by: ViewClassMapping.alignmentInsets(of: record.element.name))
        return switch anchor.attribute {
        case .left, .leading: alignment.x
        case .right, .trailing: alignment.maxX
        case .top: alignment.y
        case .bottom: alignment.maxY
        case .width: alignment.width
        case .height: alignment.height
        case .centerX: alignment.x + alignment.width / 2
        case .centerY: alignment.y + alignment.height / 2
        default: nil
        }
    }

    /// Whether the element is an image view showing a system symbol.
    func isSymbolImage(_ element: XMLElement) -> Bool {
        element.name == "imageView" && context.symbols.contains(element[attribute: "image"] ?? "")
    }
}
