/// One level of the strict priority order.
///
/// Levels compare lexicographically: first by `priority` (higher is more important), then by
/// `tieBreak`, then by `subLevel` (higher is more important). No amount of violation at one level outweighs any
/// violation at a more important level, so `tieBreak` expresses an exact sub-level, not a
/// small perturbation of the weight. Auto Layout priorities (1...999.999) fit in `priority`;
/// a client that must resolve ties between equal priorities deterministically (the stack
/// rule "the lowest arranged index gives way first", say) gives each competing constraint its
/// own `tieBreak`.
///
/// `priority` is kept in single precision, as UIKit keeps `UILayoutPriority` (a `Float`): two
/// priorities that round to the same `Float` are one priority. (A component of a weight then
/// takes 24 bytes rather than 32, which the solver's arithmetic feels throughout.)
package struct PriorityLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var tieBreak: Double
    private var storedPriority: Float
    private var storedSubLevel: Int32
    package var priority: Double {
        get { Double(storedPriority) }
        set { storedPriority = Float(newValue) }
    }
    /// A last, small distinction (one client's use: the axis of a view's constraint), within
    /// `Int32`'s range.
    package var subLevel: Int {
        get { Int(storedSubLevel) }
        set { storedSubLevel = Int32(clamping: newValue) }
    }

    package init(priority: Double, tieBreak: Double = 0, subLevel: Int = 0) {
        self.storedPriority = Float(priority)
        self.tieBreak = tieBreak
        self.storedSubLevel = Int32(clamping: subLevel)
    }

    /// The tie-break of the level where the errors of one priority and sub-level add up
    /// (`SymbolicWeight.init(summedAt:value:)`): above the tie-breaks in [0, 1) that rank
    /// constraints of one priority among themselves.
    package static let summingTieBreak = 1.0

    /// The level where errors at this level's priority and sub-level add up: this level with
    /// its tie-break replaced by `summingTieBreak`.
    package var summingLevel: PriorityLevel {
        PriorityLevel(priority: priority, tieBreak: Self.summingTieBreak, subLevel: subLevel)
    }

    package static func < (lhs: PriorityLevel, rhs: PriorityLevel) -> Bool {
        if lhs.storedPriority != rhs.storedPriority { return lhs.storedPriority < rhs.storedPriority }
        if lhs.tieBreak != rhs.tieBreak { return lhs.tieBreak < rhs.tieBreak }
        return lhs.storedSubLevel < rhs.storedSubLevel
    }

    /// The priority as the shortest decimal that rounds to it in single precision (999.999
    /// rather than 999.9990234375): what was written, for printing and exporting.
    package var decimalPriority: Double { Double(storedPriority.description) ?? priority }

    package var description: String {
        tieBreak == 0 && subLevel == 0 ? "@\(decimalPriority)" : "@\(decimalPriority)/\(tieBreak)/\(subLevel)"
    }
}
