/// A stack's subviews as one caller names them, and which of them are arranged so far: what
/// `ArrangedViewsRule` checks each arranged view against.
package protocol ArrangeableSubviews {
    /// How a subview is named: its id, or its position in the subviews' list.
    associatedtype Child
    /// Whether `child` is one of the subviews.
    func contains(_ child: Child) -> Bool
    /// Marks `child`, one of the subviews, arranged: false when it already was.
    mutating func markArranged(_ child: Child) -> Bool
}

/// A stack's subviews named by id, from the list of their ids: O(subviews) to make, O(1)
/// expected to look up or mark one.
package struct SubviewIDs: ArrangeableSubviews {
    @usableFromInline let ids: Set<String>
    @usableFromInline var arranged: Set<String> = []

    /// The subviews `ids`, none arranged yet.
    @inlinable
    package init(_ ids: some Sequence<String>) { self.ids = Set(ids) }

    @inlinable
    package func contains(_ child: String) -> Bool { ids.contains(child) }

    @inlinable
    package mutating func markArranged(_ child: String) -> Bool { arranged.insert(child).inserted }
}

/// A stack's subviews named by position in its subviews' list, `0..<count`: O(1) to look up or
/// mark one. One value serves view after view (`reset(count:)` keeps its storage), so a reader
/// of many stacks allocates once.
package struct SubviewPositions: ArrangeableSubviews {
    /// How many subviews the current stack has.
    @usableFromInline var count = 0
    /// Whether each position is arranged so far.
    @usableFromInline var arranged: [Bool] = []

    /// No subviews: `reset(count:)` gives it a stack's.
    package init() {}

    /// Starts on a stack of `count` subviews, none arranged. O(count).
    @inlinable @inline(__always)
    package mutating func reset(count: Int) {
        self.count = count
        arranged.removeAll(keepingCapacity: true)
        arranged.append(contentsOf: repeatElement(false, count: count))
    }

    @inlinable @inline(__always)
    package func contains(_ child: Int) -> Bool { child >= 0 && child < count }

    @inlinable @inline(__always)
    package mutating func markArranged(_ child: Int) -> Bool {
        if arranged[child] { return false }
        arranged[child] = true
        return true
    }
}

/// The subviews of one stack after another in a table of nodes that each name their parent:
/// a view is one of the current stack's when its node names the stack. O(1) expected to look
/// up or mark one; `reset(stack:)` moves to the next stack and keeps the storage.
struct SubviewsByParent: ArrangeableSubviews {
    private let nodes: [String: ViewNode]
    private var stack = ""
    private var arranged: Set<String> = []

    /// The subviews of no stack yet, in `nodes`.
    init(in nodes: [String: ViewNode]) { self.nodes = nodes }

    /// Starts on the subviews of `stack`, none arranged.
    mutating func reset(stack: String) {
        self.stack = stack
        arranged.removeAll(keepingCapacity: true)
    }

    func contains(_ child: String) -> Bool { nodes[child]?.parent == stack }

    mutating func markArranged(_ child: String) -> Bool { arranged.insert(child).inserted }
}
