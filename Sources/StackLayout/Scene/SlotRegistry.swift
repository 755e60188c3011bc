/// Stable small integers ("slots") for view ids, so that a view keeps its solver variables
/// across edits. A slot freed by a removed view may be reused by a new one; the old view's
/// variables are unconstrained by then, so reuse is harmless.
struct SlotRegistry {
    private(set) var slotOf: [String: Int] = [:]
    private var freeSlots: [Int] = []
    private(set) var capacity = 0

    /// The slot of `id`, assigning one if needed. O(1) amortised.
    mutating func slot(for id: String) -> Int {
        if let slot = slotOf[id] { return slot }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = capacity
            capacity += 1
        }
        slotOf[id] = slot
        return slot
    }

    /// Makes room for `count` ids, so that registering them never rehashes.
    mutating func reserveCapacity(_ count: Int) { slotOf.reserveCapacity(count) }

    /// Frees the slots of ids that are not in `live`. O(registered ids).
    mutating func retainOnly(_ live: Set<String>) {
        for (id, slot) in slotOf where !live.contains(id) {
            slotOf[id] = nil
            freeSlots.append(slot)
        }
    }
}
