/// One ordering as the state tables hold it: item ids in order with their fractional keys.
struct KeyedOrdering: Hashable, Sendable {
    private(set) var ids: [String] = []
    private(set) var keys: [String] = []

    init() {}

    /// An ordering of `ids` with fresh, evenly spaced keys.
    init(freshlyKeyed ids: [String]) {
        self.ids = ids
        keys = FractionalKey.evenlySpaced(ids.count)
    }

    /// An ordering read back from rows, sorted by key.
    init(entries: [(key: String, id: String)]) {
        let sorted = entries.sorted { $0.key < $1.key }
        ids = sorted.map(\.id)
        keys = sorted.map(\.key)
    }

    var count: Int { ids.count }

    /// The key an item inserted at `index` gets: at the end, the next key of the last one's
    /// length while there is one (`FractionalKey.after`), so that appending many items keeps
    /// keys short. O(key length).
    func keyForInsertion(at index: Int) -> String {
        if index == keys.count, let last = keys.last { return FractionalKey.after(last) }
        return FractionalKey.between(index > 0 ? keys[index - 1] : nil, index < keys.count ? keys[index] : nil)
    }

    /// Whether the items must be renumbered before one is inserted at `index`: its key would be
    /// longer than `maximumKeyLength`, or, appended, longer than the last key (renumbered keys
    /// leave room to append as many again, so appending N items renumbers O(N) in all).
    func needsRenumbering(toInsertAt index: Int, maximumKeyLength: Int) -> Bool {
        let candidate = keyForInsertion(at: index).utf8.count
        return candidate > maximumKeyLength || (index == count && index > 0 && candidate > keys[index - 1].utf8.count)
    }

    mutating func insert(_ id: String, key: String, at index: Int) {
        ids.insert(id, at: index)
        keys.insert(key, at: index)
    }

    mutating func remove(at index: Int) {
        ids.remove(at: index)
        keys.remove(at: index)
    }

    /// Gives every item a fresh key; returns the ids whose key changed, with the new key.
    mutating func renumber() -> [(id: String, key: String)] {
        let fresh = FractionalKey.evenlySpaced(ids.count)
        defer { keys = fresh }
        return zip(zip(ids, keys), fresh).compactMap { pair, new in pair.1 == new ? nil : (pair.0, new) }
    }
}

/// The orderings of one document as its state tables hold them: each view's subviews
/// (z-order), each stack's arranged views, and the constraint list. A view without an entry
/// has an empty ordering.
struct OrderingIndex: Hashable, Sendable {
    var subviews: [String: KeyedOrdering] = [:]
    var arranged: [String: KeyedOrdering] = [:]
    var constraints = KeyedOrdering()
}
