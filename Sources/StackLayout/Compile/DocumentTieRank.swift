/// Where a document constraint's own tie-break level sits among the other document constraints
/// of its priority: a non-negative `Int32` that depends on what the constraint says (its anchors,
/// relation, multiplier, constant and priority) and on nothing else: not on its position in the
/// document, not on its id, not on the other constraints. Shuffling, inserting or deleting
/// constraints leaves every other constraint's rank as it was; two constraints that say the same
/// thing share a rank (and are interchangeable anyway).
///
/// The rank is the top 31 bits of a 64-bit FNV-1a hash of the constraint's description (which
/// prints every number in full precision). O(length of the description).
func documentTieRank(of constraint: LayoutConstraint) -> Int {
    var unnamed = constraint
    unnamed.id = nil
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in unnamed.description.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    return Int(hash >> 33)
}
