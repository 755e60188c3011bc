import Testing
@testable import ConstraintSolver

/// The solver as a library: whatever numbers a client puts in its constraints and edits, it
/// answers (values that are not finite at worst) and never traps.
@Suite struct ExtremeCoefficientTests {
    static let numbers: [Double] = [1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, .infinity, -.infinity, .nan, 1e7]

    func expression(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { LinearTerm($0.0, $0.1) }, constant: constant)
    }

    @Test(arguments: numbers)
    func constraintsEditsAndProfilesWithAnyNumber(number: Double) {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try? solver.add(LinearConstraint(expression([(x, 1), (y, number)], -number), .equal, strength: .priority(750)))
        _ = try? solver.add(LinearConstraint(expression([(x, 1)], number), .greaterThanOrEqual))
        _ = try? solver.add(LinearConstraint(expression([(y, number)], 10), .lessThanOrEqual, strength: .priority(250)))
        _ = solver.value(of: x) + solver.value(of: y)
        // Numbers whose products with each other stay finite and exact enough to compare.
        let ordinary = number.magnitude <= 1e7
        guard let edit = try? solver.addEdit(x, value: number) else {
            #expect(!ordinary)
            return
        }
        #expect(solver.value(of: edit).isIdentical(to: number))

        // An edit is required: a value the solver accepts is the variable's value.
        let suggested = -number
        if (try? solver.suggest(suggested, for: edit)) != nil {
            #expect(solver.value(of: edit).isIdentical(to: suggested))
            if ordinary { #expect(solver.value(of: x) == suggested) }
        } else {
            #expect(solver.value(of: edit).isIdentical(to: number))
        }

        // A profile sweeps the edit and puts it back where it was.
        let before = solver.value(of: edit), xBefore = solver.value(of: x)
        _ = solver.costProfile(of: edit)
        _ = solver.costProfile(of: edit, within: ClosedRange(spanning: number, -number), check: nil, restingAt: nil)
        #expect(solver.value(of: edit).isIdentical(to: before))
        #expect(solver.value(of: x).isIdentical(to: xBefore))
        _ = solver.costProfile(of: edit, within: -1...1, check: { _, _, _ in number }, restingAt: number)

        // Not a number as an edit's value leaves the solver able to take an ordinary one after it.
        try? solver.suggest(.nan, for: edit)
        _ = solver.costProfile(of: edit)
        if ordinary, (try? solver.suggest(1, for: edit)) != nil {
            #expect(solver.value(of: x) == 1)
        }
    }

    @Test func rangesFromAnyBounds() {
        #expect(ClosedRange(spanning: 3, 1, 2) == 1...3)
        #expect(ClosedRange(spanning: .nan, 2, .nan) == 2...2)
        #expect(ClosedRange(spanning: .nan) == 0...0)
        #expect(ClosedRange(spanning: -.infinity, .infinity) == -.infinity ... .infinity)
    }
}

private extension Double {
    /// Equal, or both not a number.
    func isIdentical(to other: Double) -> Bool { self == other || (isNaN && other.isNaN) }
}
