import ConstraintSolver

/// How one subsystem is solved: in closed form, or by the simplex.
enum SubsystemSolution {
    case closedForm(ClosedFormStack)
    case simplex(SimplexSubsystem)

    /// The root's cost as a function of its length (single-axis subsystems).
    var profile: CostProfile? {
        switch self {
        case .closedForm(let stack): stack.profile
        case .simplex(let subsystem): subsystem.profile
        }
    }

    var simplex: SimplexSubsystem? {
        if case .simplex(let subsystem) = self { subsystem } else { nil }
    }
}
