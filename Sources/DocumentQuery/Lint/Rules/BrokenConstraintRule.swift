import StackDocument
import StackLayout

/// Required constraints the layout engine could not satisfy together and broke (as Auto
/// Layout does at run time), and document constraints it could not read.
public struct BrokenConstraintRule: LintRule {
    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "broken-constraint" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String { "required constraints the layout engine had to break" }
    /// True: the rule reads laid-out frames, so it finds nothing in a document without a canvas.
    public var needsLayout: Bool { true }
    /// `error`: UIKit breaks the constraint too, and logs it.
    public var defaultSeverity: LintSeverity { .error }

    /// This rule's findings in `context.document`; none when `context.layout` is `nil`.
    public func check(_ context: LintContext) -> [LintFinding] {
        guard let layout = context.layout else { return [] }
        return layout.brokenConstraints.map { broken in
            let constraint = broken.id.flatMap(context.constraint(withID:))
            let view = constraint?.first.view ?? context.document.rootID
            return context.finding(self, view, """
                the layout engine broke \(broken.id.map { "constraint \"\($0)\"" } ?? "a constraint"): \(broken.description). \
                The required constraints on these views cannot all hold at \(formatPoints(layout.canvas.width)) x \
                \(formatPoints(layout.canvas.height)); remove the conflicting one or lower its priority below 1000.
                """)
        }
    }
}
