/// The merged list of an element's children: which child comes from where, in which order,
/// and where the two sides disagree about the order. Each list of children is merged as an
/// ordered list: the order of the children both sides kept is the side's that changed it
/// (a conflict when both did, differently); a child one side added goes after the child it
/// follows on that side (the nearest one the merge keeps).
struct ChildrenPlan {
    /// Where one child of the merge comes from.
    enum Item: Equatable {
        /// On both sides (and in the base, unless both added it): merged.
        case both(key: String, base: Int?, ours: Int, theirs: Int)
        /// Only ours has it: added by ours, or changed by ours and deleted by theirs.
        case ours(key: String, base: Int?, ours: Int)
        /// Only theirs has it.
        case theirs(key: String, base: Int?, theirs: Int)
        /// Ours' and theirs' additions at one place of an ordered list: a conflict.
        case samePlace(ours: [Int], theirs: [Int])
    }

    private(set) var items: [Item] = []
    /// Both sides reordered the children they kept, differently.
    private(set) var orderConflict = false

    /// Plans the children of `base` (nil: new on both sides), `ours` and `theirs`. `ordered`:
    /// whether the order carries meaning. `oursUnchanged(b, o)` says whether ours' child `o` is
    /// byte for byte the base's child `b`, and `theirsUnchanged` the same for theirs. O(c) for
    /// c children, plus the comparisons.
    init(
        base: SpanElement?, ours: SpanElement, theirs: SpanElement, ordered: Bool,
        oursUnchanged: (_ base: Int, _ ours: Int) -> Bool, theirsUnchanged: (_ base: Int, _ theirs: Int) -> Bool
    ) {
        let baseKeys = base.map(ElementKeys.keys) ?? []
        let oursKeys = ElementKeys.keys(of: ours)
        let theirsKeys = ElementKeys.keys(of: theirs)
        let baseIndex = Dictionary(baseKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oursIndex = Dictionary(oursKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let theirsIndex = Dictionary(theirsKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        // Which children each side places on its own: added, or kept against the other's deletion.
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

        // The order of the children both sides have.
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

        // Each side's own children, in the slot after the common child they follow (-1: first).
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
