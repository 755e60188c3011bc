import StackDocument
import StackLayout

/// A `fillProportionally` stack sizes each visible arranged view in proportion to its
/// intrinsic length along the axis. A view without one (and not a stack, whose fitting size
/// stands in) has length 0 and is squeezed to nothing by a required constraint.
public struct ProportionalWithoutIntrinsicSizeRule: LintRule {
    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "proportional-without-intrinsic-size" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String { "fillProportionally stacks with arranged views that have no intrinsic length along the axis" }
    /// False: the rule reads the document alone.
    public var needsLayout: Bool { false }
    /// `error`: the view is not seen at all.
    public var defaultSeverity: LintSeverity { .error }

    /// This rule's findings in `context.document`.
    public func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for stack in context.stacks {
            guard let attributes = stack.properties.stack, attributes.distribution == .fillProportionally else { continue }
            let axis = attributes.axis
            for view in context.visibleArranged(of: stack) where !view.isStack && view.properties.intrinsicSize.along(axis) == nil {
                findings.append(context.finding(self, view.id, """
                    "\(view.id)" is arranged in fillProportionally stack "\(stack.id)" but has no intrinsic \(axis.lengthName): \
                    its share is 0, so it collapses to zero \(axis.lengthName). Give it an intrinsic \(axis.lengthName), \
                    or use fill or fillEqually for this stack.
                    """))
            }
        }
        return findings
    }
}
