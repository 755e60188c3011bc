import StackDocument
import StackLayout

/// Controls people tap should be at least 44 × 44 points (Apple's Human Interface
/// Guidelines). Checked on the laid-out frames of drawn views (neither they nor a superview
/// hidden).
public struct SmallTapTargetRule: LintRule {
    /// The kinds that take taps.
    public static let controlKinds: Set<String> = [
        "button", "switch", "textField", "textView", "segmentedControl", "slider", "stepper", "control",
    ]
    /// The smallest width and height, in points, a control's frame may have.
    public static let minimumSide = 44.0

    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "small-tap-target" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String {
        "controls (\(Self.controlKinds.sorted().joined(separator: ", "))) laid out smaller than 44 x 44 pt"
    }
    /// True: the rule reads laid-out frames, so it finds nothing in a document without a canvas.
    public var needsLayout: Bool { true }

    /// This rule's findings in `context.document`; none when `context.layout` is `nil`.
    public func check(_ context: LintContext) -> [LintFinding] {
        guard let layout = context.layout else { return [] }
        var findings: [LintFinding] = []
        for id in context.document.depthFirstIDs {
            guard let node = context.document[id], Self.controlKinds.contains(node.properties.kind.rawValue),
                !context.isEffectivelyHidden(id), let frame = layout.frame(of: id)
            else { continue }
            let tolerance = 1e-6
            guard frame.width < Self.minimumSide - tolerance || frame.height < Self.minimumSide - tolerance else { continue }
            findings.append(context.finding(self, id, """
                \(node.properties.kind.rawValue) "\(id)" is laid out \(formatPoints(frame.width)) x \(formatPoints(frame.height)) pt, \
                smaller than the 44 x 44 pt a finger needs. Give it a larger intrinsic size or a required \
                width/height >= 44 constraint (or widen its stack).
                """))
        }
        return findings
    }
}
