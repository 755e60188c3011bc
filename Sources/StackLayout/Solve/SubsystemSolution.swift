import ConstraintSolver

/// How one subsystem is solved: in closed form, or by the simplex.
enum SubsystemSolution {
    case closedForm(ClosedFormStack)
    case simplex(SimplexSubsystem)

    /// The root's cost as a function of its length (single-axis subsystems): a lower bound
    /// everywhere, exact on `window`.
    var profile: CostProfile? {
        switch self {
        case .closedForm(let stack): stack.profile
        case .simplex(let subsystem): subsystem.profile
        }
    }

    /// Where `profile` is exact (elsewhere it is a lower bound).
    var window: ExactWindow {
        switch self {
        case .closedForm(let stack): stack.window
        case .simplex(let subsystem): subsystem.window
        }
    }

    var simplex: SimplexSubsystem? {
        if case .simplex(let subsystem) = self { subsystem } else { nil }
    }
}

/// Where a cost profile is exact: a closed interval, possibly unbounded, possibly a point.
struct ExactWindow: Equatable {
    var lower: Double
    var upper: Double

    static let everywhere = ExactWindow(lower: -.infinity, upper: .infinity)

    init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    init(_ range: ClosedRange<Double>) { self.init(lower: range.lowerBound, upper: range.upperBound) }

    func contains(_ value: Double) -> Bool { value >= lower - 1e-9 && value <= upper + 1e-9 }

    func intersection(_ other: ExactWindow) -> ExactWindow {
        ExactWindow(lower: max(lower, other.lower), upper: min(upper, other.upper))
    }

    /// `(value - offset) / scale` maps into this window, for `scale > 0`.
    func preimage(scale: Double, offset: Double) -> ExactWindow {
        ExactWindow(lower: lower * scale + offset, upper: upper * scale + offset)
    }
}
