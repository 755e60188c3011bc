/// An incremental simplex solver of the Cassowary family with strict lexicographic priorities.
///
/// Constraints are `expression RELATION 0` with a `Strength`: required, or a `SymbolicWeight`.
/// The solver keeps a feasible, optimal tableau between calls:
///
/// - `add` substitutes basic variables into the new row, picks a subject (or, for a required
///   row without one, runs an artificial-variable phase), then re-optimises with the primal
///   simplex. A required constraint that conflicts with the required constraints present is
///   rejected with `SolverError.unsatisfiable` and leaves the solution as it was.
/// - `remove` uses the constraint's marker symbol (slack, error or dummy, as in kiwi) to pivot
///   its row out, so removal costs a pivot rather than a rebuild.
/// - Edits (`addEdit` / `suggest`) change a required `variable == value` constant in place and
///   restore feasibility with the dual simplex.
/// - `costProfile(of:)` sweeps an edit's value parametrically (a dual pivot per breakpoint) and
///   returns the system's optimal cost as a function of that value.
///
/// Objective coefficients are symbolic weights, so one unit of violation at a level outweighs
/// any amount at the levels below it: there is no weighted-sum approximation. Pivoting follows
/// Bland's rule (smallest index enters; ratio ties go to the smallest basic symbol), which rules
/// out cycling on degenerate systems. When the optimum is unique, the result does not depend on
/// the order in which constraints were added.
///
/// Cost: a pivot costs the total size of the rows containing the entering symbol (a column
/// index finds them) times the pivot row's size. Rows stay short when the constraints are
/// local, as a stack's are once positions are expressed relative to neighbours; adding a
/// constraint is then O(1) amortised.
package final class SimplexSolver {
    var core = SimplexCore()

    package init() {}

    /// Work counters, for benchmarks: pivots so far, and the tableau's current size.
    package var statistics: (pivots: Int, rows: Int, cells: Int) {
        (core.pivotCount, core.tableau.rowCount, core.tableau.rows.reduce(0) { $0 + $1.cells.count })
    }

    /// Gives back the room that pivoting left in the tableau's rows and the objective's weights
    /// (both grow geometrically while the solver works), for a solver kept between solves:
    /// the next solve grows them again where it must. O(rows + symbols), plus what it copies.
    package func shrinkToFit() {
        core.tableau.shrinkToFit()
        core.objective.shrinkToFit()
    }

    /// Number of constraints currently in the solver.
    package var constraintCount: Int { core.constraintCount }

    package func makeVariable() -> Variable { Variable(index: core.makeSymbol(.external)) }

    /// Whether the required constraints alone fix the variable's value (its row holds nothing
    /// but required equalities' markers): no objective can move it. Conservative: a variable
    /// held only by degenerate inequalities reports false. O(row).
    package func isFixed(_ variable: Variable) -> Bool {
        guard let slot = core.tableau.slot(of: variable.index) else { return false }
        return core.tableau.rows[slot].cells.allSatisfy { core.tableau.kinds[$0.symbol] == .dummy }
    }

    /// The variable's value in the current solution. O(1).
    package func value(of variable: Variable) -> Double { core.tableau.value(of: variable.index) }

    package func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try add(
            terms: constraint.expression.terms, constant: constraint.expression.constant,
            relation: constraint.relation, strength: constraint.strength)
    }

    /// Adds `sum(terms) + constant RELATION 0` at `strength`. Throws `unsatisfiable` (adding
    /// nothing) if it is required and conflicts with the required constraints present.
    package func add(
        terms: some Collection<LinearTerm>, constant: Double, relation: LinearRelation, strength: Strength
    ) throws(SolverError) -> ConstraintHandle {
        try core.add(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// `add(terms:constant:relation:strength:)` for terms in an array: a concrete entry point,
    /// so that callers in other modules do not run the generic version unspecialized.
    package func add(
        terms: [LinearTerm], constant: Double, relation: LinearRelation, strength: Strength
    ) throws(SolverError) -> ConstraintHandle {
        try core.add(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// Removes a constraint; removing one that is not in the solver does nothing.
    package func remove(_ handle: ConstraintHandle) { core.remove(handle) }

    /// Adds the required constraint `variable == value`, whose value `suggest` changes cheaply.
    package func addEdit(_ variable: Variable, value: Double) throws(SolverError) -> EditHandle {
        try core.addEdit(variable.index, value: value)
    }

    package func removeEdit(_ edit: EditHandle) { core.remove(edit.constraint) }

    /// The edit's current value.
    package func value(of edit: EditHandle) -> Double { core.editValue(edit) }

    /// Changes an edit's value and re-optimises with the dual simplex: O(rows containing the
    /// edit's marker) plus the dual pivots. Throws `infeasibleEdit`, keeping the previous value,
    /// if the required constraints cannot meet the value or the value is not finite.
    package func suggest(_ value: Double, for edit: EditHandle) throws(SolverError) {
        try core.suggest(value, for: edit)
    }

    /// The optimal cost of the system as a function of the edit's value (everything else
    /// re-optimised), found by sweeping the value up, then down, from its current value (dual
    /// pivots at each breakpoint) and restoring it. A system whose cost has k breakpoints costs
    /// about 2k pivots.
    package func costProfile(of edit: EditHandle) -> CostProfile {
        core.costProfile(of: edit, within: -Double.infinity...Double.infinity, check: nil).profile
    }

    /// The cost profile, swept only as far as needed: until the swept segments cover `range`,
    /// and no farther than where `check` reports the system to stop being exact. `check` is
    /// called after each move along a segment with the edit's values before and after it, and
    /// a reader of the solution at the latter (use it, not `value(of:)`, during the sweep); it
    /// returns nil to go on, or the value within the move beyond which the profile is not
    /// exact. Beyond the returned `exact` range, the profile continues with its outermost
    /// slopes: a lower bound of the true cost, since the cost is convex.
    ///
    /// The edit's value is restored afterwards, or, given `resting`, left there (if the
    /// required constraints allow it): a caller about to suggest a value the sweep passes
    /// saves the pivots of the way back.
    package func costProfile(
        of edit: EditHandle, within range: ClosedRange<Double>,
        check: ((_ from: Double, _ to: Double, _ value: (Variable) -> Double) -> Double?)? = nil,
        restingAt resting: Double? = nil
    ) -> (profile: CostProfile, exact: ClosedRange<Double>) {
        core.costProfile(of: edit, within: range, check: check, restingAt: resting)
    }

    /// Every non-required constraint's violation times its weight, summed. O(constraints).
    package var objectiveValue: SymbolicWeight { core.objectiveValue }
}

extension SimplexSolver {
    /// Problems with the solver's invariants (empty when the tableau is feasible, optimal and
    /// in solved form). For tests.
    package var invariantViolations: [String] { core.invariantViolations() }
}
