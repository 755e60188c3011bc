import Testing
@testable import ConstraintSolver

@Suite struct BasicSolverTests {
    func expression(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { LinearTerm($0.0, $0.1) }, constant: constant)
    }

    @Test func requiredEqualityAndInequalities() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try solver.add(LinearConstraint(expression([(x, 1), (y, 1)], -100), .equal))
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -30), .greaterThanOrEqual))
        _ = try solver.add(LinearConstraint(expression([(x, 1)]), .equal, strength: .priority(250)))
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// Five constraints at 250 want x == 0 and are each violated by 1000; one at 251 wants
    /// x == 1000. A weighted sum would give in (5 * 1000 > 1000); lexicographically 251 wins.
    @Test func lexicographicBeatsWeightedSum() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        var handles: [ConstraintHandle] = []
        for index in 0..<5 {
            handles.append(try solver.add(LinearConstraint(expression([(x, 1)]), .equal, strength: .priority(250, tieBreak: Double(index)))))
        }
        let strong = try solver.add(LinearConstraint(expression([(x, 1)], -1000), .equal, strength: .priority(251)))
        #expect(solver.value(of: x) == 1000)
        #expect(solver.objectiveValue.leadingLevel?.priority == 250)
        solver.remove(strong)
        #expect(solver.value(of: x) == 0)
    }

    /// Equal priorities are decided by the tie-break, exactly: the lower tie-break gives way.
    @Test func tieBreakIsExact() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        _ = try solver.add(LinearConstraint(expression([(a, 1), (b, 1)], -100), .equal))
        _ = try solver.add(LinearConstraint(expression([(a, 1)], -40), .lessThanOrEqual, strength: .priority(250, tieBreak: 1)))
        _ = try solver.add(LinearConstraint(expression([(b, 1)], -20), .lessThanOrEqual, strength: .priority(250, tieBreak: 2)))
        #expect(solver.value(of: a) == 80 && solver.value(of: b) == 20)
    }

    /// A conflicting required constraint is rejected and leaves the solution unchanged.
    @Test func unsatisfiableRequiredConstraintIsRejected() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -10), .equal))
        _ = try solver.add(LinearConstraint(expression([(y, 1), (x, -1)], -5), .greaterThanOrEqual))
        #expect(throws: SolverError.unsatisfiable) {
            try solver.add(LinearConstraint(expression([(y, 1)], -12), .lessThanOrEqual))
        }
        #expect(throws: SolverError.unsatisfiable) {
            try solver.add(LinearConstraint(expression([(x, 1)], -11), .equal))
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        #expect(solver.constraintCount == 2 && solver.invariantViolations.isEmpty)
        // Still usable afterwards.
        _ = try solver.add(LinearConstraint(expression([(y, 1)], -30), .equal, strength: .priority(500)))
        #expect(solver.value(of: y) == 30)
    }

    @Test func editsMoveTheSolutionAndRejectInfeasibleValues() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try solver.add(LinearConstraint(expression([(y, 1), (x, -2)]), .equal))
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -50), .lessThanOrEqual))
        let edit = try solver.addEdit(x, value: 10)
        #expect(solver.value(of: y) == 20)
        try solver.suggest(40, for: edit)
        #expect(solver.value(of: y) == 80)
        #expect(throws: SolverError.infeasibleEdit) { try solver.suggest(60, for: edit) }
        #expect(solver.value(of: x) == 40 && solver.value(of: edit) == 40)
        solver.removeEdit(edit)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// The cost profile of an edit: x in [0, 100] (required), wants 30 at 750 and 60 at 250:
    /// cost rises at 750 below 30, at 250 up to 60 (where the 250 pull flips), then at
    /// 750 + 250 above 60... and stops at the required limits.
    @Test func costProfileOfAnEdit() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        _ = try solver.add(LinearConstraint(expression([(x, 1)]), .greaterThanOrEqual))
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -100), .lessThanOrEqual))
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -30), .equal, strength: .priority(750)))
        _ = try solver.add(LinearConstraint(expression([(x, 1)], -60), .equal, strength: .priority(250)))
        let edit = try solver.addEdit(x, value: 45)
        let profile = solver.costProfile(of: edit)
        let w750 = SymbolicWeight(level: PriorityLevel(priority: 750)), w250 = SymbolicWeight(level: PriorityLevel(priority: 250))
        #expect(profile.breakpoints == [30, 60])
        #expect(profile.slopes == [-w750 - w250, w750 - w250, w750 + w250])
        #expect(profile.lowerLimit == 0 && profile.upperLimit == 100)
        #expect(profile.minimizer == 30)
        #expect(solver.value(of: edit) == 45 && solver.value(of: x) == 45)
    }
}
