import StackDocument
import StackLayout

/// A visible stack whose arranged content does not fit along its axis: the stack's laid-out
/// length is shorter than its compressed fitting size (its views are squeezed below what
/// compression resistance asks), or a visible arranged view sticks out past either end.
///
/// Cost: the layout's, plus each visible stack's fitting length along its axis only, which
/// the engine reads off the cost profile it solved the stack with (a stack that is not solved
/// on its own along its axis costs one solve of its subtree's part solved with it).
public struct StackOverflowRule: LintRule {
    /// Lengths closer than this count as equal.
    public static let tolerance = 0.5

    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "stack-overflow" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String { "stacks whose arranged content is longer than the stack along its axis" }
    /// True: the rule reads laid-out frames, so it finds nothing in a document without a canvas.
    public var needsLayout: Bool { true }
    /// `warning`: content is squeezed or clipped, though some screens mean it.
    public var defaultSeverity: LintSeverity { .warning }

    /// This rule's findings in `context.document`; none when `context.layout` is `nil`.
    public func check(_ context: LintContext) -> [LintFinding] {
        guard let layout = context.layout else { return [] }
        var findings: [LintFinding] = []
        for stack in context.stacks {
            guard let axis = stack.properties.stack?.axis, !context.isEffectivelyHidden(stack.id),
                let frame = layout.frame(of: stack.id)
            else { continue }
            let views = context.visibleArranged(of: stack)
            guard !views.isEmpty else { continue }
            let length = frame.length(along: axis)
            let fitting = context.engine?.fittingLength(ofView: stack.id, along: axis)
            var overhang: (view: String, amount: Double)?
            for view in views {
                guard let child = layout.frame(of: view.id) else { continue }
                let before = -child.start(along: axis)
                let after = child.start(along: axis) + child.length(along: axis) - length
                let amount = max(before, after)
                // The first of the views that stick out furthest: equal within 1e-6, so that
                // rounding does not choose among them.
                if amount > Self.tolerance, amount > (overhang?.amount ?? 0) + 1e-6 { overhang = (view.id, amount) }
            }
            let compressed = fitting.map { length < $0 - Self.tolerance } ?? false
            guard compressed || overhang != nil else { continue }
            var problem = "\(axis.name) stack \"\(stack.id)\" is \(formatPoints(length)) pt along its axis"
            if let fitting, compressed {
                problem += " but its arranged views need \(formatPoints(fitting)) pt"
            }
            if let overhang {
                problem += "; \"\(overhang.view)\" sticks out by \(formatPoints(overhang.amount)) pt"
            }
            findings.append(context.finding(self, stack.id, problem + """
                . Let the stack grow (fewer or lower-priority size constraints), put it in a scroll view, reduce its \
                spacing or content, or lower the compression resistance of the view that may shrink.
                """))
        }
        return findings
    }
}
