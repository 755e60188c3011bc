import StackDocument
import StackLayout

/// The fidelity count of one file: every arranged view of its stacks with a stored frame
/// (`ArrangedViewCensus`), compared relative to its stack with the frame the layout gives it.
/// A view the import made no document of counts as a miss.
public struct ArrangedViewOutcome: Sendable {
    /// An arranged view whose frame is more than the tolerance away from the stored one, or
    /// that was not imported (`ours` is nil).
    public struct Miss: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// The id of its stack.
        public var stackID: String
        /// The frame the layout gave it, relative to its stack; nil when it was not imported.
        public var ours: Rect?
        /// The frame the file stored, relative to its stack.
        public var stored: Rect
    }

    /// How many arranged views were compared (not imported ones included).
    public var compared = 0
    /// How many of them were within the tolerance.
    public var within = 0
    /// The compared views that were not, in file order.
    public var misses: [Miss] = []
    /// The arranged views counted apart, by why.
    public var setApart: [ArrangedViewSetApart: Int] = [:]

    /// How many compared views the import made no document of.
    public var notImported: Int { misses.count { $0.ours == nil } }

    /// Compares `views` with `frames` (each laid-out view's frame relative to its superview, by
    /// id) to `tolerance` points on each of x, y, width and height. O(views).
    package init(views: [ArrangedView], frames: [String: Rect], tolerance: Double) {
        for view in views {
            if let reason = view.setApart {
                setApart[reason, default: 0] += 1
                continue
            }
            compared += 1
            let ours = frames[view.id]
            if let ours, ours.deviation(from: view.storedFrame) <= tolerance {
                within += 1
            } else {
                misses.append(Miss(id: view.id, stackID: view.stackID, ours: ours, stored: view.storedFrame))
            }
        }
    }

    /// The outcomes of several files added up.
    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.compared += rhs.compared
        sum.within += rhs.within
        sum.misses += rhs.misses
        sum.setApart.merge(rhs.setApart, uniquingKeysWith: +)
        return sum
    }

    /// No views.
    public init() {}
}
