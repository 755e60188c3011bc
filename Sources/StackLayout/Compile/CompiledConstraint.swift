import ConstraintSolver

/// The rules of UIStackView's arrangement, named after the identifiers UIKit gives the
/// constraints it generates.
enum StackRule: String, Sendable {
    case canvasConnection = "UISV-canvas-connection"
    case spacing = "UISV-spacing"
    case hiding = "UISV-hiding"
    /// Where a hidden view sits along the axis (not a UIKit constraint: UIKit leaves it to
    /// whatever it had; here it collapses after the previous visible view, at fallback priority).
    case hiddenPlacement = "UISV-hidden-placement"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    /// equalSpacing: equal gaps between trailing and next leading edges.
    case distributingEdge = "UISV-distributing-edge"
    /// equalCentering: equal distances between neighbouring centres.
    case distributingCenter = "UISV-distributing-center"
    case canvasFit = "UISV-canvas-fit"
    case alignment = "UISV-alignment"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
}

/// What produced a constraint; gives its identifier in dumps and in broken-constraint reports.
enum ConstraintOrigin: Hashable, Sendable {
    /// The root fills the canvas at the origin.
    case canvas
    case contentHugging
    case contentCompressionResistance
    /// A view with no intrinsic metric on an axis falls back to zero length there.
    case fallbackSize
    /// A view nothing positions falls back to its superview's top-left corner.
    case fallbackPosition
    /// A scroll view whose content nothing sizes falls back to an empty content size.
    case fallbackContentSize
    /// A fixed `frame` (like translatesAutoresizingMaskIntoConstraints).
    case fixedFrame
    case stack(StackRule)
    /// The document constraint at this index.
    case document(index: Int)
    /// A bounded view's sizes at least zero and its numbers within the layout range
    /// (`LayoutEngine.guardingFrames`).
    case frameGuard
    /// Decomposition: a subsystem's root sits at its own origin.
    case subsystemOrigin
    /// Decomposition: the cost a subsystem charges for its root's size.
    case subsystemCost

    var identifier: String {
        switch self {
        case .canvas: "canvas"
        case .contentHugging: "content-hugging"
        case .contentCompressionResistance: "content-compression-resistance"
        case .fallbackSize: "fallback-size"
        case .fallbackPosition: "fallback-position"
        case .fallbackContentSize: "scroll-content-size"
        case .fixedFrame: "fixed-frame"
        case .stack(let rule): rule.rawValue
        case .document(let index): "constraint[\(index)]"
        case .frameGuard: "frame-guard"
        case .subsystemOrigin: "subsystem-origin"
        case .subsystemCost: "subsystem-cost"
        }
    }
}

/// The strength of a compiled constraint.
enum CompiledStrength: Hashable, Sendable {
    case required
    case level(PriorityLevel)
    /// A content priority (hugging or compression resistance) at its view's level. Its error
    /// counts at the level that every content priority of its priority and axis shares
    /// (`PriorityLevel.summingLevel`, above the views' tie ranks and below the document
    /// constraints' `documentPriorityTie`), where the errors of every view add up as Auto
    /// Layout sums the errors of one priority, and again at its own level below it, which
    /// decides only between equal sums (the lowest arranged index gives way first). So a row of
    /// three compressed views costs more than a row of two, wherever they sit
    /// (`SymbolicWeight(summedAt:)`, stored inline).
    case summed(PriorityLevel)
    /// A cost profile hinge: any symbolic weight.
    case weight(SymbolicWeight)

    /// Where a constraint of this strength goes when a batch is installed in a subsystem:
    /// after the required constraints, the others from the highest of these down (a level by
    /// itself, a hinge's weight ahead of every level). O(1).
    var installLevel: PriorityLevel {
        switch self {
        case .level(let level), .summed(let level): level
        case .required, .weight: PriorityLevel(priority: .infinity)
        }
    }

    var solverStrength: Strength {
        switch self {
        case .required: .required
        case .level(let level): .weighted(SymbolicWeight(level: level))
        case .summed(let level): .weighted(SymbolicWeight(summedAt: level))
        case .weight(let weight): .weighted(weight)
        }
    }
}

/// `sum(terms) + constant RELATION 0` over view variables, with its strength and origin.
struct CompiledConstraint: Hashable, Sendable {
    var terms: [Term]
    var constant: Double
    var relation: LinearRelation
    var strength: CompiledStrength
    var origin: ConstraintOrigin
    /// The view the constraint belongs to (the stack, the sized view, ...), for dumps.
    var subject: Int
}

/// Priority of the fallback sizes (zero length without an intrinsic metric, empty scroll
/// content): below every document priority (1...1000).
let fallbackSizePriority: LayoutPriority = 0.5
/// Priority of the fallback size of a view arranged along the axis of an equalSpacing or
/// equalCentering stack (`SceneGraph.fallbackSizePriority(of:along:)`): a view that is not a
/// stack and has no intrinsic length keeps its stored length against its stack's own fit
/// (`StackRule.canvasFitPriority`, 49), which would otherwise squeeze it below zero, and still
/// gives way to the fitting-size level (50) and every document priority from 50 up.
let arrangedFallbackSizePriority: LayoutPriority = 49.5
/// Priority of the fallback positions (a superview's top-left corner, a hidden view after the
/// previous visible one): below the fallback sizes, so that a view pinned by one edge keeps its
/// size and moves.
let fallbackPositionPriority: LayoutPriority = 0.25
/// Priority of the pull to zero size that defines a fitting size
/// (UILayoutPriority.fittingSizeLevel, as in `systemLayoutSizeFitting(compressed)`).
let fittingSizePriority: LayoutPriority = 50

/// Collects compiled constraints.
struct ConstraintSink {
    var constraints: [CompiledConstraint] = []

    /// Adds `lhs RELATION rhs` at an explicit strength.
    mutating func add(
        _ lhs: LinearForm, _ relation: LinearRelation, _ rhs: LinearForm,
        strength: CompiledStrength, origin: ConstraintOrigin, subject: Int
    ) {
        var expression = lhs
        expression.add(rhs, times: -1)
        constraints.append(CompiledConstraint(
            terms: expression.terms, constant: expression.constant, relation: relation,
            strength: strength, origin: origin, subject: subject))
    }

    /// Adds `lhs RELATION rhs` at `priority` (1000 or more: required), tie-broken by `tie` and
    /// then by axis (so that a view's horizontal and vertical constraints never share a level).
    /// Priorities count in single precision, as `PriorityLevel` keeps them (and UIKit's
    /// `UILayoutPriority`): one that rounds to 1000 is required, here as in a closed form.
    /// With `summed`, the constraint's error also adds up with the others of its priority and
    /// axis that are summed (`CompiledStrength.summed`): content hugging and compression resistance.
    mutating func add(
        _ lhs: LinearForm, _ relation: LinearRelation, _ rhs: LinearForm,
        priority: LayoutPriority = .required, tie: Double = 0, axis: Axis = .horizontal, summed: Bool = false,
        origin: ConstraintOrigin, subject: Int
    ) {
        let level = PriorityLevel(priority: priority, tieBreak: tie, subLevel: axis == .vertical ? 1 : 0)
        let strength: CompiledStrength = level.priority >= .required ? .required : summed ? .summed(level) : .level(level)
        add(lhs, relation, rhs, strength: strength, origin: origin, subject: subject)
    }
}
