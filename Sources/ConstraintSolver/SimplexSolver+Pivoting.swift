extension SimplexSolver {
    /// Replaces a symbol that just became basic by its row everywhere: in the other rows and in
    /// the objective(s).
    func substitute(_ symbol: Int, by row: Row) {
        tableau.substitute(symbol, by: row, negative: &negativeRows)
        objective.substitute(symbol, by: row, kinds: tableau.kinds)
        artificialObjective?.substitute(symbol, by: row, kinds: tableau.kinds)
    }

    /// Makes `entering` basic in `slot`, whose basic symbol leaves.
    func pivot(entering: Int, slot: Int) {
        tableau.exchangeBasic(at: slot, entering: entering)
        substitute(entering, by: tableau.rows[slot])
    }

    /// Primal simplex on the main objective (or the artificial one while it is set), Bland's rule.
    func optimize() {
        for _ in 0..<pivotLimit {
            let next =
                artificialObjective != nil
                ? artificialObjective!.nextEntering(kinds: tableau.kinds, isBasic: tableau.isBasic)
                : objective.nextEntering(kinds: tableau.kinds, isBasic: tableau.isBasic)
            guard let (entering, direction) = next else { return }
            // Unbounded directions cannot occur: every weighted symbol is an error >= 0.
            guard let slot = leavingSlot(entering: entering, direction: direction) else { return }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Ratio test: the restricted row that first reaches zero as `entering` moves in
    /// `direction`; ties go to the smallest basic symbol.
    private func leavingSlot(entering: Int, direction: Double) -> Int? {
        var best: (slot: Int, ratio: Double, basic: Int)?
        for slot in tableau.slots(containing: entering) {
            let basic = tableau.basicOfSlot[slot]
            guard tableau.kinds[basic] != .external else { continue }
            let rate = tableau.rows[slot].coefficient(of: entering) * direction
            guard rate < 0 else { continue }
            let ratio = max(0, tableau.rows[slot].constant) / -rate
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (slot, ratio, basic)
            }
        }
        return best?.slot
    }

    /// Dual simplex: pivots negative restricted rows back to feasibility, keeping optimality.
    /// Throws `infeasibleEdit` if a negative row cannot be repaired (the required constraints
    /// are infeasible).
    func dualOptimize() throws(SolverError) {
        var pivots = 0
        while let basic = negativeRows.popLast() {
            guard let slot = tableau.slot(of: basic), tableau.rows[slot].constant < -Row.tolerance else { continue }
            guard pivots < pivotLimit, let entering = dualEnteringSymbol(slot: slot) else {
                negativeRows.removeAll()
                throw .infeasibleEdit
            }
            pivot(entering: entering, slot: slot)
            pivots += 1
        }
    }

    /// Dual ratio test on a row whose basic symbol must rise: among symbols that raise it, the
    /// one with the smallest weight per unit (lexicographically); ties go to the smallest index.
    /// Unrestricted symbols have zero reduced cost at optimum, so they win at ratio 0.
    func dualEnteringSymbol(slot: Int) -> Int? {
        var best: (symbol: Int, coefficient: Double)?
        var bestUnrestricted: Int?
        for cell in tableau.rows[slot].cells {
            switch tableau.kinds[cell.symbol] {
            case .dummy:
                continue
            case .external:
                if bestUnrestricted == nil || cell.symbol < bestUnrestricted! { bestUnrestricted = cell.symbol }
            case .slack, .error:
                guard cell.coefficient > Row.tolerance else { continue }
                guard let current = best else {
                    best = (cell.symbol, cell.coefficient)
                    continue
                }
                // weight / coefficient < best weight / best coefficient, without dividing.
                let order = SymbolicWeight.compare(
                    objective.weight(of: cell.symbol), scaledBy: current.coefficient,
                    objective.weight(of: current.symbol), scaledBy: cell.coefficient)
                if order < 0 || (order == 0 && cell.symbol < current.symbol) { best = (cell.symbol, cell.coefficient) }
            }
        }
        return bestUnrestricted ?? best?.symbol
    }

    /// Adds a required row that has no valid subject: minimise an artificial variable equal to
    /// the row; the constraint is satisfiable iff it reaches zero. On failure the artificial row,
    /// the only place the new constraint's symbols occur, is dropped, so nothing of it remains.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        var artificialGoal = Objective()
        artificialGoal.grow(to: tableau.symbolCount)
        let unit = SymbolicWeight(level: PriorityLevel(priority: .infinity))
        for cell in row.cells {
            artificialGoal.add(unit, times: cell.coefficient, to: cell.symbol, kind: tableau.kinds[cell.symbol])
        }
        artificialObjective = artificialGoal
        optimize()
        artificialObjective = nil

        if let slot = tableau.slot(of: artificial) {
            guard abs(tableau.rows[slot].constant) <= Row.tolerance else {
                tableau.removeRow(at: slot)
                return false
            }
            var remaining = tableau.removeRow(at: slot)
            // A row of dummies only is implied by the others: nothing more to keep.
            if let entering = remaining.cells.first(where: { tableau.kinds[$0.symbol].isRestricted })?.symbol {
                remaining.add(artificial, -1)
                remaining.solve(for: entering)
                substitute(entering, by: remaining)
                tableau.insertRow(remaining, basic: entering)
            }
        }
        tableau.eliminate(artificial)
        objective.clear(artificial)
        return true
    }
}
