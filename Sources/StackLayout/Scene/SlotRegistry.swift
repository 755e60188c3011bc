/// Stable small integers ("slots") for view ids, so that a view keeps its solver variables
/// across edits. A slot freed by a removed view may be reused by a new one; the old view's
/// variables are unconstrained by then, so reuse is harmless.
struct SlotRegistry {
    private(set) var slotOf: [String: Int] = [:]
    private var freeSlots: [Int] = []
    private(set) var capacity = 0

    /// The slot of `id`, assigning one if needed. O(1) amortised, hashing `id` once.
    mutating func slot(for id: String) -> Int {
        // The slot a new id would get is no id's yet: finding it in the entry (which the
        // defaulted subscript inserts when the id is new) means the id was new.
        let next = freeSlots.last ?? capacity
        let slot = Self.value(of: &slotOf[id, default: next])
        if slot == next {
            if freeSlots.popLast() == nil { capacity += 1 }
        }
        return slot
    }

    /// The value an inout access finds (to read and insert through one subscript access).
    private static func value(of entry: inout Int) -> Int { entry }

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
