import StackDocument
import StackLayout

/// One problem a lint rule found.
public struct LintFinding: Sendable, Hashable {
    /// The rule's name (`LintRule.name`).
    public var rule: String
    /// The document's name.
    public var document: String
    /// The view the problem is about (for a broken constraint without a view: the root).
    public var view: String
    /// What is wrong and how to fix it.
    public var message: String
    /// The name people know the view by (`ViewProperties.name`), if it has one.
    public var name: String?
    /// How much it matters: the rule's default, or what the linter was configured with.
    public var severity: LintSeverity

    /// A finding of rule `rule` about `view` of `document`, named `name`, of `severity`.
    public init(
        rule: String, document: String, view: String, message: String, name: String? = nil, severity: LintSeverity = .warning
    ) {
        self.rule = rule
        self.document = document
        self.view = view
        self.message = message
        self.name = name
        self.severity = severity
    }
}

/// What a rule looks at: the document and, when it has a canvas, its layout; with the
/// indexes rules share (built once per document in O(views + constraints), so that no rule
/// walks up the tree or scans the constraints once per view).
public struct LintContext {
    /// The document linted.
    public let document: Document
    /// `nil` when the document has no canvas and none was given: rules that need frames
    /// find nothing then (the report lists such documents).
    public let layout: LayoutResult?
    /// The engine that produced `layout`, for fitting sizes.
    public let engine: LayoutEngine?
    /// Every stack view, depth first.
    let stacks: [ViewNode]
    /// Each stack's visible arranged views, in arranged order, by the stack's id.
    private let visibleArrangedByStack: [String: [ViewNode]]
    /// Views that are hidden or have a hidden superview.
    private let effectivelyHidden: Set<String>
    /// The document's constraints by the view of their first anchor, in document order.
    private let constraintsByFirstView: [String: [LayoutConstraint]]
    /// The first document constraint with each id.
    private let constraintsByID: [String: LayoutConstraint]
    /// The severity of each rule's findings, by rule name, where configured (`Linter.severities`).
    private let severities: [String: LintSeverity]

    /// The context of `document` with its layout (and the engine that made it), whose findings
    /// take the severities configured in `severities` (by rule name), else their rule's
    /// default; the `Linter` makes these. O(views + constraints).
    package init(document: Document, layout: LayoutResult?, engine: LayoutEngine?, severities: [String: LintSeverity] = [:]) {
        self.document = document
        self.layout = layout
        self.engine = engine
        self.severities = severities
        var stacks: [ViewNode] = []
        var visibleArranged: [String: [ViewNode]] = [:]
        var hidden = Set<String>()
        // Depth first, each parent before its subviews: a view is hidden if it or its parent is.
        for id in document.depthFirstIDs {
            guard let node = document[id] else { continue }
            if node.isStack {
                stacks.append(node)
                visibleArranged[id] = node.arranged.compactMap { document[$0] }.filter { !$0.properties.hidden }
            }
            if node.properties.hidden || node.parent.map(hidden.contains) == true { hidden.insert(id) }
        }
        self.stacks = stacks
        visibleArrangedByStack = visibleArranged
        effectivelyHidden = hidden
        constraintsByFirstView = Dictionary(grouping: document.constraints, by: \.first.view)
        var byID: [String: LayoutConstraint] = [:]
        for constraint in document.constraints {
            if let id = constraint.id, byID[id] == nil { byID[id] = constraint }
        }
        constraintsByID = byID
    }

    /// The visible arranged views of a stack, in arranged order.
    func visibleArranged(of stack: ViewNode) -> [ViewNode] { visibleArrangedByStack[stack.id] ?? [] }

    /// Whether a view or one of its superviews is hidden (it is not drawn). O(1).
    func isEffectivelyHidden(_ id: String) -> Bool { effectivelyHidden.contains(id) }

    /// The document's constraints whose first anchor is on `view`, in document order.
    func constraints(withFirstView view: String) -> [LayoutConstraint] { constraintsByFirstView[view] ?? [] }

    /// The document constraint with this id.
    func constraint(withID id: String) -> LayoutConstraint? { constraintsByID[id] }

    /// A finding of `rule` about `view`, named as the document names it, of the severity
    /// configured for the rule, else its default: the one place a finding's severity is set.
    public func finding(_ rule: some LintRule, _ view: String, _ message: String) -> LintFinding {
        LintFinding(
            rule: rule.name, document: document.name, view: view, message: message, name: document[view]?.properties.name,
            severity: severities[rule.name] ?? rule.defaultSeverity)
    }
}

/// A check of one kind of layout mistake. `Linter.allRules` holds the package's rules; a rule
/// of your own conforms and goes into `Linter(rules:)`.
public protocol LintRule: Sendable {
    /// A short kebab-case name, stable for tools.
    var name: String { get }
    /// One line on what the rule looks for.
    var summary: String { get }
    /// Whether the rule needs the layout (and so a canvas).
    var needsLayout: Bool { get }
    /// The severity of its findings unless configured otherwise (`Linter.severities`).
    var defaultSeverity: LintSeverity { get }
    /// The problems the rule finds in `context.document`, each naming the rule and a view,
    /// made with `context.finding`, which gives them their configured severity.
    func check(_ context: LintContext) -> [LintFinding]
}

extension LintRule {
    /// `warning`, for rules that do not say.
    public var defaultSeverity: LintSeverity { .warning }
}

extension Axis {
    var name: String { rawValue }
    var lengthName: String { self == .horizontal ? "width" : "height" }
}

extension Rect {
    func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
    func start(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension Size {
    func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension AxisPriorities {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

extension IntrinsicSize {
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
}
