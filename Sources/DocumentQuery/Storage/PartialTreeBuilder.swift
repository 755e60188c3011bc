import DocumentStore

/// Collects the views of one document read from the stored state, each with its z-order key
/// and arranged-order key, then numbers them into an `IndexedQueryTree`. Views are kept in an
/// array with an index by id, so that growing the tree moves integers rather than nodes.
struct PartialTreeBuilder: Sendable {
    private(set) var nodes: [QueryNode] = []
    private var zKeys: [PackedOrderKey] = []
    private var arrangedKeys: [PackedOrderKey?] = []
    private var index: [String: Int32] = [:]

    init(capacity: Int = 0) {
        nodes.reserveCapacity(capacity)
        zKeys.reserveCapacity(capacity)
        arrangedKeys.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    /// How many views are held.
    var count: Int { nodes.count }

    func contains(_ id: String) -> Bool { index[id] != nil }

    /// Adds a view not held yet, as the store read it; its `arranged` list is filled in by
    /// `finish()` from the arranged keys of the views held under it.
    mutating func insert(_ record: consuming ViewRecord) {
        index[record.id] = Int32(nodes.count)
        zKeys.append(record.zKey)
        arrangedKeys.append(record.arrangedKey)
        let isArranged = record.arrangedKey != nil
        nodes.append(
            QueryNode(
                id: record.id, properties: record.properties, parent: record.parent, arranged: [],
                isArranged: isArranged, subviewCount: record.subviewCount, arrangedCount: record.arrangedCount))
    }

    /// Counts, on each view, the subviews held under it and how many of them are arranged:
    /// the child counts of whole documents. O(n).
    mutating func countChildren() {
        for position in nodes.indices {
            guard let parent = nodes[position].parent, let parentPosition = index[parent] else { continue }
            nodes[Int(parentPosition)].subviewCount += 1
            if nodes[position].isArranged { nodes[Int(parentPosition)].arrangedCount += 1 }
        }
    }

    /// The views numbered: each stack's arranged views held, in arranged-key order (also set as
    /// its `arranged` ids), and the depth-first order, siblings by z-order key (views whose
    /// superview is not held come first, by their own keys). The builder is left empty (its
    /// views are moved, not copied). O(n log n).
    mutating func finish() -> IndexedQueryTree {
        let count = nodes.count
        var parents = [Int32](repeating: -1, count: count)
        for position in 0..<count {
            if let parent = nodes[position].parent, let parentPosition = index[parent] { parents[position] = parentPosition }
        }
        var children = ChildLists(parents: parents)
        var arranged = [[Int32]](repeating: [], count: count)
        var nodes: [QueryNode] = []
        swap(&nodes, &self.nodes)
        defer { self = PartialTreeBuilder() }
        arrangedKeys.withUnsafeBufferPointer { keys in
            for position in 0..<count {
                var ordered = children[position].filter { keys[Int($0)] != nil }
                guard !ordered.isEmpty else { continue }
                ordered.sort { keys[Int($0)]! < keys[Int($1)]! }
                arranged[position] = ordered
                let ids = ordered.map { nodes[Int($0)].id }
                nodes[position].arranged = ids
            }
        }
        var tops = (0..<Int32(count)).filter { parents[Int($0)] < 0 }
        zKeys.withUnsafeBufferPointer { keys in
            children.sortEach { keys[Int($0)] < keys[Int($1)] }
            tops.sort { keys[Int($0)] < keys[Int($1)] }
        }
        var depthFirst: [Int32] = []
        depthFirst.reserveCapacity(count)
        var pending = Array(tops.reversed())
        while let position = pending.popLast() {
            depthFirst.append(position)
            pending.append(contentsOf: children[Int(position)].reversed())
        }
        return IndexedQueryTree(nodes: nodes, index: index, parents: parents, arranged: arranged, depthFirst: depthFirst)
    }
}

/// A document's views as read from the stored state: numbered already, or still to be numbered
/// (by the thread that matches them, while the reading thread reads the next document).
enum ReadTree: Sendable {
    case numbered(IndexedQueryTree)
    case unnumbered(PartialTreeBuilder)

    /// The tree, numbered: O(n log n) when it was not yet. Consumed, so that the builder's
    /// storage moves into the tree rather than being copied.
    consuming func numbered() -> IndexedQueryTree {
        switch consume self {
        case .numbered(let tree): return tree
        case .unnumbered(var builder): return builder.finish()
        }
    }
}
