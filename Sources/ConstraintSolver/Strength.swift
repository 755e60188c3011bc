/// How much a constraint matters: required (never violated unless it conflicts with other
/// required constraints, in which case it is rejected), or a symbolic weight that multiplies
/// the constraint's violation in the lexicographic objective.
package enum Strength: Hashable, Sendable, CustomStringConvertible {
    case required
    case weighted(SymbolicWeight)

    /// A unit weight at one priority level (`tieBreak` orders equal priorities exactly).
    package static func priority(_ priority: Double, tieBreak: Double = 0, subLevel: Int = 0) -> Strength {
        .weighted(SymbolicWeight(level: PriorityLevel(priority: priority, tieBreak: tieBreak, subLevel: subLevel)))
    }

    package var isRequired: Bool { self == .required }

    package var description: String {
        switch self {
        case .required: "required"
        case .weighted(let weight): weight.description
        }
    }
}
