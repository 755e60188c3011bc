import StackDocument
import StackLayout

/// Baseline alignment lines views up side by side; a vertical stack has one view per row,
/// and UIKit leaves baseline alignment there undefined (treated as leading or trailing).
public struct BaselineOnVerticalStackRule: LintRule {
    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "baseline-on-vertical-stack" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String { "firstBaseline / lastBaseline alignment on a vertical stack" }
    /// False: the rule reads the document alone.
    public var needsLayout: Bool { false }
    /// `warning`: UIKit leaves the layout undefined.
    public var defaultSeverity: LintSeverity { .warning }

    /// This rule's findings in `context.document`.
    public func check(_ context: LintContext) -> [LintFinding] {
        context.stacks.compactMap { stack in
            guard let attributes = stack.properties.stack, attributes.axis == .vertical,
                attributes.alignment == .firstBaseline || attributes.alignment == .lastBaseline
            else { return nil }
            let replacement = attributes.alignment == .firstBaseline ? "leading" : "trailing"
            return context.finding(self, stack.id, """
                vertical stack "\(stack.id)" uses \(attributes.alignment.rawValue) alignment, which is undefined for a \
                vertical stack (it behaves as \(replacement)). Use \(replacement) alignment, or make the stack horizontal \
                if its views should share a baseline.
                """)
        }
    }
}
