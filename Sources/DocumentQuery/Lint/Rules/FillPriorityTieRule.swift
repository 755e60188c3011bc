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
public struct FillPriorityTieRule: LintRule {
    /// Which way the views give: `stretch` (ties in content hugging, `fill-hugging-tie`) or
    /// `compress` (ties in compression resistance, `fill-compression-tie`).
    public enum Direction: Sendable { case stretch, compress }
    /// Which ties this rule reports.
    public let direction: Direction

    /// The rule for ties of one direction; `Linter.allRules` holds both.
    public init(_ direction: Direction) {
        self.direction = direction
    }

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { direction == .stretch ? "fill-hugging-tie" : "fill-compression-tie" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String {
        direction == .stretch
            ? "fill stacks whose stretching views have equal content hugging along the axis"
            : "fill stacks whose shrinking views have equal compression resistance along the axis"
    }
    /// False: the rule reads the document alone.
    public var needsLayout: Bool { false }

    /// This rule's findings in `context.document`.
    public func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for stack in context.stacks {
            guard let attributes = stack.properties.stack, attributes.distribution == .fill else { continue }
            let axis = attributes.axis
            let views = context.visibleArranged(of: stack).filter { !$0.isStack }
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
            guard tied.count >= 2 else { continue }
            let ids = tied.map(\.id).joined(separator: ", ")
            let message: String
            switch direction {
            case .stretch:
                message = """
                    in fill stack "\(stack.id)", \(ids) all have \(level): when the stack is longer than its content, \
                    which one stretches depends only on arranged order (\(tied[0].id) does). Give the view that should \
                    stretch a lower \(axis.name) hugging priority than the others (or the others a higher one).
                    """
            case .compress:
                message = """
                    in fill stack "\(stack.id)", \(ids) all have \(level): when the stack is shorter than its content, \
                    which one shrinks depends only on arranged order (\(tied[0].id) does). Give the view that may \
                    shrink a lower \(axis.name) compression resistance than the others (or the others a higher one).
                    """
            }
            findings.append(context.finding(self, stack.id, message))
        }
        return findings
    }
}
