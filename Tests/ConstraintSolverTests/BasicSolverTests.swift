import Testing
@testable import ConstraintSolver

@Suite struct BasicSolverTests {
    @Test func requiredEquality() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        _ = try solver.add(LinearConstraint(LinearExpression([LinearTerm(x)], constant: -10), .equal))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func lexicographicBeatsWeightedSum() throws {
        // Five constraints at 250 want x == 0 (each violated by 1000 if x == 1000);
        // one at 251 wants x == 1000. Lexicographically, 251 wins outright.
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        for index in 0..<5 {
            _ = try solver.add(LinearConstraint(
                LinearExpression([LinearTerm(x)]), .equal, strength: .priority(250, tieBreak: Double(index))))
        }
        _ = try solver.add(LinearConstraint(LinearExpression([LinearTerm(x)], constant: -1000), .equal, strength: .priority(251)))
        #expect(abs(solver.value(of: x) - 1000) < 1e-9)
    }
}
