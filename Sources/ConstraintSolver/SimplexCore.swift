/// The solver's state and algorithms, as a value type: the hot loops then touch plain stored
/// properties, with no dynamic exclusivity checks.
struct SimplexCore {
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
    var artificial: ArtificialObjective?
    /// Restricted basic symbols that may have gone negative (for the dual simplex).
    var negativeRows: [Int] = []
    var records: [ConstraintRecord?] = []
    var freeRecords: [Int] = []
    /// Pivots performed so far (all phases).
    var pivotCount = 0

    /// Upper bound on pivots per optimisation, far above anything Bland's rule needs; it only
    /// keeps floating-point trouble from turning into a hang.
    var pivotLimit: Int { 1_000 + 50 * tableau.symbolCount }

    var constraintCount: Int { records.count - freeRecords.count }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        let symbol = tableau.makeSymbol(kind)
        objective.grow(to: tableau.symbolCount)
        return symbol
    }

    // MARK: Adding and removing constraints

    mutating func add(
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
        } else if !addWithArtificialVariable(row) {
            optimize()
            throw .unsatisfiable
        }
        optimize()
        return storeRecord(record)
    }

    private mutating func storeRecord(_ record: ConstraintRecord) -> ConstraintHandle {
        if let index = freeRecords.popLast() {
            records[index] = record
            return ConstraintHandle(index: index)
        }
        records.append(record)
        return ConstraintHandle(index: records.count - 1)
    }

    /// A symbol the row can be solved for while keeping every restricted symbol >= 0 and every
    /// other row unchanged in value: an unrestricted one (only unrestricted rows can hold an
    /// unrestricted nonbasic symbol, so its new value moves nothing restricted); else one of the
    /// constraint's own fresh markers with a negative coefficient (it comes out >= 0 since the
    /// constant is); else, if the constant is zero, any restricted symbol (its value stays 0).
    /// Nil: an artificial phase must decide.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        // Of the unrestricted symbols, the one in the fewest rows: substituting it costs least.
        var best: (symbol: Int, rows: Int)?
        for cell in row.cells where tableau.kinds[cell.symbol] == .external {
            let rows = tableau.columnLength(of: cell.symbol)
            if best == nil || rows < best!.rows { best = (cell.symbol, rows) }
        }
        if let best { return best.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol].isRestricted {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        guard abs(row.constant) <= Row.tolerance else { return nil }
        return row.cells.first { tableau.kinds[$0.symbol].isRestricted }?.symbol
    }

    mutating func remove(_ handle: ConstraintHandle) {
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
    private mutating func markerLeavingSlot(_ marker: Int) -> Int? {
        var best: (slot: Int, ratio: Double, basic: Int)?
        var bestPositive: (slot: Int, ratio: Double, basic: Int)?
        var anyUnrestricted: Int?
        func better(_ candidate: (slot: Int, ratio: Double, basic: Int), than current: (slot: Int, ratio: Double, basic: Int)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.basic < current.basic)
        }
        for slot in tableau.slots(containing: marker) {
            let basic = tableau.basicOfSlot[slot]
            let coefficient = tableau.rows[slot].coefficient(of: marker)
            guard tableau.kinds[basic].isRestricted else {
                if anyUnrestricted == nil { anyUnrestricted = slot }
                continue
            }
            let constant = tableau.rows[slot].constant
            if coefficient < 0 {
                let candidate = (slot, -constant / coefficient, basic)
                if better(candidate, than: best) { best = candidate }
            } else {
                let candidate = (slot, constant / coefficient, basic)
                if better(candidate, than: bestPositive) { bestPositive = candidate }
            }
        }
        return best?.slot ?? bestPositive?.slot ?? anyUnrestricted
    }

    var objectiveValue: SymbolicWeight {
        var total = SymbolicWeight.zero
        for record in records {
            guard let record, !record.weight.isZero else { continue }
            for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
                total.add(record.weight, times: tableau.value(of: symbol))
            }
        }
        return total
    }
}

extension SimplexCore {
    /// Problems with the tableau's invariants (feasibility, optimality, solved form), for tests.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in tableau.rows.indices where tableau.basicOfSlot[slot] >= 0 {
            let basic = tableau.basicOfSlot[slot]
            let row = tableau.rows[slot]
            if tableau.kinds[basic].isRestricted, row.constant < -1e-7 { problems.append("row \(basic) negative \(row.constant)") }
            for cell in row.cells where tableau.isBasic(cell.symbol) { problems.append("row \(basic) holds basic \(cell.symbol)") }
            if !objective.weight(of: basic).isZero { problems.append("basic \(basic) has weight \(objective.weight(of: basic))") }
        }
        for symbol in 0..<tableau.symbolCount where !tableau.isBasic(symbol) {
            let weight = objective.weight(of: symbol)
            switch tableau.kinds[symbol] {
            case .slack, .error: if weight.isNegative { problems.append("symbol \(symbol) improving: \(weight)") }
            case .external: if !weight.isZero { problems.append("free symbol \(symbol) weighted: \(weight)") }
            case .dummy: break
            }
        }
        return problems
    }
}
