/// A value per subsystem: what a dictionary keyed by `SubsystemKey` does, without hashing. A
/// pass looks each subsystem's solution and placement up many times, and keys are small dense
/// integers (three per root slot: horizontal, vertical, and both axes together).
///
/// The values sit in one dense array, found through a position per key. Lookups, insertions
/// and removals (which move the last value into the hole) are O(1); iterating visits the
/// values alone, in no particular order.
struct SubsystemTable<Value> {
    /// Per key index, the position of its value in `entries`, or -1.
    private var positions: [Int] = []
    private var entries: [(key: SubsystemKey, value: Value)] = []

    init() {}

    var count: Int { entries.count }

    private static func index(of key: SubsystemKey) -> Int { key.root * 3 + (key.axis?.index ?? 2) }

    subscript(key: SubsystemKey) -> Value? {
        get {
            let index = Self.index(of: key)
            guard index < positions.count, positions[index] >= 0 else { return nil }
            return entries[positions[index]].value
        }
        set {
            let index = Self.index(of: key)
            let position = index < positions.count ? positions[index] : -1
            switch (newValue, position >= 0) {
            case (let value?, true):
                entries[position].value = value
            case (let value?, false):
                if index >= positions.count { positions.append(contentsOf: repeatElement(-1, count: index + 1 - positions.count)) }
                positions[index] = entries.count
                entries.append((key, value))
            case (nil, true):
                let last = entries.count - 1
                if position != last {
                    entries.swapAt(position, last)
                    positions[Self.index(of: entries[position].key)] = position
                }
                entries.removeLast()
                positions[index] = -1
            case (nil, false):
                break
            }
        }
    }

    /// Changes the value of `key` in place (no copy of it), starting from `defaultValue` if
    /// there is none.
    mutating func update(_ key: SubsystemKey, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        if self[key] == nil { self[key] = defaultValue() }
        body(&entries[positions[Self.index(of: key)]].value)
    }

    /// Changes the value of `key` in place, if there is one.
    mutating func updateIfPresent(_ key: SubsystemKey, _ body: (inout Value) -> Void) {
        let index = Self.index(of: key)
        guard index < positions.count, positions[index] >= 0 else { return }
        body(&entries[positions[index]].value)
    }

    var keys: [SubsystemKey] { entries.map(\.key) }

    var values: [Value] { entries.map(\.value) }

    /// Every key with its value.
    var pairs: [(key: SubsystemKey, value: Value)] { entries }

    mutating func removeAll() {
        positions.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }
}
