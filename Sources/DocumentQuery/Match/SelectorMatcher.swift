import StackDocument

/// Matches selectors against the views of one `QueryTarget`, right to left: the subject
/// compound first, then each combinator walks to the superview, the ancestors or the earlier
/// arranged siblings, backtracking when a descendant or `~` step has several candidates.
/// Making a matcher indexes the target's views once, O(views), so a step costs no lookup by id.
/// Cost per view: O(compounds × depth) for descendant chains, O(arranged count) for `~`.
public struct SelectorMatcher {
    /// The document matched against.
    public let target: QueryTarget
    let tree: IndexedQueryTree

    /// A matcher over `target`'s views. O(views).
    public init(target: QueryTarget) {
        self.target = target
        tree = IndexedQueryTree(target.tree)
    }

    /// The ids of the views that match `list`, depth first (each parent before its subviews,
    /// siblings in z-order). O(views × cost per view).
    public func matches(_ list: SelectorList) -> [String] {
        matchingNumbers(list).map { tree.nodes[Int($0)].id }
    }

    /// The ids among `candidates` that match `list`, depth first; ids not in the document are
    /// ignored. O(views + candidates × cost per view).
    public func matches(_ list: SelectorList, among candidates: Set<String>) -> [String] {
        matchingNumbers(list, among: candidates).map { tree.nodes[Int($0)].id }
    }

    /// Whether view `id` matches `list`; false for an id not in the document. O(cost per view).
    public func matches(_ list: SelectorList, view id: String) -> Bool {
        tree.number(of: id).map { matches(list, number: $0) } ?? false
    }

    /// The numbers (in `tree`) of the views that match `list`, among `candidates` when given,
    /// depth first. O(views held + matched views × cost per view).
    func matchingNumbers(_ list: SelectorList, among candidates: Set<String>? = nil) -> [Int32] {
        guard let candidates else { return tree.depthFirst.filter { matches(list, number: $0) } }
        var isCandidate = [Bool](repeating: false, count: tree.nodes.count)
        for id in candidates {
            if let number = tree.number(of: id) { isCandidate[Int(number)] = true }
        }
        return tree.depthFirst.filter { isCandidate[Int($0)] && matches(list, number: $0) }
    }

    private func matches(_ list: SelectorList, number: Int32) -> Bool {
        list.selectors.contains { matches($0, at: $0.compounds.count - 1, number: number) }
    }

    private func matches(_ selector: ComplexSelector, at index: Int, number: Int32) -> Bool {
        guard matches(selector.compounds[index], number: number) else { return false }
        if index == 0 { return true }
        switch selector.combinators[index - 1] {
        case .child:
            let parent = tree.parents[Int(number)]
            return parent >= 0 && matches(selector, at: index - 1, number: parent)
        case .descendant:
            var ancestor = tree.parents[Int(number)]
            while ancestor >= 0 {
                if matches(selector, at: index - 1, number: ancestor) { return true }
                ancestor = tree.parents[Int(ancestor)]
            }
            return false
        case .nextArranged, .laterArranged:
            let stack = tree.parents[Int(number)]
            let position = Int(tree.arrangedPositions[Int(number)])
            guard stack >= 0, position > 0 else { return false }
            let siblings = tree.arranged[Int(stack)]
            let earlier = selector.combinators[index - 1] == .nextArranged
                ? siblings[(position - 1)..<position] : siblings[..<position]
            return earlier.contains { $0 >= 0 && matches(selector, at: index - 1, number: $0) }
        }
    }

    private func matches(_ compound: CompoundSelector, number: Int32) -> Bool {
        if let kind = compound.kind, tree.nodes[Int(number)].properties.kind.rawValue != kind { return false }
        return compound.conditions.allSatisfy { holds($0, number: number) }
    }

    private func holds(_ condition: Condition, number: Int32) -> Bool {
        switch condition {
        case .id(let id): return tree.nodes[Int(number)].id == id
        case .pseudo(let pseudo): return holds(pseudo, number: number)
        case .not(let list): return !matches(list, number: number)
        case .attribute(let predicate):
            if predicate.property.path == ["spacing"], let comparison = predicate.comparison,
                comparison.value == .text("system"), comparison.op == .equal || comparison.op == .notEqual
            {
                guard let isSystem = target.usesSystemSpacing(tree.nodes[Int(number)]) else { return false }
                return isSystem == (comparison.op == .equal)
            }
            guard let value = target.value(of: predicate.property, for: tree.nodes[Int(number)]) else { return false }
            guard let comparison = predicate.comparison else { return value.isPresent }
            return value.satisfies(comparison.op, comparison.value)
        }
    }

    private func holds(_ pseudo: PseudoClass, number: Int32) -> Bool {
        let position = Int(number)
        switch pseudo {
        case .hidden: return tree.nodes[position].properties.hidden
        case .visible: return !tree.nodes[position].properties.hidden
        case .arranged: return tree.nodes[position].isArranged
        case .notArranged: return !tree.nodes[position].isArranged
        case .empty: return tree.nodes[position].subviewCount == 0
        case .firstArranged, .lastArranged:
            let parent = tree.parents[position]
            guard tree.nodes[position].isArranged, parent >= 0 else { return false }
            let siblings = tree.arranged[Int(parent)]
            return (pseudo == .firstArranged ? siblings.first : siblings.last) == number
        case .root: return tree.nodes[position].parent == nil
        }
    }
}
