import StackDocument

/// A `QueryTree` whose views are numbered, with every link between them resolved to a number
/// once: the superview, the arranged subviews, the place in the superview's arranged list,
/// and the depth-first order. The matcher walks these numbers, so testing a view costs no
/// dictionary lookup and copies no node; the ids are for the `QueryTree` answers only.
///
/// Building one is O(n) plus the sorting of the order it is given (see the initialisers);
/// every lookup by number is O(1).
package struct IndexedQueryTree: QueryTree {
    /// The views held, in the order they were given (not necessarily depth first).
    let nodes: [QueryNode]
    /// The number of each view's superview; `-1` for the root, or when the superview is not held.
    let parents: [Int32]
    /// Each view's arranged subviews by number (`-1` for one not held), in arranged order.
    let arranged: [[Int32]]
    /// Each view's place in its superview's arranged list; `-1` when it is not in one held.
    let arrangedPositions: [Int32]
    /// The numbers of every view held, depth first (each parent before its subviews, siblings in z-order).
    let depthFirst: [Int32]
    private let index: [String: Int32]

    /// Views whose depth-first order is already known: `nodes` in that order. O(n + arranged views).
    init(depthFirstNodes nodes: [QueryNode]) {
        self.init(nodes: nodes, depthFirst: (0..<Int32(nodes.count)).map { $0 })
    }

    /// Views in any order, with their depth-first order given as numbers into `nodes`.
    /// O(n + arranged views).
    init(nodes: [QueryNode], depthFirst: [Int32]) {
        var index: [String: Int32] = [:]
        index.reserveCapacity(nodes.count)
        for (number, node) in nodes.enumerated() { index[node.id] = Int32(number) }
        var parents = [Int32](repeating: -1, count: nodes.count)
        var arranged = [[Int32]](repeating: [], count: nodes.count)
        for (number, node) in nodes.enumerated() {
            if let parent = node.parent, let parentNumber = index[parent] { parents[number] = parentNumber }
            if !node.arranged.isEmpty { arranged[number] = node.arranged.map { index[$0] ?? -1 } }
        }
        self.init(nodes: nodes, index: index, parents: parents, arranged: arranged, depthFirst: depthFirst)
    }

    /// Views whose links are already numbered: `index` numbers `nodes`, `parents` and
    /// `arranged` are as the properties of the same names. O(n + arranged views).
    init(nodes: [QueryNode], index: [String: Int32], parents: [Int32], arranged: [[Int32]], depthFirst: [Int32]) {
        var arrangedPositions = [Int32](repeating: -1, count: nodes.count)
        for (stack, children) in arranged.enumerated() {
            for (position, child) in children.enumerated() where child >= 0 && parents[Int(child)] == Int32(stack) {
                arrangedPositions[Int(child)] = Int32(position)
            }
        }
        self.nodes = nodes
        self.parents = parents
        self.arranged = arranged
        self.arrangedPositions = arrangedPositions
        self.depthFirst = depthFirst
        self.index = index
    }

    /// Any tree, numbered in its depth-first order. O(n) calls of `node(_:)`.
    package init(_ tree: any QueryTree) {
        if let indexed = tree as? IndexedQueryTree {
            self = indexed
        } else {
            self.init(depthFirstNodes: tree.allIDs.compactMap { tree.node($0) })
        }
    }

    /// The number of view `id`, if held. O(1).
    func number(of id: String) -> Int32? { index[id] }

    /// The ids from the root down to view `number` (from the superview of the highest view
    /// held, when the tree holds only part of the document). O(depth).
    func path(of number: Int32) -> [String] {
        var depth = 1
        var highest = number
        while parents[Int(highest)] >= 0 {
            highest = parents[Int(highest)]
            depth += 1
        }
        let above = nodes[Int(highest)].parent
        if above != nil { depth += 1 }
        var components = [String](repeating: "", count: depth)
        var current = number
        for position in stride(from: depth - 1, through: above == nil ? 0 : 1, by: -1) {
            components[position] = nodes[Int(current)].id
            current = parents[Int(current)]
        }
        if let above { components[0] = above }
        return components
    }

    package func node(_ id: String) -> QueryNode? { index[id].map { nodes[Int($0)] } }

    package func depthFirstOrder(_ ids: Set<String>) -> [String] {
        depthFirst.lazy.map { self.nodes[Int($0)].id }.filter(ids.contains)
    }

    package var allIDs: [String] { depthFirst.map { nodes[Int($0)].id } }
}
