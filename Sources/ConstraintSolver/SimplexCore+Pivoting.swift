extension SimplexCore {
    /// Replaces a symbol that just became basic by its row everywhere: in the other rows and in
    /// the objective(s).
    mutating func substitute(_ symbol: Int, by row: Row) {
        tableau.substitute(symbol, by: row, negative: &negativeRows)
        objective.substitute(symbol, by: row, kinds: tableau.kinds)
        artificial?.substitute(symbol, by: row, kinds: tableau.kinds)
    }

    /// Makes `entering` basic in `slot`, whose basic symbol leaves.
    mutating func pivot(entering: Int, slot: Int) {
        pivotCount += 1
        tableau.exchangeBasic(at: slot, entering: entering)
        substitute(entering, by: tableau.rows[slot])
    }

    /// Primal simplex on the main objective (or on the artificial one while it is set), by
    /// Bland's rule.
    mutating func optimize() {
        for _ in 0..<pivotLimit {
            let next =
                artificial != nil
                ? artificial!.nextEntering(kinds: tableau.kinds, slotOfSymbol: tableau.slotOfSymbol)
                : objective.nextEntering(kinds: tableau.kinds, slotOfSymbol: tableau.slotOfSymbol)
            // No leaving row would mean an unbounded objective, impossible with weights >= 0.
            guard let (entering, direction) = next, let slot = leavingSlot(entering: entering, direction: direction) else { return }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Ratio test: the restricted row that first reaches zero as `entering` moves in
    /// `direction`; ties go to the smallest basic symbol.
    private mutating func leavingSlot(entering: Int, direction: Double) -> Int? {
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
    /// Throws `infeasibleEdit` if a negative row cannot be repaired.
    mutating func dualOptimize() throws(SolverError) {
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

    /// Dual ratio test on a row whose basic symbol must rise: among the symbols that raise it,
    /// the one with the smallest weight per unit (lexicographically), ties to the smallest
    /// index. Unrestricted symbols have zero reduced cost at an optimum, so they win at ratio 0.
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
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let symbol = makeSymbol(.slack)
        tableau.insertRow(row, basic: symbol)
        var goal = ArtificialObjective()
        for cell in row.cells { goal.add(cell.coefficient, to: cell.symbol, kind: tableau.kinds[cell.symbol]) }
        artificial = goal
        optimize()
        artificial = nil

        if let slot = tableau.slot(of: symbol) {
            guard abs(tableau.rows[slot].constant) <= Row.tolerance else {
                tableau.removeRow(at: slot)
                return false
            }
            var remaining = tableau.removeRow(at: slot)
            // A row of dummies only is implied by the others: nothing more to keep.
            if let entering = remaining.cells.first(where: { tableau.kinds[$0.symbol].isRestricted })?.symbol {
                remaining.add(symbol, -1)
                remaining.solve(for: entering)
                substitute(entering, by: remaining)
                tableau.insertRow(remaining, basic: entering)
            }
        }
        tableau.eliminate(symbol)
        objective.clear(symbol)
        return true
    }
}
