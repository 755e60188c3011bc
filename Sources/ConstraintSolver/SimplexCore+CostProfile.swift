extension SimplexCore {
    /// The profile (see `SimplexSolver.costProfile(of:within:check:restingAt:)`). The sweep
    /// away from `resting` runs first, and the solver comes back to the centre from it; the
    /// sweep towards `resting` ends the measure, and the solver stops there (at the centre if
    /// it cannot reach it), without crossing the breakpoints between back to the centre.
    mutating func costProfile(
        of edit: EditHandle, within range: ClosedRange<Double>, check: ((Double, Double, (Variable) -> Double) -> Double?)?,
        restingAt resting: Double? = nil
    ) -> (profile: CostProfile, exact: ClosedRange<Double>) {
        let index = edit.constraint.index
        let center = records[index]!.editValue!
        let towards: Double = (resting ?? center) > center ? 1 : -1
        let away = sweep(index, direction: -towards, until: towards > 0 ? range.lowerBound : range.upperBound, check: check)
        try? suggest(center, for: edit)
        let along = sweep(index, direction: towards, until: towards > 0 ? range.upperBound : range.lowerBound, check: check)
        // From where the sweep ended back to `resting` crosses only the breakpoints beyond it
        // (none when the sweep ended in the segment that holds it).
        do { try suggest(resting ?? center, for: edit) } catch { try? suggest(center, for: edit) }
        let (upward, downward) = towards > 0 ? (along, away) : (away, along)

        // Intervals left to right: the downward segments reversed (rates turned into slopes),
        // then the upward ones; `center` separates the two groups.
        let down = downward.segments, up = upward.segments
        var breakpoints = down.dropFirst().reversed().map(\.start)
        if !down.isEmpty, !up.isEmpty { breakpoints.append(center) }
        breakpoints += up.dropFirst().map(\.start)
        var slopes = down.reversed().map { -$0.rate } + up.map(\.rate)
        if slopes.isEmpty { slopes = [.zero] }
        // Equal neighbouring slopes merge as the profile is made.
        let profile = CostProfile(
            breakpoints: breakpoints, slopes: slopes, lowerLimit: downward.limit, upperLimit: upward.limit)
        // A check may place the end of exactness a rounding error behind the centre.
        return (profile, ClosedRange(spanning: center, min(downward.exactTo, center), max(upward.exactTo, center)))
    }

    /// One direction of the sweep: segments where the cost rises at a constant symbolic rate
    /// per unit moved, where a required constraint stops the move (nil: never), and how far the
    /// record is exact. The sweep stops past `bound` (after the segment that crosses it) or
    /// where `check` says the system stops being exact; the last segment's rate then stands
    /// for everything beyond (a lower bound, by convexity).
    private mutating func sweep(
        _ index: Int, direction: Double, until bound: Double, check: ((Double, Double, (Variable) -> Double) -> Double?)?
    ) -> (segments: [(start: Double, rate: SymbolicWeight)], limit: Double?, exactTo: Double) {
        let marker = records[index]!.marker
        var position = records[index]!.editValue!
        var segments: [(start: Double, rate: SymbolicWeight)] = []
        defer { records[index]!.editValue = position }
        for _ in 0..<pivotLimit {
            // A redundant edit (marker basic) is pinned by the required constraints.
            guard !tableau.isBasic(marker) else { return (segments, position, position) }
            let slots = tableau.slots(containing: marker)
            var limiting: (slot: Int, step: Double, basic: Int)?
            for slot in slots {
                let basic = tableau.basicOfSlot[slot]
                guard tableau.kinds[basic].isRestricted else { continue }
                let rate = tableau.rows[slot].coefficient(of: marker) * direction
                guard rate < -Row.tolerance else { continue }
                let step = max(0, tableau.rows[slot].constant) / -rate
                if limiting == nil || step < limiting!.step || (step == limiting!.step && basic < limiting!.basic) {
                    limiting = (slot, step, basic)
                }
            }
            let advances = (limiting?.step ?? .infinity) > Row.tolerance
            if advances {
                let rate = objective.weight(of: marker).scaled(by: direction)
                if segments.last.map({ !$0.rate.isApproximatelyEqual(to: rate) }) ?? true {
                    segments.append((position, rate))
                }
                // Past the bound, the segment just found stands for the rest.
                if (position - bound) * direction >= 0 { return (segments, nil, position) }
            }
            guard let limiting, limiting.step.isFinite else {
                // An unbounded segment: exact all the way, unless `check` objects somewhere.
                let far = position + direction * (bound.isFinite ? max(1e6, abs(bound - position) * 2) : 1e6)
                if let check, let exactTo = move(marker, by: far - position, slots: slots, check: check, from: &position) {
                    return (segments, nil, exactTo)
                }
                return (segments, nil, direction * .infinity)
            }
            if let check, let exactTo = move(marker, by: direction * limiting.step, slots: slots, check: check, from: &position) {
                return (segments, nil, exactTo)
            }
            if check == nil {
                shift(marker, by: direction * limiting.step, slots: slots)
                position += direction * limiting.step
            }
            tableau.setConstant(0, at: limiting.slot)
            guard let entering = dualEnteringSymbol(slot: limiting.slot) else { return (segments, position, position) }
            pivot(entering: entering, slot: limiting.slot)
        }
        return (segments, nil, position)
    }

    /// Shifts the solution along the current segment by `delta` (the basis stays valid).
    private mutating func shift(_ marker: Int, by delta: Double, slots: [Int]) {
        for slot in slots { tableau.addToConstant(tableau.rows[slot].coefficient(of: marker) * delta, at: slot) }
    }

    /// Moves along the current segment by `delta` and asks `check`; returns where exactness
    /// ends if `check` reports it (the solution is left at the end of the move either way).
    private mutating func move(
        _ marker: Int, by delta: Double, slots: [Int], check: (Double, Double, (Variable) -> Double) -> Double?,
        from position: inout Double
    ) -> Double? {
        shift(marker, by: delta, slots: slots)
        let start = position
        position += delta
        // The check reads the solution from a snapshot (copy on write: nothing is copied).
        let snapshot = tableau
        return check(start, position) { snapshot.value(of: $0.index) }
    }
}
