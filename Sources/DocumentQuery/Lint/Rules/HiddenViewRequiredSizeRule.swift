import StackDocument
import StackLayout

/// A hidden arranged view is collapsed along its stack's axis by the stack's hiding
/// constraint (`length == 0`, just below required). A required constraint that needs the
/// view longer than 0 along that axis (`width == 44`, `width >= 10`, `width == other.width`)
/// wins, so the hidden view keeps its length and leaves a gap; UIKit reports the conflict.
public struct HiddenViewRequiredSizeRule: LintRule {
    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "hidden-view-required-size" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String { "hidden arranged views held open along the stack axis by a required constraint" }
    /// False: the rule reads the document alone.
    public var needsLayout: Bool { false }
    /// `error`: UIKit reports the conflict at run time, and the gap shows.
    public var defaultSeverity: LintSeverity { .error }

    /// This rule's findings in `context.document`.
    public func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for stack in context.stacks {
            guard let axis = stack.properties.stack?.axis else { continue }
            let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
            for id in stack.arranged {
                guard let view = context.document[id], view.properties.hidden else { continue }
                for constraint in context.constraints(withFirstView: id) where constraint.priority >= LayoutPriority.required {
                    guard constraint.first.guide == nil, constraint.first.attribute == dimension,
                        Self.needsPositiveLength(constraint)
                    else { continue }
                    var kept = ""
                    if let frame = context.layout?.frame(of: id), frame.length(along: axis) > 0.5 {
                        kept = " (laid out, it keeps \(formatPoints(frame.length(along: axis))) pt)"
                    }
                    findings.append(context.finding(self, id, """
                        "\(id)" is hidden in \(axis.name) stack "\(stack.id)", but required constraint \
                        \(constraint.id.map { "\"\($0)\" " } ?? "")(\(constraint)) keeps its \(dimension.rawValue) above 0, \
                        fighting the stack's hiding constraint\(kept). Lower the constraint's priority to 999 or less, \
                        or deactivate it while the view is hidden.
                        """))
                }
            }
        }
        return findings
    }

    /// Whether `first RELATION second * m + c` fails with `first` = 0.
    static func needsPositiveLength(_ constraint: LayoutConstraint) -> Bool {
        if constraint.second != nil { return constraint.relation != .lessThanOrEqual }
        switch constraint.relation {
        case .equal: return constraint.constant != 0
        case .greaterThanOrEqual: return constraint.constant > 0
        case .lessThanOrEqual: return constraint.constant < 0
        }
    }
}
