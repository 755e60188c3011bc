import StackDocument
import StackLayout

/// A `fill` stack where two or more visible arranged views would give way at the same
/// priority: when the stack is longer than its content, the views with the lowest content
/// hugging stretch; when shorter, those with the lowest compression resistance shrink. With
/// a tie the lowest index gives way first, so the layout depends on the order of the views
/// rather than on an intent (Interface Builder's "content priority ambiguity").
///
/// A view without an intrinsic length along the axis has neither priority there and gives
/// way before any that has one; several of them tie too. Nested stacks are left out: their
/// own content decides how they give.
///
/// A tie matters only when something gives way, so the rule lays the document out: it reports
/// a hugging tie only for a stack laid out longer along its axis than its content's fitting
/// length, and a compression tie only for one laid out shorter. A stack sized by its content
/// (the usual stack of labels) stretches and squeezes nothing, however its views' priorities tie.
/// Nor does a view tie whose length along the axis a required equality sets (a constant, another
/// view's length, or its own other side through an aspect ratio): its length is decided.
public struct FillPriorityTieRule: LintRule {
    /// Which way the views give: `stretch` (ties in content hugging, `fill-hugging-tie`) or
    /// `compress` (ties in compression resistance, `fill-compression-tie`).
    public enum Direction: Sendable { case stretch, compress }
    /// Which ties this rule reports.
    public let direction: Direction
    /// Lengths closer than this, in points, count as equal.
    public static let tolerance = 0.5

    /// The rule for ties of one direction; `Linter.allRules` holds both.
    public init(_ direction: Direction) {
        self.direction = direction
    }

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { direction == .stretch ? "fill-hugging-tie" : "fill-compression-tie" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String {
        direction == .stretch
            ? "fill stacks laid out longer than their content whose stretching views have equal content hugging"
            : "fill stacks laid out shorter than their content whose shrinking views have equal compression resistance"
    }
    /// True: whether views stretch or shrink depends on the laid-out frames.
    public var needsLayout: Bool { true }
    /// `warning`: the layout is whatever arranged order happens to give.
    public var defaultSeverity: LintSeverity { .warning }

    /// This rule's findings in `context.document`; none when `context.layout` is `nil`.
    public func check(_ context: LintContext) -> [LintFinding] {
        guard let layout = context.layout, let engine = context.engine else { return [] }
        let sized = Self.viewsSizedByConstraints(context.document.constraints)
        var findings: [LintFinding] = []
        for stack in context.stacks {
            guard let attributes = stack.properties.stack, attributes.distribution == .fill,
                !context.isEffectivelyHidden(stack.id), let frame = layout.frame(of: stack.id)
            else { continue }
            let axis = attributes.axis
            let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
            let views = context.visibleArranged(of: stack).filter { !$0.isStack && !sized.contains(SizedView(id: $0.id, dimension: dimension)) }
            guard views.count >= 2 else { continue }
            // nil: no intrinsic length along the axis, gives way first.
            func priority(_ view: ViewNode) -> Double? {
                guard view.properties.intrinsicSize.along(axis) != nil else { return nil }
                return direction == .stretch
                    ? view.properties.hugging.along(axis) : view.properties.compressionResistance.along(axis)
            }
            let flexible = views.filter { priority($0) == nil }
            let tied: [ViewNode]
            let level: String
            if !flexible.isEmpty {
                tied = flexible
                level = "no intrinsic \(axis.lengthName) (so no \(direction == .stretch ? "hugging" : "compression resistance") at all)"
            } else {
                let lowest = views.compactMap(priority).min()!
                tied = views.filter { priority($0) == lowest }
                level = "\(direction == .stretch ? "content hugging" : "compression resistance") \(formatPoints(lowest)) along the \(axis.name) axis"
            }
            // The tie is read off the document; the fitting length may solve the stack's subtree.
            guard tied.count >= 2, let fitting = engine.fittingLength(ofView: stack.id, along: axis) else { continue }
            let length = frame.length(along: axis)
            let givesWay = direction == .stretch ? length > fitting + Self.tolerance : length < fitting - Self.tolerance
            guard givesWay else { continue }
            let ids = tied.map(\.id).joined(separator: ", ")
            let laidOut = """
                fill stack "\(stack.id)" is laid out \(formatPoints(length)) pt along its axis, \
                \(direction == .stretch ? "longer" : "shorter") than the \(formatPoints(fitting)) pt its content fits in
                """
            let message: String
            switch direction {
            case .stretch:
                message = """
                    \(laidOut), and \(ids) all have \(level): which one stretches depends only on arranged order \
                    (\(tied[0].id) does). Give the view that should stretch a lower \(axis.name) hugging priority than \
                    the others (or the others a higher one).
                    """
            case .compress:
                message = """
                    \(laidOut), and \(ids) all have \(level): which one shrinks depends only on arranged order \
                    (\(tied[0].id) does). Give the view that may shrink a lower \(axis.name) compression resistance \
                    than the others (or the others a higher one).
                    """
            }
            findings.append(context.finding(self, stack.id, message))
        }
        return findings
    }

    /// A view's width or height.
    struct SizedView: Hashable {
        var id: String
        var dimension: LayoutAttribute
    }

    /// The widths and heights that required equalities set: `width == 44`, `a.width == b.width`
    /// (both), `width == height * 1` (the width, from the other side). O(constraints).
    static func viewsSizedByConstraints(_ constraints: [LayoutConstraint]) -> Set<SizedView> {
        var sized = Set<SizedView>()
        let dimensions: Set<LayoutAttribute> = [.width, .height]
        for constraint in constraints where constraint.relation == .equal && constraint.priority >= LayoutPriority.required {
            guard constraint.first.guide == nil, dimensions.contains(constraint.first.attribute) else { continue }
            sized.insert(SizedView(id: constraint.first.view, dimension: constraint.first.attribute))
            if let second = constraint.second, second.guide == nil, dimensions.contains(second.attribute) {
                sized.insert(SizedView(id: second.view, dimension: second.attribute))
            }
        }
        return sized
    }
}
