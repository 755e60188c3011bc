/// The pass's values in canvas coordinates and what they were read from
/// (`LayoutEngine+Place.swift`, `LayoutEngine+ReadValues.swift`, `LayoutEngine+Results.swift`).
///
/// Built by the place phase (`placeAll`, `place`, `readValues`: each subsystem's values
/// written into `absolute`, the views written noted in `placedSlots`); read by the place phase
/// itself (a nested root's place is its parent's values) and by the result phase
/// (`finishPass`, which reads the views out, empties `placedSlots` and rebuilds the index maps
/// when they are empty).
///
/// Invariants: `absolute` holds 8 values per slot of the graph; a subsystem's `placements`
/// entry says what its values in `absolute` were last read from, and is absent (its due flag
/// set) when it must be placed again; `indexOfID` and `indexOfSlot` follow the graph's
/// depth-first order, or are empty when that order changed.
struct PlacedValues {
    /// Absolute values by `VariableKey.raw` (positions in canvas coordinates).
    var absolute: [Double] = []
    /// What each subsystem's values in `absolute` were last read from.
    var placements = SubsystemTable<Placement>()
    /// Subsystems whose placement was forgotten since they were last placed, by
    /// `3 * root + (axis index, or 2 for both axes)`; a slot beyond the end is due.
    var placementDue: [Bool] = []
    /// Each view's index in `LayoutResult.views` (depth-first order), by id and by slot;
    /// emptied when the order changes.
    var indexOfID: [String: Int] = [:]
    var indexOfSlot: [Int] = []
    /// Views whose absolute values `place` wrote since the last result.
    var placedSlots: [Int] = []
}
