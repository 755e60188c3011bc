/// A cost coefficient with one component per priority level: the symbolic weights of the
/// original Cassowary paper, compared lexicographically, most important level first.
///
/// The representation is sparse: only levels with a nonzero component are stored, sorted from
/// the most to the least important level, so a weight costs memory and time in proportion to
/// the number of levels it actually touches, however many levels the system has. Most weights
/// touch one level, or one level and the summing level above it with the same value (a weight
/// whose errors add up within its priority, `init(summedAt:value:)`); those are stored inline,
/// without allocating. Components smaller than `tolerance` in magnitude are dropped.
package struct SymbolicWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    package struct Component: Hashable, Sendable {
        package var level: PriorityLevel
        package var value: Double

        package init(level: PriorityLevel, value: Double) {
            self.level = level
            self.value = value
        }
    }

    private enum Storage: Hashable, Sendable {
        case zero
        case one(Component)
        /// The component and as much again at its level's `summingLevel`, just above it: two
        /// components, stored as one. Only ever this pair's form (`init(normalizing:)`), so that
        /// equal weights have equal storage.
        case summed(Component)
        /// Two or more components, most important first, never a pair that `summed` holds.
        case many([Component])
    }

    /// Components with an absolute value below this are treated as zero.
    package static let tolerance = 1e-9

    private var storage: Storage

    package static let zero = SymbolicWeight(storage: .zero)

    private init(storage: Storage) { self.storage = storage }

    /// A weight of `value` at a single level.
    package init(level: PriorityLevel, value: Double = 1) {
        storage = abs(value) > Self.tolerance ? .one(Component(level: level, value: value)) : .zero
    }

    /// `value` at `level` and `value` at `level.summingLevel`: an error that adds up with every
    /// other summed error of the same priority and sub-level at their shared level, and counts
    /// again at `level` below it, which decides only between equal sums. `level`'s tie-break
    /// lies below `PriorityLevel.summingTieBreak` (otherwise the two components are added as
    /// any others). O(1), without allocating.
    package init(summedAt level: PriorityLevel, value: Double = 1) {
        if abs(value) <= Self.tolerance {
            self.init(storage: .zero)
        } else if level.tieBreak < PriorityLevel.summingTieBreak {
            self.init(storage: .summed(Component(level: level, value: value)))
        } else {
            self.init(components: [Component(level: level.summingLevel, value: value), Component(level: level, value: value)])
        }
    }

    /// The sum of the given components (levels may repeat and come in any order): sorted most
    /// important first, components at one level added up. O(k log k).
    package init(components: [Component]) {
        if components.count == 1 {
            self.init(level: components[0].level, value: components[0].value)
            return
        }
        // Sorted, then merged in the same array (one copy of the argument, no other).
        var merged = components
        merged.sort { $0.level > $1.level }
        var count = 0
        for read in merged.indices where abs(merged[read].value) > Self.tolerance {
            let component = merged[read]
            if count > 0, merged[count - 1].level == component.level {
                merged[count - 1].value += component.value
                if abs(merged[count - 1].value) <= Self.tolerance { count -= 1 }
            } else {
                merged[count] = component
                count += 1
            }
        }
        merged.removeLast(merged.count - count)
        self.init(normalizing: merged)
    }

    /// The sum of many weights, added in order into one buffer reserved for all their
    /// components (`RunningSum`): each weight's components are already sorted, so a long one
    /// is merged in O(k + m) and a short one inserted in O(log k + k), with no sort and one
    /// allocation. O(n K) at worst for n weights of K components in all; O(K) for the usual
    /// sum of one long weight and a few short ones. Bit for bit the sum of sorting all the
    /// components and adding those of each level in the weights' order, since both add each
    /// level's components in that order and drop a level within `tolerance` of zero alike.
    package static func sum(_ weights: [SymbolicWeight]) -> SymbolicWeight {
        var total = 0
        for weight in weights { total += weight.count }
        guard total > 1 else { return weights.first { !$0.isZero } ?? .zero }
        var running = RunningSum(weights[0], capacity: total)
        for index in weights.indices.dropFirst() { running.add(weights[index], times: 1) }
        return running.weight
    }

    private init(normalizing components: [Component]) {
        switch components.count {
        case 0: storage = .zero
        case 1: storage = .one(components[0])
        case 2 where Self.isSummedPair(components[0], components[1]): storage = .summed(components[1])
        default:
            // A merge reserves room for both operands; when most of it cancelled (the jump
            // between two long slopes, say), the weight keeps an array of its own size instead,
            // since weights outlive the walks that make them.
            guard components.capacity > components.count + max(4, components.count / 4) else {
                storage = .many(components)
                return
            }
            var exact: [Component] = []
            exact.reserveCapacity(components.count)
            exact.append(contentsOf: components)
            storage = .many(exact)
        }
    }

    /// Whether `upper, lower` (most important first) is the pair that `.summed(lower)` stands for.
    private static func isSummedPair(_ upper: Component, _ lower: Component) -> Bool {
        upper.value == lower.value && lower.level.tieBreak < PriorityLevel.summingTieBreak && upper.level == lower.level.summingLevel
    }

    /// The upper component of `.summed(component)`.
    private static func summingComponent(of component: Component) -> Component {
        Component(level: component.level.summingLevel, value: component.value)
    }

    /// Hashes the number of components and the leading one only: O(1) however long the weight
    /// (equal weights have equal components, so they still hash alike).
    package func hash(into hasher: inout Hasher) {
        switch storage {
        case .zero:
            hasher.combine(0)
        case .one(let component):
            hasher.combine(1)
            hasher.combine(component)
        case .summed(let component):
            hasher.combine(2)
            hasher.combine(Self.summingComponent(of: component))
        case .many(let components):
            hasher.combine(components.count)
            hasher.combine(components[0])
        }
    }

    /// Nonzero components, most important level first.
    package var components: [Component] {
        switch storage {
        case .zero: []
        case .one(let component): [component]
        case .summed(let component): [Self.summingComponent(of: component), component]
        case .many(let components): components
        }
    }

    /// Calls `body` with the components, without allocating.
    private func withComponents<Result>(_ body: (UnsafeBufferPointer<Component>) -> Result) -> Result {
        switch storage {
        case .zero: return body(UnsafeBufferPointer(start: nil, count: 0))
        case .one(var component): return withUnsafePointer(to: &component) { body(UnsafeBufferPointer(start: $0, count: 1)) }
        case .summed(let component):
            // A homogeneous tuple is laid out as an array of its elements.
            var pair = (Self.summingComponent(of: component), component)
            return withUnsafePointer(to: &pair) {
                $0.withMemoryRebound(to: Component.self, capacity: 2) { body(UnsafeBufferPointer(start: $0, count: 2)) }
            }
        case .many(let components): return components.withUnsafeBufferPointer(body)
        }
    }

    private var first: Component? {
        switch storage {
        case .zero: nil
        case .one(let component): component
        case .summed(let component): Self.summingComponent(of: component)
        case .many(let components): components[0]
        }
    }

    package var isZero: Bool { if case .zero = storage { true } else { false } }

    /// Keeps the components (of a weight of three or more) in an array of their own size, when
    /// the one they are in has grown well beyond them (`accumulate` grows it geometrically).
    /// O(components) when it copies, else O(1).
    package mutating func shrinkToFit() {
        guard case .many(let components) = storage, components.capacity > components.count + max(4, components.count / 4) else { return }
        var exact: [Component] = []
        exact.reserveCapacity(components.count)
        exact.append(contentsOf: components)
        storage = .many(exact)
    }

    /// The number of nonzero components.
    package var count: Int {
        switch storage {
        case .zero: 0
        case .one: 1
        case .summed: 2
        case .many(let components): components.count
        }
    }
    /// The sign of the most important nonzero component: -1, 0 or 1.
    package var sign: Int {
        switch storage {
        case .zero: 0
        case .one(let component), .summed(let component): component.value > 0 ? 1 : -1
        case .many(let components): components[0].value > 0 ? 1 : -1
        }
    }
    package var isNegative: Bool { sign < 0 }
    package var isPositive: Bool { sign > 0 }
    /// The most important level with a nonzero component.
    package var leadingLevel: PriorityLevel? { first?.level }
    /// The least important level with a nonzero component.
    package var trailingLevel: PriorityLevel? {
        switch storage {
        case .zero: nil
        case .one(let component), .summed(let component): component.level
        case .many(let components): components[components.count - 1].level
        }
    }

    /// `self += other * factor`. O(k + m) for weights with k and m components; no allocation
    /// when the result has at most one component.
    package mutating func add(_ other: SymbolicWeight, times factor: Double) {
        guard factor != 0 else { return }
        // One enum at a time: a switch over the pair would copy both payloads.
        switch other.storage {
        case .zero:
            return
        case .one(let theirs):
            switch storage {
            case .zero:
                self = SymbolicWeight(level: theirs.level, value: theirs.value * factor)
                return
            case .one(let mine) where mine.level == theirs.level:
                self = SymbolicWeight(level: mine.level, value: mine.value + theirs.value * factor)
                return
            case .many(var components):
                // In place: drop the storage's reference first so that the array is unique.
                storage = .zero
                Self.insert(theirs, times: factor, into: &components)
                self = SymbolicWeight(normalizing: components)
                return
            case .one, .summed:
                break
            }
        case .summed(let theirs):
            switch storage {
            case .zero:
                self = SymbolicWeight(summedAt: theirs.level, value: theirs.value * factor)
                return
            case .summed(let mine) where mine.level == theirs.level:
                self = SymbolicWeight(summedAt: mine.level, value: mine.value + theirs.value * factor)
                return
            case .many(var components):
                storage = .zero
                Self.insert(Self.summingComponent(of: theirs), times: factor, into: &components)
                Self.insert(theirs, times: factor, into: &components)
                self = SymbolicWeight(normalizing: components)
                return
            case .one, .summed:
                break
            }
        case .many(let others):
            if case .many(var components) = storage, others.count <= 4 && components.count > 4 * others.count {
                // A few components into many: in place too (no allocation), O(m log k + m k).
                storage = .zero
                for component in others { Self.insert(component, times: factor, into: &components) }
                self = SymbolicWeight(normalizing: components)
                return
            }
        }
        // A merge of the two sorted lists. Longer ones (more than four components together)
        // are merged into scratch room (on the stack where it fits), then copied into an array
        // of the size left (the difference of two long slopes mostly cancels), or into no
        // array at all when one or two components are left; shorter ones straight into an
        // array reserved at the size of both. (Not `Array(unsafeUninitializedCapacity:)`: that
        // goes through an unspecialised allocation in the standard library, which looks the
        // array type up at run time on every call.)
        self = withComponents { lhs in
            other.withComponents { rhs in
                guard lhs.count + rhs.count > 4 else {
                    var merged: [Component] = []
                    merged.reserveCapacity(lhs.count + rhs.count)
                    Self.merge(lhs, rhs, times: factor) { merged.append($0) }
                    return SymbolicWeight(normalizing: merged)
                }
                return withUnsafeTemporaryAllocation(of: Component.self, capacity: lhs.count + rhs.count) { scratch in
                    var count = 0
                    Self.merge(lhs, rhs, times: factor) { component in
                        scratch.initializeElement(at: count, to: component)
                        count += 1
                    }
                    // (Components hold no references: nothing to deinitialize.)
                    switch count {
                    case 0: return .zero
                    case 1: return SymbolicWeight(storage: .one(scratch[0]))
                    case 2 where Self.isSummedPair(scratch[0], scratch[1]): return SymbolicWeight(storage: .summed(scratch[1]))
                    default:
                        var merged: [Component] = []
                        merged.reserveCapacity(count)
                        merged.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
                        return SymbolicWeight(normalizing: merged)
                    }
                }
            }
        }
    }

    /// The most important level of `lhs + rhs * factor` with a nonzero component (nil if the
    /// sum is zero), what `(lhs + rhs * factor).leadingLevel` gives, without making the sum:
    /// the merge stops at the first component that does not cancel. O(k + m) at worst,
    /// without allocating.
    package static func leadingLevel(of lhs: SymbolicWeight, plus rhs: SymbolicWeight, times factor: Double) -> PriorityLevel? {
        lhs.withComponents { a in
            rhs.withComponents { b in
                var i = 0, j = 0
                while i < a.count || j < b.count {
                    if j == b.count || (i < a.count && b[j].level < a[i].level) {
                        return a[i].level
                    } else if i == a.count || a[i].level < b[j].level {
                        if abs(b[j].value * factor) > tolerance { return b[j].level }
                        j += 1
                    } else {
                        if abs(a[i].value + b[j].value * factor) > tolerance { return a[i].level }
                        i += 1
                        j += 1
                    }
                }
                return nil
            }
        }
    }

    /// Calls `body` with each component of `lhs + rhs * factor`, most important first (both
    /// sorted so), leaving out what cancels within `tolerance`. O(k + m).
    @inline(__always)
    private static func merge(
        _ lhs: UnsafeBufferPointer<Component>, _ rhs: UnsafeBufferPointer<Component>, times factor: Double, into body: (Component) -> Void
    ) {
        var i = 0, j = 0
        while i < lhs.count && j < rhs.count {
            let mine = lhs[i].level, theirs = rhs[j].level
            if theirs < mine {
                body(lhs[i])
                i += 1
            } else if mine < theirs {
                let value = rhs[j].value * factor
                if abs(value) > tolerance { body(Component(level: theirs, value: value)) }
                j += 1
            } else {
                let value = lhs[i].value + rhs[j].value * factor
                if abs(value) > tolerance { body(Component(level: mine, value: value)) }
                i += 1
                j += 1
            }
        }
        while i < lhs.count {
            body(lhs[i])
            i += 1
        }
        while j < rhs.count {
            let value = rhs[j].value * factor
            if abs(value) > tolerance { body(Component(level: rhs[j].level, value: value)) }
            j += 1
        }
    }

    /// `self += other * factor` like `add(_:times:)`, but merging two weights of several
    /// components in place, into an array that grows geometrically: for a weight that only one
    /// place holds and that is added to again and again (the objective's reduced costs; a walk
    /// that only reads its sum uses `RunningSum`), which then allocates O(log) times rather than
    /// once per sum. O(k + m).
    mutating func accumulate(_ other: SymbolicWeight, times factor: Double) {
        guard factor != 0, case .many(let others) = other.storage, case .many(var components) = storage,
              others.count > 4 || components.count <= 4 * others.count
        else {
            add(other, times: factor)
            return
        }
        // (A few components into many go to `add`, which inserts them in place.) The array is
        // unique once the storage lets go of it (or copied once here, if shared).
        storage = .zero
        let needed = components.count + others.count
        if components.capacity < needed { components.reserveCapacity(max(needed, 2 * components.count)) }
        Self.merge(others, times: factor, into: &components)
        self = SymbolicWeight(normalizing: components)
    }

    /// Adds `component * factor` to sorted components in place. O(log k + k) for k components.
    private static func insert(_ component: Component, times factor: Double, into components: inout [Component]) {
        var low = 0, high = components.count
        while low < high {
            let middle = (low + high) / 2
            if components[middle].level > component.level { low = middle + 1 } else { high = middle }
        }
        if low < components.count, components[low].level == component.level {
            components[low].value += component.value * factor
            if abs(components[low].value) <= tolerance { components.remove(at: low) }
        } else if abs(component.value * factor) > tolerance {
            components.insert(Component(level: component.level, value: component.value * factor), at: low)
        }
    }

    /// `components += others * factor` in place: merged from the back, least important level
    /// first, so that a slot is written only after it has been read; then what cancelled is
    /// left out. O(k + m); allocates only if the array is shared or too small.
    private static func merge(_ others: [Component], times factor: Double, into components: inout [Component]) {
        let count = components.count, otherCount = others.count
        // Room for the merge (copied, not filled element by element; overwritten before it is read).
        components.append(contentsOf: others)
        var kept = 0
        components.withUnsafeMutableBufferPointer { merged in
            others.withUnsafeBufferPointer { rhs in
                var i = count - 1, j = otherCount - 1, k = count + otherCount - 1
                while j >= 0 {
                    if i >= 0 && merged[i].level < rhs[j].level {
                        merged[k] = merged[i]
                        i -= 1
                    } else if i >= 0 && !(rhs[j].level < merged[i].level) {
                        let value = merged[i].value + rhs[j].value * factor
                        merged[k] = Component(level: merged[i].level, value: abs(value) > tolerance ? value : 0)
                        i -= 1
                        j -= 1
                    } else {
                        let value = rhs[j].value * factor
                        merged[k] = Component(level: rhs[j].level, value: abs(value) > tolerance ? value : 0)
                        j -= 1
                    }
                    k -= 1
                }
                // The rest of the own components shift up to meet the merged ones.
                while i >= 0 {
                    merged[k] = merged[i]
                    i -= 1
                    k -= 1
                }
                // Components from k + 1 on are the sum, with zeros where terms cancelled (no
                // stored component is zero): move them down to the start, leaving the zeros out.
                for read in (k + 1)..<(count + otherCount) where merged[read].value != 0 {
                    merged[kept] = merged[read]
                    kept += 1
                }
            }
        }
        components.removeLast(count + otherCount - kept)
    }

    package func scaled(by factor: Double) -> SymbolicWeight {
        var result = SymbolicWeight.zero
        result.add(self, times: factor)
        return result
    }

    package static func + (lhs: SymbolicWeight, rhs: SymbolicWeight) -> SymbolicWeight {
        var result = lhs
        result.add(rhs, times: 1)
        return result
    }

    package static func - (lhs: SymbolicWeight, rhs: SymbolicWeight) -> SymbolicWeight {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    package static prefix func - (weight: SymbolicWeight) -> SymbolicWeight { weight.scaled(by: -1) }

    /// Lexicographic comparison of `lhs * lhsScale` with `rhs * rhsScale`, without allocating:
    /// -1, 0 or 1. Differences within `tolerance` at a level count as equal. O(k + m).
    package static func compare(
        _ lhs: SymbolicWeight, scaledBy lhsScale: Double,
        _ rhs: SymbolicWeight, scaledBy rhsScale: Double
    ) -> Int {
        lhs.withComponents { a in
            rhs.withComponents { b in
                var i = 0, j = 0
                while i < a.count || j < b.count {
                    let left: Double, right: Double
                    if j == b.count || (i < a.count && a[i].level > b[j].level) {
                        left = a[i].value * lhsScale
                        right = 0
                        i += 1
                    } else if i == a.count || b[j].level > a[i].level {
                        left = 0
                        right = b[j].value * rhsScale
                        j += 1
                    } else {
                        left = a[i].value * lhsScale
                        right = b[j].value * rhsScale
                        i += 1
                        j += 1
                    }
                    if abs(left - right) > tolerance { return left < right ? -1 : 1 }
                }
                return 0
            }
        }
    }

    package static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
        compare(lhs, scaledBy: 1, rhs, scaledBy: 1) < 0
    }

    /// Equal within `tolerance` at every level.
    package func isApproximatelyEqual(to other: SymbolicWeight) -> Bool {
        Self.compare(self, scaledBy: 1, other, scaledBy: 1) == 0
    }

    package var description: String {
        components.isEmpty ? "0" : components.map { "\($0.value)\($0.level)" }.joined(separator: " + ")
    }
}

extension SymbolicWeight {
    /// A sum of weights built up in place, for walks along a profile's jumps: the components
    /// stay sorted in one buffer that grows geometrically, and no weight is made until asked
    /// for. Adding a weight of m components to a sum of k costs O(m (log k + k)) for a few
    /// components (a binary search and a shift each), O(k + m) by merging for more; the sum
    /// equals adding the same weights one at a time with `add(_:times:)`, bit for bit (each
    /// component is added, and dropped within `tolerance` of zero, the same way).
    package struct RunningSum {
        /// Nonzero components, most important level first.
        private var components: [Component]

        package init(_ start: SymbolicWeight, capacity: Int = 16) {
            components = []
            components.reserveCapacity(max(capacity, start.count))
            start.withComponents { components.append(contentsOf: $0) }
        }

        /// The sign of the sum's most important component: -1, 0 or 1.
        package var sign: Int { components.first.map { $0.value > 0 ? 1 : -1 } ?? 0 }

        /// The sum so far (in an array of its own size when the buffer has grown well beyond
        /// it: see `init(normalizing:)`).
        package var weight: SymbolicWeight { SymbolicWeight(normalizing: components) }

        /// `sum += weight * factor`.
        package mutating func add(_ weight: SymbolicWeight, times factor: Double) {
            guard factor != 0 else { return }
            switch weight.storage {
            case .zero:
                return
            case .one(let component):
                SymbolicWeight.insert(component, times: factor, into: &components)
            case .summed(let component):
                SymbolicWeight.insert(SymbolicWeight.summingComponent(of: component), times: factor, into: &components)
                SymbolicWeight.insert(component, times: factor, into: &components)
            case .many(let others):
                if others.count <= 4 {
                    for component in others { SymbolicWeight.insert(component, times: factor, into: &components) }
                } else {
                    let needed = components.count + others.count
                    if components.capacity < needed { components.reserveCapacity(max(needed, 2 * components.capacity)) }
                    SymbolicWeight.merge(others, times: factor, into: &components)
                }
            }
        }
    }
}

