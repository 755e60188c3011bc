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

    /// Whether placing from `other` would write what placing from `self` wrote.
    func hasSameInputs(as other: Placement) -> Bool {
        x == other.x && y == other.y && size == other.size && revision == other.revision
    }
}
