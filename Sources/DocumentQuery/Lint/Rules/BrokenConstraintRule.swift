import StackDocument
import StackLayout

/// Required constraints the layout engine could not satisfy together and broke (as Auto
/// Layout does at run time), and document constraints it could not read.
public struct BrokenConstraintRule: LintRule {
    public init() {}

    public var name: String { "broken-constraint" }
    public var summary: String { "required constraints the layout engine had to break" }
    public var needsLayout: Bool { true }

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
