import StackDocument
import StackLayout

/// Controls people tap should be easy to hit. Apple's Human Interface Guidelines (Accessibility,
/// "Buttons and controls") give iOS controls a hit region of 44 x 44 pt by default and of at
/// least 28 x 28 pt. UIKit's own standard controls are shorter than 44 pt one way (a system
/// button is 30 pt tall, a rounded text field 30 to 34, a switch 31, a stepper 29) and are
/// long the other way, which the guidelines accept. So a control is reported when one of its
/// sides is below the 28-pt minimum, or when both are below 44 pt (a small target whichever
/// way a finger comes at it, such as a 30 x 30 icon button). Checked on the laid-out frames of
/// drawn views (neither they nor a superview hidden).
public struct SmallTapTargetRule: LintRule {
    /// The kinds that take taps.
    public static let controlKinds: Set<String> = [
        "button", "switch", "textField", "textView", "segmentedControl", "slider", "stepper", "control",
    ]
    /// The side, in points, a control should reach in at least one direction (the guidelines' default).
    public static let defaultSide = 44.0
    /// The side, in points, below which no control's side may be (the guidelines' minimum).
    public static let minimumSide = 28.0

    /// The rule; it has no settings.
    public init() {}

    /// The rule\'s name, which its findings carry (`LintFinding.rule`).
    public var name: String { "small-tap-target" }
    /// One line on what the rule looks for, for rule listings.
    public var summary: String {
        let (minimum, side) = (formatPoints(Self.minimumSide), formatPoints(Self.defaultSide))
        return "controls (\(Self.controlKinds.sorted().joined(separator: ", "))) laid out with a side below \(minimum) pt, or below \(side) x \(side) pt"
    }
    /// True: the rule reads laid-out frames, so it finds nothing in a document without a canvas.
    public var needsLayout: Bool { true }
    /// `warning`: a control that is hard to hit works, but not for everyone.
    public var defaultSeverity: LintSeverity { .warning }

    /// This rule's findings in `context.document`; none when `context.layout` is `nil`.
    public func check(_ context: LintContext) -> [LintFinding] {
        guard let layout = context.layout else { return [] }
        var findings: [LintFinding] = []
        for id in context.document.depthFirstIDs {
            guard let node = context.document[id], Self.controlKinds.contains(node.properties.kind.rawValue),
                !context.isEffectivelyHidden(id), let frame = layout.frame(of: id), let problem = Self.problem(with: frame)
            else { continue }
            findings.append(context.finding(self, id, """
                \(node.properties.kind.rawValue) "\(id)" is laid out \(formatPoints(frame.width)) x \(formatPoints(frame.height)) pt, \
                \(problem). Give it a larger intrinsic size or a required width/height constraint (or widen its stack).
                """))
        }
        return findings
    }

    /// What is wrong with a control of this frame, or `nil` when it is large enough.
    static func problem(with frame: Rect) -> String? {
        let tolerance = 1e-6
        let shortest = min(frame.width, frame.height)
        if shortest < minimumSide - tolerance {
            return "below the \(formatPoints(minimumSide)) pt that Apple's guidelines set as the least a control's side may be"
        }
        if max(frame.width, frame.height) < defaultSide - tolerance {
            return "smaller than \(formatPoints(defaultSide)) pt both ways, the target Apple's guidelines give a control by default"
        }
        return nil
    }
}
