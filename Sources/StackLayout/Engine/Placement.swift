/// What a subsystem's values were last read from: its root's place, and the state of its
/// solution. Placing a subsystem again from the same inputs would write the same values, so
/// `LayoutEngine.place` skips it; a relayout after a small edit then places only the
/// subsystems the edit reached (O(those), not O(subsystems)).
struct Placement {
    /// The root's origin and size in canvas coordinates (along the subsystem's axes; zero on
    /// another axis).
    var x: Double
    var y: Double
    var size: Size
    /// The simplex subsystem's revision (nil for a closed form: replacing a closed form
    /// forgets its placement instead).
    var revision: Int?
    /// The size the subsystem refused, if it did: reported again when the placement is skipped.
    var failure: BrokenConstraint?
    /// The root's place as a simplex subsystem then wrote it back from its own solution (within
    /// a rounding error of `x`, `y`, `size`); what the next pass finds while the parent stays.
    var written: (x: Double, y: Double, size: Size)?

    /// Whether placing from `other` would write what placing from `self` wrote: the same
    /// solution, and the root where the parent put it or where the subsystem itself left it
    /// (placing again from there would move the root by that rounding error on every pass).
    func hasSameInputs(as other: Placement) -> Bool {
        guard revision == other.revision else { return false }
        let place = (other.x, other.y, other.size)
        return (x, y, size) == place || written.map { $0 == place } ?? false
    }
}
