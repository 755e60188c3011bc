import StackDocument
import StackLayout

/// Runs lint rules over documents.
public struct Linter: Sendable {
    /// The rules run, in the order their findings are reported.
    public var rules: [any LintRule]
    /// Severities by rule name that replace the rules' defaults (`LintRule.defaultSeverity`).
    public var severities: [String: LintSeverity]

    /// Every rule, in the order findings are reported.
    public static let allRules: [any LintRule] = [
        FillPriorityTieRule(.stretch), FillPriorityTieRule(.compress), ProportionalWithoutIntrinsicSizeRule(),
        BaselineOnVerticalStackRule(), HiddenViewRequiredSizeRule(), SmallTapTargetRule(), BrokenConstraintRule(),
        StackOverflowRule(),
    ]

    /// A linter running `rules` (default: every rule), its findings of the severities
    /// `severities` gives by rule name (default: each rule's own).
    public init(rules: [any LintRule] = Linter.allRules, severities: [String: LintSeverity] = [:]) {
        self.rules = rules
        self.severities = severities
    }

    /// The severity of `rule`'s findings: configured, else its default.
    public func severity(of rule: any LintRule) -> LintSeverity {
        severities[rule.name] ?? rule.defaultSeverity
    }

    /// The findings for `document`, rule by rule. Lays the document out once at `canvas`
    /// (default: its own) when a rule needs frames; without any canvas those rules are skipped.
    ///
    /// Cost: that layout; the fitting lengths of the stacks (`StackOverflowRule`, and
    /// `FillPriorityTieRule` for the fill stacks whose views tie, once the document shows the
    /// tie), most read off the profiles the layout solved with; and O(views + constraints) for
    /// everything else (`LintContext` indexes what the rules look up). About one to two layouts
    /// in all.
    public func lint(_ document: Document, canvas: Size? = nil) -> [LintFinding] {
        var layout: LayoutResult?
        var engine: LayoutEngine?
        if rules.contains(where: \.needsLayout), let size = canvas ?? document.canvas {
            let laidOut = LayoutEngine()
            layout = laidOut.layout(document.layoutScene(canvas: size))
            engine = laidOut
        }
        let context = LintContext(document: document, layout: layout, engine: engine, severities: severities)
        return rules.flatMap { $0.check(context) }
    }
}
