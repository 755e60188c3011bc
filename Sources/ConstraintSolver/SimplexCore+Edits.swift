extension SimplexCore {
    mutating func addEdit(_ variable: Int, value: Double) throws(SolverError) -> EditHandle {
        let handle = try add(terms: [LinearTerm(Variable(index: variable))], constant: -value, relation: .equal, strength: .required)
        records[handle.index]!.editValue = value
        return EditHandle(constraint: handle)
    }

    func editValue(_ edit: EditHandle) -> Double { records[edit.constraint.index]!.editValue! }

    mutating func suggest(_ value: Double, for edit: EditHandle) throws(SolverError) {
        // No variable's value equals a number that is not finite, and the way back from one
        // (subtracting it again) would leave not-a-number in the tableau.
        guard value.isFinite else { throw .infeasibleEdit }
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
    mutating func shiftEdit(_ marker: Int, by delta: Double) -> Bool {
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
