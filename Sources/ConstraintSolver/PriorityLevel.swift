/// One level of the strict priority order.
///
/// Levels compare lexicographically: first by `priority` (higher is more important), then by
/// `tieBreak`, then by `subLevel` (higher is more important). No amount of violation at one level outweighs any
/// violation at a more important level, so `tieBreak` expresses an exact sub-level, not a
/// small perturbation of the weight. Auto Layout priorities (1...999.999) fit in `priority`;
/// a client that must resolve ties between equal priorities deterministically (the stack
/// rule "the lowest arranged index gives way first", say) gives each competing constraint its
/// own `tieBreak`.
public struct PriorityLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var priority: Double
    public var tieBreak: Double
    /// A last, small distinction (one client's use: the axis of a view's constraint).
    public var subLevel: Int

    public init(priority: Double, tieBreak: Double = 0, subLevel: Int = 0) {
        self.priority = priority
        self.tieBreak = tieBreak
        self.subLevel = subLevel
    }

    public static func < (lhs: PriorityLevel, rhs: PriorityLevel) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
        if lhs.tieBreak != rhs.tieBreak { return lhs.tieBreak < rhs.tieBreak }
        return lhs.subLevel < rhs.subLevel
    }

    public var description: String {
        tieBreak == 0 && subLevel == 0 ? "@\(priority)" : "@\(priority)/\(tieBreak)/\(subLevel)"
    }
}
