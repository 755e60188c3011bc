import StackDocument
import StackLayout

/// Baseline alignment lines views up side by side; a vertical stack has one view per row,
/// and UIKit leaves baseline alignment there undefined (treated as leading or trailing).
public struct BaselineOnVerticalStackRule: LintRule {
    public init() {}

    public var name: String { "baseline-on-vertical-stack" }
    public var summary: String { "firstBaseline / lastBaseline alignment on a vertical stack" }
    public var needsLayout: Bool { false }

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
