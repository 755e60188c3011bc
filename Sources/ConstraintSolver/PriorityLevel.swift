/// One level of the strict priority order.
///
/// Levels compare lexicographically: first by `priority` (higher is more important), then by
/// `tieBreak` (higher is more important). No amount of violation at one level outweighs any
/// violation at a more important level, so `tieBreak` expresses an exact sub-level, not a
/// small perturbation of the weight. Auto Layout priorities (1...999.999) fit in `priority`;
/// a client that must resolve ties between equal priorities deterministically (the stack
/// rule "the lowest arranged index gives way first", say) gives each competing constraint its
/// own `tieBreak`.
public struct PriorityLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var priority: Double
    public var tieBreak: Double

    public init(priority: Double, tieBreak: Double = 0) {
        self.priority = priority
        self.tieBreak = tieBreak
    }

    public static func < (lhs: PriorityLevel, rhs: PriorityLevel) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.tieBreak < rhs.tieBreak
    }

    public var description: String { tieBreak == 0 ? "@\(priority)" : "@\(priority)/\(tieBreak)" }
}
