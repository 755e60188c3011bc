/// The three-way merge of an ordered list of keys (a view's subviews, a stack's arranged views,
/// an element's children): which entry comes from where, in which order, and where the two
/// sides disagree about the order. The order of the entries both sides kept is the side's that
/// changed it (a conflict when both did, differently); an entry one side added goes after the
/// entry it follows on that side (the nearest one the merge keeps). Storyboard merges and
/// document merges both merge their lists here, so that the rule has one owner.
package struct OrderedListMerge: Sendable {
    /// Where one entry of the merge comes from.
    package enum Item: Equatable, Sendable {
        /// On both sides (and in the base, unless both added it): merged.
        case both(key: String, base: Int?, ours: Int, theirs: Int)
        /// Only ours has it: added by ours, or changed by ours and deleted by theirs.
        case ours(key: String, base: Int?, ours: Int)
        /// Only theirs has it.
        case theirs(key: String, base: Int?, theirs: Int)
        /// Ours' and theirs' additions at one place of an ordered list: a conflict.
        case samePlace(ours: [Int], theirs: [Int])
    }

    package private(set) var items: [Item] = []
    /// Both sides reordered the entries they kept, differently.
    package private(set) var orderConflict = false

    /// Plans the merge of `base` (empty: new on both sides), `ours` and `theirs`, each a list of
    /// distinct keys (a repeated key counts at its first place). `ordered`: whether the order
    /// carries meaning. `oursUnchanged(b, o)` says whether ours' entry `o` is the base's entry
    /// `b` unchanged (an entry kept unchanged by one side and deleted by the other is deleted),
    /// and `theirsUnchanged` the same for theirs. O(n) for n entries, plus the comparisons.
    package init(
        base baseKeys: [String], ours oursKeys: [String], theirs theirsKeys: [String], ordered: Bool,
        oursUnchanged: (_ base: Int, _ ours: Int) -> Bool, theirsUnchanged: (_ base: Int, _ theirs: Int) -> Bool
    ) {
        let baseIndex = Dictionary(baseKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oursIndex = Dictionary(oursKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let theirsIndex = Dictionary(theirsKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        // Which entries each side places on its own: added, or kept against the other's deletion.
        var oursPlaced = Set<String>()
        var theirsPlaced = Set<String>()
        for (index, key) in oursKeys.enumerated() where theirsIndex[key] == nil {
            if let baseAt = baseIndex[key], oursUnchanged(baseAt, index) { continue }
            oursPlaced.insert(key)
        }
        for (index, key) in theirsKeys.enumerated() where oursIndex[key] == nil {
            if let baseAt = baseIndex[key], theirsUnchanged(baseAt, index) { continue }
            theirsPlaced.insert(key)
        }

        // The order of the entries both sides have.
        let oursCommon = oursKeys.filter { theirsIndex[$0] != nil }
        let theirsCommon = theirsKeys.filter { oursIndex[$0] != nil }
        var common = oursCommon
        if oursCommon != theirsCommon {
            let addedByBoth = oursCommon.contains { baseIndex[$0] == nil }
            let baseCommon = baseKeys.filter { oursIndex[$0] != nil && theirsIndex[$0] != nil }
            if !addedByBoth && oursCommon == baseCommon {
                common = theirsCommon
            } else if !addedByBoth && theirsCommon == baseCommon {
                common = oursCommon
            } else if ordered {
                orderConflict = true
            }
        }
        let position = Dictionary(common.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        // Each side's own entries, in the slot after the common entry they follow (-1: first).
        func slots(_ keys: [String], placed: Set<String>) -> [Int: [Int]] {
            var slots: [Int: [Int]] = [:]
            var after = -1
            for (index, key) in keys.enumerated() {
                if let at = position[key] {
                    after = at
                } else if placed.contains(key) {
                    slots[after, default: []].append(index)
                }
            }
            return slots
        }
        let oursSlots = slots(oursKeys, placed: oursPlaced)
        let theirsSlots = slots(theirsKeys, placed: theirsPlaced)

        for slot in -1..<common.count {
            if slot >= 0 {
                let key = common[slot]
                items.append(.both(key: key, base: baseIndex[key], ours: oursIndex[key]!, theirs: theirsIndex[key]!))
            }
            let fromOurs = oursSlots[slot] ?? []
            let fromTheirs = theirsSlots[slot] ?? []
            if ordered && !fromOurs.isEmpty && !fromTheirs.isEmpty {
                items.append(.samePlace(ours: fromOurs, theirs: fromTheirs))
                continue
            }
            for index in fromOurs { items.append(.ours(key: oursKeys[index], base: baseIndex[oursKeys[index]], ours: index)) }
            for index in fromTheirs { items.append(.theirs(key: theirsKeys[index], base: baseIndex[theirsKeys[index]], theirs: index)) }
        }
    }
}
