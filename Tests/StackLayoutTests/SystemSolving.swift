import ConstraintSolver
import StackLayout

/// Solves an exported constraint system directly with `SimplexSolver`, adding the constraints
/// in the given order; returns every variable's value by name.
func solve(_ system: ConstraintSystem, order: [Int]? = nil) -> (values: [String: Double], solver: SimplexSolver) {
    let solver = SimplexSolver()
    var variables: [String: Variable] = [:]
    for name in system.variables { variables[name] = solver.makeVariable() }
    for index in order ?? Array(system.constraints.indices) {
        let constraint = system.constraints[index]
        let relation: LinearRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let own = PriorityLevel(priority: constraint.priority, tieBreak: constraint.tieBreak, subLevel: constraint.subLevel)
        var components = [SymbolicWeight.Component(level: own, value: 1)]
        if let shared = constraint.sharedTieBreak {
            let level = PriorityLevel(priority: constraint.priority, tieBreak: shared, subLevel: constraint.subLevel)
            components.append(SymbolicWeight.Component(level: level, value: 1))
        }
        let strength: Strength = constraint.priority >= 1000 ? .required : .weighted(SymbolicWeight(components: components))
        _ = try? solver.add(
            terms: constraint.terms.map { LinearTerm(variables[$0.variable]!, $0.coefficient) },
            constant: constraint.constant, relation: relation, strength: strength)
    }
    return (Dictionary(uniqueKeysWithValues: variables.map { ($0.key, solver.value(of: $0.value)) }), solver)
}
