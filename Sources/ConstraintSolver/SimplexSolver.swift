/// An incremental simplex solver of the Cassowary family with strict lexicographic priorities.
///
/// Constraints are `expression RELATION 0` with a `Strength`: required, or a `SymbolicWeight`.
/// The solver keeps a feasible, optimal tableau between calls:
///
/// - `add` substitutes basic variables into the new row, picks a subject (or runs an
///   artificial-variable phase for a required row without one), then re-optimises with the
///   primal simplex. A required constraint that conflicts with the required constraints already
///   present is rejected with `SolverError.unsatisfiable` and leaves the solver unchanged.
/// - `remove` uses the constraint's marker symbol (slack, error or dummy, as in kiwi) to pivot
///   its row out, so removal costs a pivot rather than a rebuild.
/// - Edits (`addEdit` / `suggest`) change a required `variable == value` constant in place and
///   restore feasibility with the dual simplex.
/// - `costProfile(of:)` sweeps an edit's value parametrically (dual simplex pivots at each
///   breakpoint) and returns the system's optimal cost as a function of that value.
///
/// Objective coefficients are symbolic weights, so one unit of violation at a level outweighs
/// any amount at the levels below it; there is no weighted-sum approximation. Pivoting follows
/// Bland's rule (smallest index enters; ties in the ratio test go to the smallest basic symbol),
/// which guarantees termination on degenerate systems. When the optimum is unique the result
/// does not depend on the order in which constraints were added.
///
/// Cost: a pivot costs O(sum over the rows containing the entering symbol of their cell counts,
/// times the pivot row's cell count), thanks to the column index; layout systems keep rows
/// short, so adding a constraint is close to O(1) amortised for tree-shaped layouts.
public final class SimplexSolver {
    struct ConstraintRecord {
        /// Slack (inequality), first error (soft equality) or dummy (required equality).
        var marker: Int
        /// Error of a soft inequality, second error of a soft equality, or -1.
        var other: Int
        /// Objective weight of the error symbols (zero when required).
        var weight: SymbolicWeight
        /// Current value of an edit constraint.
        var editValue: Double?
    }

    var tableau = Tableau()
    var objective = Objective()
    /// The objective of the artificial-variable phase, while it runs.
    var artificialObjective: Objective?
    /// Restricted basic symbols that may have gone negative (for the dual simplex).
    var negativeRows: [Int] = []
    var records: [ConstraintRecord?] = []
    private var freeRecords: [Int] = []

    /// Upper bound on pivots per optimisation, far above anything Bland's rule needs; it only
    /// guards against floating-point trouble turning into a hang.
    var pivotLimit: Int { 1_000 + 50 * tableau.symbolCount }

    public init() {}

    /// Number of constraints currently in the solver.
    public var constraintCount: Int { records.count - freeRecords.count }
    /// Number of rows in the tableau.
    public var rowCount: Int { tableau.rowCount }

    public func makeVariable() -> Variable {
        Variable(index: makeSymbol(.external))
    }

    func makeSymbol(_ kind: SymbolKind) -> Int {
        let symbol = tableau.makeSymbol(kind)
        objective.grow(to: tableau.symbolCount)
        artificialObjective?.grow(to: tableau.symbolCount)
        return symbol
    }

    /// The variable's value in the current solution. O(1).
    public func value(of variable: Variable) -> Double { tableau.value(of: variable.index) }

    // MARK: Adding and removing constraints

    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try add(
            terms: constraint.expression.terms, constant: constraint.expression.constant,
            relation: constraint.relation, strength: constraint.strength)
    }

    /// Adds `sum(terms) + constant RELATION 0` at `strength`.
    /// Throws `unsatisfiable` (changing nothing) if it is required and conflicts with the
    /// required constraints present.
    public func add(
        terms: some Collection<LinearTerm>, constant: Double, relation: LinearRelation, strength: Strength
    ) throws(SolverError) -> ConstraintHandle {
        var row = Row(constant: constant, capacity: terms.count + 2)
        for term in terms {
            if let slot = tableau.slot(of: term.variable.index) {
                row.add(tableau.rows[slot], times: term.coefficient)
            } else {
                row.add(term.variable.index, term.coefficient)
            }
        }
        var record = ConstraintRecord(marker: -1, other: -1, weight: .zero, editValue: nil)
        if case .weighted(let weight) = strength { record.weight = weight }
        switch (relation, strength.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            record.marker = makeSymbol(.slack)
            row.add(record.marker, sign)
            if !strength.isRequired {
                record.other = makeSymbol(.error)
                row.add(record.other, -sign)
                objective.add(record.weight, times: 1, to: record.other, kind: .error)
            }
        case (.equal, false):
            record.marker = makeSymbol(.error)
            record.other = makeSymbol(.error)
            row.add(record.marker, -1)
            row.add(record.other, 1)
            objective.add(record.weight, times: 1, to: record.marker, kind: .error)
            objective.add(record.weight, times: 1, to: record.other, kind: .error)
        case (.equal, true):
            record.marker = makeSymbol(.dummy)
            row.add(record.marker, -1)
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
        } else if row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            // Only required equalities' markers: redundant if the constant is zero.
            guard abs(row.constant) <= Row.tolerance else { throw .unsatisfiable }
            row.solve(for: record.marker)
            tableau.insertRow(row, basic: record.marker)
        } else {
            guard addWithArtificialVariable(row) else {
                optimize()
                throw .unsatisfiable
            }
        }
        optimize()
        return storeRecord(record)
    }

    private func storeRecord(_ record: ConstraintRecord) -> ConstraintHandle {
        if let index = freeRecords.popLast() {
            records[index] = record
            return ConstraintHandle(index: index)
        }
        records.append(record)
        return ConstraintHandle(index: records.count - 1)
    }

    /// An unrestricted symbol if the row has one, else a restricted marker with a negative
    /// coefficient (which can be basic with a nonnegative value).
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        for cell in row.cells where tableau.kinds[cell.symbol] == .external { return cell.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol].isRestricted {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Removes a constraint: pivots its marker into the basis and drops that row.
    /// Removing a constraint that is not in the solver does nothing.
    public func remove(_ handle: ConstraintHandle) {
        guard handle.index < records.count, let record = records[handle.index] else { return }
        records[handle.index] = nil
        freeRecords.append(handle.index)
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
            if let slot = tableau.slot(of: symbol) {
                for cell in tableau.rows[slot].cells {
                    objective.add(record.weight, times: -cell.coefficient, to: cell.symbol, kind: tableau.kinds[cell.symbol])
                }
            } else {
                objective.add(record.weight, times: -1, to: symbol, kind: .error)
            }
        }
        if let slot = tableau.slot(of: record.marker) {
            tableau.removeRow(at: slot)
        } else if let slot = markerLeavingSlot(record.marker) {
            tableau.exchangeBasic(at: slot, entering: record.marker)
            let row = tableau.removeRow(at: slot)
            substitute(record.marker, by: row)
        }
        optimize()
    }

    /// The row to pivot a nonbasic marker into, keeping the tableau feasible: a restricted row
    /// with the smallest ratio (negative coefficients first), else any row containing it.
    private func markerLeavingSlot(_ marker: Int) -> Int? {
        var best: (slot: Int, ratio: Double, basic: Int)?
        var bestPositive: (slot: Int, ratio: Double, basic: Int)?
        var anyUnrestricted: Int?
        for slot in tableau.slots(containing: marker) {
            let basic = tableau.basicOfSlot[slot]
            let coefficient = tableau.rows[slot].coefficient(of: marker)
            guard tableau.kinds[basic].isRestricted else {
                if anyUnrestricted == nil { anyUnrestricted = slot }
                continue
            }
            let constant = tableau.rows[slot].constant
            if coefficient < 0 {
                let ratio = -constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                    best = (slot, ratio, basic)
                }
            } else {
                let ratio = constant / coefficient
                if bestPositive == nil || ratio < bestPositive!.ratio || (ratio == bestPositive!.ratio && basic < bestPositive!.basic) {
                    bestPositive = (slot, ratio, basic)
                }
            }
        }
        return best?.slot ?? bestPositive?.slot ?? anyUnrestricted
    }

    // MARK: Edits

    /// Adds the required constraint `variable == value` whose value `suggest` can change.
    public func addEdit(_ variable: Variable, value: Double) throws(SolverError) -> EditHandle {
        let handle = try add(terms: [LinearTerm(variable)], constant: -value, relation: .equal, strength: .required)
        records[handle.index]!.editValue = value
        return EditHandle(constraint: handle)
    }

    public func removeEdit(_ edit: EditHandle) { remove(edit.constraint) }

    /// The edit's current value.
    public func value(of edit: EditHandle) -> Double { records[edit.constraint.index]!.editValue! }

    /// Changes an edit's value and re-optimises with the dual simplex. Cost: O(rows containing
    /// the edit's marker) plus the dual pivots, usually few. Throws `infeasibleEdit` (keeping the
    /// previous value) if the required constraints cannot meet the value.
    public func suggest(_ value: Double, for edit: EditHandle) throws(SolverError) {
        let index = edit.constraint.index
        let old = records[index]!.editValue!
        let delta = value - old
        guard delta != 0 else { return }
        records[index]!.editValue = value
        let marker = records[index]!.marker
        do {
            guard shiftEdit(marker, by: delta) else { throw SolverError.infeasibleEdit }
            try dualOptimize()
        } catch {
            records[index]!.editValue = old
            _ = shiftEdit(marker, by: -delta)
            try? dualOptimize()
            throw .infeasibleEdit
        }
    }

    /// Moves the solution as if the edit's value grew by `delta` with the basis unchanged.
    /// False if the edit is redundant (its marker is basic) and the move breaks it.
    func shiftEdit(_ marker: Int, by delta: Double) -> Bool {
        if let slot = tableau.slot(of: marker) {
            tableau.addToConstant(-delta, at: slot)
            return abs(tableau.rows[slot].constant) <= Row.tolerance
        }
        for slot in tableau.slots(containing: marker) {
            tableau.addToConstant(tableau.rows[slot].coefficient(of: marker) * delta, at: slot)
            let basic = tableau.basicOfSlot[slot]
            if tableau.kinds[basic].isRestricted, tableau.rows[slot].constant < -Row.tolerance {
                negativeRows.append(basic)
            }
        }
        return true
    }
}
