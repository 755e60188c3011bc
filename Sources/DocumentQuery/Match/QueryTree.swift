import StackDocument
import StackLayout

/// One view as the matcher sees it.
public struct QueryNode: Sendable {
    public var id: String
    public var properties: ViewProperties
    /// `nil` for the root.
    public var parent: String?
    /// Its own arranged subviews, in arranged order (stacks).
    public var arranged: [String]
    /// Whether it is one of its superview's arranged views.
    public var isArranged: Bool
    public var subviewCount: Int
    public var arrangedCount: Int

    public init(
        id: String, properties: ViewProperties, parent: String?, arranged: [String], isArranged: Bool, subviewCount: Int,
        arrangedCount: Int
    ) {
        self.id = id
        self.properties = properties
        self.parent = parent
        self.arranged = arranged
        self.isArranged = isArranged
        self.subviewCount = subviewCount
        self.arrangedCount = arrangedCount
    }
}

/// The views a selector is matched against: a whole document, or the part of one that the
/// store read for a query (the candidates, their superviews, and what the selector needs
/// around them). Every view reachable from a node by `parent`, and every id in a fetched
/// `arranged` list, must be there for the selector's combinators to be answered exactly.
public protocol QueryTree: Sendable {
    func node(_ id: String) -> QueryNode?
    /// `ids` in depth-first order (each parent before its subviews, siblings in z-order).
    func depthFirstOrder(_ ids: Set<String>) -> [String]
    /// Every view, depth first (for a partial tree: every view it holds).
    var allIDs: [String] { get }
}

/// A whole document.
public struct DocumentQueryTree: QueryTree {
    public let document: Document

    public init(_ document: Document) {
        self.document = document
    }

    public func node(_ id: String) -> QueryNode? {
        guard let node = document[id] else { return nil }
        let isArranged = node.parent.flatMap { document[$0]?.arranged.contains(id) } ?? false
        return QueryNode(
            id: id, properties: node.properties, parent: node.parent, arranged: node.arranged, isArranged: isArranged,
            subviewCount: node.subviews.count, arrangedCount: node.arranged.count)
    }

    public func depthFirstOrder(_ ids: Set<String>) -> [String] {
        document.depthFirstIDs.filter(ids.contains)
    }

    public var allIDs: [String] { document.depthFirstIDs }
}

/// Views read from the state tables: each with its z-order key, which orders siblings.
/// Nodes are kept in an array with an index by id, so that growing the tree moves integers
/// rather than nodes.
struct PartialQueryTree: QueryTree {
    private(set) var nodes: [QueryNode] = []
    private var zKeys: [String] = []
    private var index: [String: Int] = [:]

    init(capacity: Int = 0) {
        nodes.reserveCapacity(capacity)
        zKeys.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    func node(_ id: String) -> QueryNode? { index[id].map { nodes[$0] } }

    func contains(_ id: String) -> Bool { index[id] != nil }

    /// Adds a node not held yet; `zKey` is empty for the root.
    mutating func insert(_ node: QueryNode, zKey: String) {
        index[node.id] = nodes.count
        nodes.append(node)
        zKeys.append(zKey)
    }

    /// Changes a node held.
    mutating func update(_ id: String, _ body: (inout QueryNode) -> Void) {
        guard let position = index[id] else { return }
        body(&nodes[position])
    }

    /// Walks the views held depth first, children by z-order key: O(n log n) for n views held.
    func depthFirstOrder(_ ids: Set<String>) -> [String] {
        var children: [Int: [Int]] = [:]
        var tops: [Int] = []
        for (position, node) in nodes.enumerated() {
            if let parent = node.parent, let parentPosition = index[parent] {
                children[parentPosition, default: []].append(position)
            } else {
                tops.append(position)
            }
        }
        func sorted(_ positions: [Int]) -> [Int] {
            positions.sorted { zKeys[$0].utf8.lexicographicallyPrecedes(zKeys[$1].utf8) }
        }
        var order: [String] = []
        order.reserveCapacity(ids.count)
        var pending = Array(sorted(tops).reversed())
        while let position = pending.popLast() {
            let id = nodes[position].id
            if ids.contains(id) { order.append(id) }
            if let entries = children[position] { pending.append(contentsOf: sorted(entries).reversed()) }
        }
        return order
    }

    var allIDs: [String] { depthFirstOrder(Set(nodes.map(\.id))) }
}
