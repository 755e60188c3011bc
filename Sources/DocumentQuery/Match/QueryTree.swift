import StackDocument
import StackLayout

/// One view as the matcher sees it.
package struct QueryNode: Sendable {
    package var id: String
    package var properties: ViewProperties
    /// `nil` for the root.
    package var parent: String?
    /// Its own arranged subviews, in arranged order (stacks).
    package var arranged: [String]
    /// Whether it is one of its superview's arranged views.
    package var isArranged: Bool
    package var subviewCount: Int
    package var arrangedCount: Int

    package init(
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
/// The matcher numbers a tree (`IndexedQueryTree`, O(n)) before walking it; the store's reads
/// produce numbered trees directly.
package protocol QueryTree: Sendable {
    func node(_ id: String) -> QueryNode?
    /// `ids` in depth-first order (each parent before its subviews, siblings in z-order).
    func depthFirstOrder(_ ids: Set<String>) -> [String]
    /// Every view, depth first (for a partial tree: every view it holds).
    var allIDs: [String] { get }
}

/// A whole document.
package struct DocumentQueryTree: QueryTree {
    package let document: Document

    package init(_ document: Document) {
        self.document = document
    }

    package func node(_ id: String) -> QueryNode? {
        guard let node = document[id] else { return nil }
        let isArranged = node.parent.flatMap { document[$0]?.arranged.contains(id) } ?? false
        return QueryNode(
            id: id, properties: node.properties, parent: node.parent, arranged: node.arranged, isArranged: isArranged,
            subviewCount: node.subviews.count, arrangedCount: node.arranged.count)
    }

    package func depthFirstOrder(_ ids: Set<String>) -> [String] {
        document.depthFirstIDs.filter(ids.contains)
    }

    package var allIDs: [String] { document.depthFirstIDs }
}
