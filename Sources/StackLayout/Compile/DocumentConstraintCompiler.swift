import ConstraintSolver

/// A document constraint compiled against a scene: the constraint itself (or why it cannot be
/// used) and what the decomposition needs to know about it.
struct ResolvedDocumentConstraint {
    var compiled: CompiledConstraint?
    /// Why the constraint was rejected (a missing view, an anchor that does not exist).
    var problem: String?
    /// Views whose own variables it uses (a stack's baseline counts as the stack's).
    var touched: [Int] = []
    /// Views whose first (false) or last (true) baseline it uses.
    var baselines: [(slot: Int, last: Bool)] = []
    /// It relates a horizontal quantity to a vertical one (an aspect ratio, say).
    var couplesAxes = false
    /// The axis of everything it relates; nil when it couples the axes.
    var axis: Axis? = nil

    /// The deepest view whose subtree holds everything it touches.
    func scope(in graph: SceneGraph) -> Int {
        touched.dropFirst().reduce(touched[0]) { graph.lowestCommonAncestor($0, $1) }
    }
}

/// The tie-break of the level that the document constraints of one priority share: above every
/// generated constraint of that priority (their ranks are below 1, the level where content
/// priorities add up is at `PriorityLevel.summingTieBreak`, 1).
let documentPriorityTie = 2.0

/// The priority of the tie-break copies of document constraints: below every other constraint
/// (the fallback positions sit at 0.25), so that they only choose among solutions that all the
/// priorities, and the fallbacks, find equally good. Among themselves the copies are ordered by
/// their constraint's priority, then by `documentTieRank(of:)`.
let documentTieBreakPriority: LayoutPriority = 0.125

/// Compiles `first RELATION second * multiplier + constant`:
///
/// - Positions are compared in the coordinate space of the two views' nearest common ancestor,
///   as Auto Layout does; this only matters when the multiplier is not 1 (`centerX == superview.centerX * 0.5`
///   puts the centre at a quarter of the superview).
/// - Without a second item, a position is measured from the superview's top-left corner (the
///   root's: the canvas origin), a size is a plain constant.
/// - The edges and margins of a scroll view, related to one of its descendants, are those of
///   its content layout guide (Apple's rule for scroll views and Auto Layout; the margins inset
///   from the content area); its width, height and centres are its frame's.
/// - Equal priorities: all document constraints of one priority share one level, where their
///   errors add up with equal weights (as Auto Layout minimises a priority's total error); that
///   level beats the generated constraints of the same priority. Solutions that every level
///   finds equally good are told apart by a tie-break copy of each optional constraint
///   (`documentTieBreaker(of:for:)`, added where constraints are installed), on a level of its
///   own below all others, ordered by what the constraint says, never by where it is written.
///
/// O(depth) for the common-ancestor walk.
func compileDocumentConstraint(
    _ constraint: LayoutConstraint, index: Int, slotOf: [String: Int], context: CompileContext
) -> ResolvedDocumentConstraint {
    var result = ResolvedDocumentConstraint()
    let graph = context.graph
    func slot(_ id: String) -> Int? { slotOf[id].flatMap { graph.contains($0) ? $0 : nil } }
    guard let first = slot(constraint.first.view) else {
        result.problem = "names a missing view '\(constraint.first.view)'"
        return result
    }
    let second = constraint.second.map { ($0, slot($0.view)) }
    if let second, second.1 == nil {
        result.problem = "names a missing view '\(second.0.view)'"
        return result
    }
    if let problem = LayoutValueRange.problem(with: constraint) {
        result.problem = problem
        return result
    }
    let resolver = context.resolver
    func form(_ anchor: Anchor, _ slot: Int, facing other: Int?) -> LinearForm? {
        var guide = anchor.guide
        if guide == nil, anchor.attribute.isEdgeOrMarginEdge, graph[slot].isScroll, let other, other != slot,
           graph.isAncestor(slot, of: other) {
            guide = .content
        }
        return resolver.form(of: anchor.attribute, slot: slot, guide: guide)
    }
    guard let firstForm = form(constraint.first, first, facing: second?.1) else {
        result.problem = "uses an anchor that does not exist: \(constraint.first)"
        return result
    }
    var expression = firstForm
    result.touched = [first]
    func origin(of slot: Int, along axis: Axis) -> LinearForm {
        axis == .horizontal ? LinearForm(VariableKey(slot: slot, kind: .left)) : LinearForm(VariableKey(slot: slot, kind: .top))
    }
    let firstIsPosition = !constraint.first.attribute.isDimension
    if let (secondAnchor, secondSlot) = second, let secondSlot {
        guard let secondForm = form(secondAnchor, secondSlot, facing: first) else {
            result.problem = "uses an anchor that does not exist: \(secondAnchor)"
            return result
        }
        expression.add(secondForm, times: -constraint.multiplier)
        result.touched.append(secondSlot)
        let secondIsPosition = !secondAnchor.attribute.isDimension
        let sameAxisPositions =
            firstIsPosition && secondIsPosition && constraint.first.attribute.axis == secondAnchor.attribute.axis
        if firstIsPosition || secondIsPosition, !(sameAxisPositions && constraint.multiplier == 1) {
            // Positions relative to the common ancestor's origin (they cancel when the multiplier is 1).
            let parent = graph[first].parent
            let common = first != secondSlot ? graph.lowestCommonAncestor(first, secondSlot) : parent >= 0 ? parent : first
            if firstIsPosition { expression.add(origin(of: common, along: constraint.first.attribute.axis), times: -1) }
            if secondIsPosition {
                expression.add(origin(of: common, along: secondAnchor.attribute.axis), times: constraint.multiplier)
            }
            result.touched.append(common)
        }
        result.couplesAxes = constraint.first.attribute.axis != secondAnchor.attribute.axis
        if secondAnchor.guide == nil, secondAnchor.attribute == .firstBaseline || secondAnchor.attribute == .lastBaseline {
            result.baselines.append((secondSlot, secondAnchor.attribute == .lastBaseline))
        }
    } else if firstIsPosition, graph[first].parent >= 0 {
        let parent = graph[first].parent
        expression.add(origin(of: parent, along: constraint.first.attribute.axis), times: -1)
        result.touched.append(parent)
    }
    if constraint.first.guide == nil, constraint.first.attribute == .firstBaseline || constraint.first.attribute == .lastBaseline {
        result.baselines.append((first, constraint.first.attribute == .lastBaseline))
    }
    result.axis = result.couplesAxes ? nil : constraint.first.attribute.axis
    let relation: LinearRelation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    var sink = ConstraintSink()
    let priority = LayoutValueRange.clampedPriority(constraint.priority)
    sink.add(expression, relation, .constant(constraint.constant), priority: priority,
             tie: documentPriorityTie, origin: .document(index: index), subject: first)
    result.compiled = sink.constraints[0]
    return result
}

/// The tie-break copy of `compiled`, the compiled form of the optional document constraint
/// `constraint`: the same constraint on its own level below every other
/// (`documentTieBreakPriority`), ordered by its priority, then by `documentTieRank(of:)`. Nil
/// for a required constraint. Made only where constraints are installed: the shapes the
/// partition reads do not need it. O(length of the constraint's description).
func documentTieBreaker(of compiled: CompiledConstraint, for constraint: LayoutConstraint) -> CompiledConstraint? {
    guard case .level(let level) = compiled.strength else { return nil }
    var tieBreaker = compiled
    tieBreaker.strength = .level(
        PriorityLevel(priority: documentTieBreakPriority, tieBreak: level.priority, subLevel: documentTieRank(of: constraint)))
    return tieBreaker
}
