/// The moves that turn one order into another, one element at a time, each a UIKit-style
/// "take the element out (if it is there) and put it back at this index" (`moveZ`, or
/// `insert` of an existing view into a stack's arranged views).
enum Reordering {
    /// Moves that turn `current` into `target`, applied in order. Every element of `current`
    /// must be in `target`; elements of `target` missing from `current` are inserted. Only the
    /// elements outside `StableOrder.kept` move, each placed right after its predecessor in
    /// `target`, which by then is already in its final place relative to the others.
    /// O(n log n + m n) for n elements and m moves.
    static func moves(from current: [String], to target: [String]) -> [(element: String, index: Int)] {
        let staying = StableOrder.kept(from: current, to: target)
        var list = current
        var moves: [(element: String, index: Int)] = []
        for (position, element) in target.enumerated() where !staying.contains(element) {
            if let index = list.firstIndex(of: element) { list.remove(at: index) }
            let index = position == 0 ? 0 : list.firstIndex(of: target[position - 1])! + 1
            list.insert(element, at: index)
            moves.append((element, index))
        }
        return moves
    }

    /// The index at which `element` (one of `target`) joins `current` so that it follows the
    /// nearest of its predecessors in `target` that `current` holds (the front when it holds
    /// none). O(n).
    static func slot(for element: String, in current: [String], target: [String]) -> Int {
        let currentIndex = StableOrder.indexes(of: current)
        let position = target.firstIndex(of: element)!
        for predecessor in target[..<position].reversed() {
            if let index = currentIndex[predecessor] { return index + 1 }
        }
        return 0
    }
}
