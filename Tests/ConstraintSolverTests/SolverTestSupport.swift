import ConstraintSolver
import SeededRandom

/// A constraint over variable indices, to be added to any solver.
struct TestConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: LinearRelation
    var strength: Strength
}

/// A random system over `count` variables whose optimum is unique: soft constraints at
/// distinct levels, and a weakest pull of every variable to its own target.
func randomSystem(variables count: Int, constraints: Int, random: inout SplitMix64) -> [TestConstraint] {
    var system: [TestConstraint] = []
    let priorities: [Double] = [1000, 999, 750, 251, 250, 49]
    for index in 0..<constraints {
        let size = Int.random(in: 1...3, using: &random)
        let terms = (0..<size).map { _ in
            (Int.random(in: 0..<count, using: &random), Double([-2, -1, -0.5, 0.5, 1, 2].randomElement(using: &random)!))
        }
        let priority = priorities.randomElement(using: &random)!
        let relation = LinearRelation.allCases.randomElement(using: &random)!
        let strength: Strength = priority >= 1000 ? .required : .priority(priority, tieBreak: Double(index))
        system.append(TestConstraint(terms: terms, constant: Double(Int.random(in: -50...50, using: &random)), relation: relation, strength: strength))
    }
    for variable in 0..<count {
        system.append(TestConstraint(
            terms: [(variable, 1)], constant: -Double(Int.random(in: 0...20, using: &random)), relation: .equal,
            strength: .priority(1, tieBreak: Double(variable))))
    }
    return system
}

/// Adds `system` in `order`; returns the solver, its variables, and how many were rejected.
func solve(_ system: [TestConstraint], variables count: Int, order: [Int]? = nil) -> (SimplexSolver, [Variable], handles: [Int: ConstraintHandle]) {
    let solver = SimplexSolver()
    let variables = (0..<count).map { _ in solver.makeVariable() }
    var handles: [Int: ConstraintHandle] = [:]
    for index in order ?? Array(system.indices) {
        let constraint = system[index]
        handles[index] = try? solver.add(
            terms: constraint.terms.map { LinearTerm(variables[$0.variable], $0.coefficient) },
            constant: constraint.constant, relation: constraint.relation, strength: constraint.strength)
    }
    return (solver, variables, handles)
}
