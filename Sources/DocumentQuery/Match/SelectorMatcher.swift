import StackDocument

/// Matches selectors against the views of one `QueryTarget`, right to left: the subject
/// compound first, then each combinator walks to the superview, the ancestors or the earlier
/// arranged siblings, backtracking when a descendant or `~` step has several candidates.
/// Cost per view: O(compounds × depth) for descendant chains, O(arranged count) for `+`/`~`.
public struct SelectorMatcher {
    public let target: QueryTarget

    public init(target: QueryTarget) {
        self.target = target
    }

    /// The ids of the views that match `list`, depth first (each parent before its subviews,
    /// siblings in z-order). O(views × cost per view).
    public func matches(_ list: SelectorList) -> [String] {
        target.tree.allIDs.filter { matches(list, view: $0) }
    }

    /// The ids among `candidates` that match `list`, depth first.
    public func matches(_ list: SelectorList, among candidates: Set<String>) -> [String] {
        target.tree.depthFirstOrder(Set(candidates.filter { matches(list, view: $0) }))
    }

    /// Whether view `id` matches `list`.
    public func matches(_ list: SelectorList, view id: String) -> Bool {
        guard let node = target.tree.node(id) else { return false }
        return list.selectors.contains { matches($0, at: $0.compounds.count - 1, node: node) }
    }

    private func matches(_ selector: ComplexSelector, at index: Int, node: QueryNode) -> Bool {
        guard matches(selector.compounds[index], node: node) else { return false }
        if index == 0 { return true }
        let tree = target.tree
        switch selector.combinators[index - 1] {
        case .child:
            guard let parent = node.parent.flatMap({ tree.node($0) }) else { return false }
            return matches(selector, at: index - 1, node: parent)
        case .descendant:
            var ancestor = node.parent.flatMap { tree.node($0) }
            while let current = ancestor {
                if matches(selector, at: index - 1, node: current) { return true }
                ancestor = current.parent.flatMap { tree.node($0) }
            }
            return false
        case .nextArranged, .laterArranged:
            guard let stack = node.parent.flatMap({ tree.node($0) }),
                let position = stack.arranged.firstIndex(of: node.id), position > 0
            else { return false }
            let earlier = selector.combinators[index - 1] == .nextArranged
                ? stack.arranged[(position - 1)..<position] : stack.arranged[..<position]
            return earlier.contains { sibling in
                tree.node(sibling).map { matches(selector, at: index - 1, node: $0) } ?? false
            }
        }
    }

    func matches(_ compound: CompoundSelector, node: QueryNode) -> Bool {
        if let kind = compound.kind, node.properties.kind.rawValue != kind { return false }
        return compound.conditions.allSatisfy { holds($0, node: node) }
    }

    private func holds(_ condition: Condition, node: QueryNode) -> Bool {
        switch condition {
        case .id(let id): return node.id == id
        case .pseudo(let pseudo): return holds(pseudo, node: node)
        case .not(let list): return !list.selectors.contains { matches($0, at: $0.compounds.count - 1, node: node) }
        case .attribute(let predicate):
            if predicate.property.path == ["spacing"], let comparison = predicate.comparison,
                comparison.value == .text("system"), comparison.op == .equal || comparison.op == .notEqual
            {
                guard let isSystem = target.usesSystemSpacing(node) else { return false }
                return isSystem == (comparison.op == .equal)
            }
            guard let value = target.value(of: predicate.property, for: node) else { return false }
            guard let comparison = predicate.comparison else { return value.isPresent }
            return value.satisfies(comparison.op, comparison.value)
        }
    }

    private func holds(_ pseudo: PseudoClass, node: QueryNode) -> Bool {
        switch pseudo {
        case .hidden: return node.properties.hidden
        case .visible: return !node.properties.hidden
        case .arranged: return node.isArranged
        case .notArranged: return !node.isArranged
        case .empty: return node.subviewCount == 0
        case .firstArranged: return node.isArranged && node.parent.flatMap { target.tree.node($0) }?.arranged.first == node.id
        case .lastArranged: return node.isArranged && node.parent.flatMap { target.tree.node($0) }?.arranged.last == node.id
        case .root: return node.parent == nil
        }
    }
}
