extension SimplexCore {
    mutating func costProfile(of edit: EditHandle) -> CostProfile {
        let index = edit.constraint.index
        let center = records[index]!.editValue!
        let upward = sweep(index, direction: 1)
        try? suggest(center, for: edit)
        let downward = sweep(index, direction: -1)
        try? suggest(center, for: edit)

        // Intervals left to right: the downward segments reversed (rates turned into slopes),
        // then the upward ones; `center` separates the two groups.
        let down = downward.segments, up = upward.segments
        var breakpoints = down.dropFirst().reversed().map(\.start)
        if !down.isEmpty, !up.isEmpty { breakpoints.append(center) }
        breakpoints += up.dropFirst().map(\.start)
        var slopes = down.reversed().map { -$0.rate } + up.map(\.rate)
        if slopes.isEmpty { slopes = [.zero] }
        var profile = CostProfile(
            breakpoints: breakpoints, slopes: slopes, lowerLimit: downward.limit, upperLimit: upward.limit)
        profile.mergeEqualSlopes()
        return profile
    }

    /// One direction of the sweep: segments where the cost rises at a constant symbolic rate
    /// per unit moved, and where a required constraint stops the move (nil: never).
    private mutating func sweep(
        _ index: Int, direction: Double
    ) -> (segments: [(start: Double, rate: SymbolicWeight)], limit: Double?) {
        let marker = records[index]!.marker
        var position = records[index]!.editValue!
        var segments: [(start: Double, rate: SymbolicWeight)] = []
        defer { records[index]!.editValue = position }
        for _ in 0..<pivotLimit {
            // A redundant edit (marker basic) is pinned by the required constraints.
            guard !tableau.isBasic(marker) else { return (segments, position) }
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
            if (limiting?.step ?? .infinity) > Row.tolerance {
                let rate = objective.weight(of: marker).scaled(by: direction)
                if segments.last.map({ !$0.rate.isApproximatelyEqual(to: rate) }) ?? true {
                    segments.append((position, rate))
                }
            }
            guard let limiting else { return (segments, nil) }
            let delta = direction * limiting.step
            for slot in slots {
                tableau.addToConstant(tableau.rows[slot].coefficient(of: marker) * delta, at: slot)
            }
            tableau.setConstant(0, at: limiting.slot)
            position += delta
            guard let entering = dualEnteringSymbol(slot: limiting.slot) else { return (segments, position) }
            pivot(entering: entering, slot: limiting.slot)
        }
        return (segments, position)
    }
}
