/// A change of variables that keeps a subsystem's simplex rows short.
///
/// In absolute coordinates, the leading edge of a stack's k-th arranged view is the stack's edge
/// plus the lengths and gaps of the k views before it, so every later position row drags along
/// every earlier view's error symbols: O(n) rows of O(n) cells and O(n^3) work for a stack of n
/// views. Inside a subsystem, the solver variable of an arranged view's leading edge along its
/// stack's axis therefore stands for its *offset* from the previous arranged view (from the
/// stack's own edge for the first):
///
///     x(item k) = x(stack) + offset(item 0) + ... + offset(item k)
///
/// Constraints between neighbours (spacing, gaps, centring) then become short, and only a
/// reference to an absolute position (the last view's trailing edge meeting the stack's) costs
/// a long row. Compiled constraints and the exported system keep absolute variables; the
/// rewrite happens when installing into a solver, and values are turned back into absolute
/// positions when read.
struct PositionChains: Equatable {
    struct Chain: Equatable {
        /// The stack's leading edge along its axis.
        let base: VariableKey
        /// Its arranged views' leading edges, in arranged order.
        let items: [VariableKey]
    }

    /// Chains in dependency order: a stack's chain before those of stacks arranged in it.
    private(set) var chains: [Chain] = []
    /// Chain index and position of every chained variable.
    private(set) var membership: [VariableKey: (chain: Int, index: Int)] = [:]

    static func == (lhs: PositionChains, rhs: PositionChains) -> Bool { lhs.chains == rhs.chains }

    /// The chains along `axes` of the stacks in `root`'s subtree that `inRegion` accepts, not
    /// looking below views it rejects.
    init(root: Int, axes: [Axis], graph: SceneGraph, inRegion: (Int) -> Bool) {
        self.init(chains: Self.chains(root: root, axes: axes, graph: graph, inRegion: inRegion))
    }

    /// The change of variables for `chains` (as `chains(root:axes:graph:inRegion:)` lists them).
    init(chains: [Chain]) {
        self.chains = chains
        for (chainIndex, chain) in chains.enumerated() {
            for (index, item) in chain.items.enumerated() { membership[item] = (chainIndex, index) }
        }
    }

    /// The chains alone, without the index of their variables: enough to tell whether a
    /// subsystem's change of variables still holds. O(region).
    static func chains(root: Int, axes: [Axis], graph: SceneGraph, inRegion: (Int) -> Bool) -> [Chain] {
        var chains: [Chain] = []
        var pending = [root]
        while let slot = pending.popLast() {
            let node = graph[slot]
            if let attributes = node.view.stack, !node.arranged.isEmpty, axes.contains(attributes.axis) {
                let kind: VariableKind = attributes.axis == .horizontal ? .left : .top
                chains.append(Chain(base: VariableKey(slot: slot, kind: kind), items: node.arranged.map { VariableKey(slot: $0, kind: kind) }))
            }
            pending.append(contentsOf: node.children.filter(inRegion).reversed())
        }
        return chains
    }

    init() {}

    /// `terms` rewritten over offsets: each chained variable becomes its base plus the offsets
    /// up to it; opposite terms on one chain cancel, so a difference between neighbours costs
    /// O(distance). A chained variable's own key names its offset in the result.
    func reparametrize(_ terms: [Term]) -> [Term] {
        guard !membership.isEmpty else { return terms }
        var result: [Term] = []
        var pending = terms
        while !pending.isEmpty {
            var chained: [(chain: Int, index: Int, coefficient: Double)] = []
            for term in pending {
                if let position = membership[term.variable] {
                    chained.append((position.chain, position.index, term.coefficient))
                } else {
                    result.add(term)
                }
            }
            pending = []
            chained.sort { ($0.chain, $0.index) < ($1.chain, $1.index) }
            var start = 0
            while start < chained.count {
                let chainIndex = chained[start].chain
                var end = start
                while end < chained.count, chained[end].chain == chainIndex { end += 1 }
                let chain = chains[chainIndex]
                // The offset of item j is multiplied by the sum of the coefficients of the
                // chained terms at or after j.
                var running = 0.0
                var term = end - 1
                let total = chained[start..<end].reduce(0) { $0 + $1.coefficient }
                let lowest = abs(total) > 1e-12 ? 0 : chained[start].index
                for index in stride(from: chained[end - 1].index, through: lowest, by: -1) {
                    while term >= start, chained[term].index == index {
                        running += chained[term].coefficient
                        term -= 1
                    }
                    if abs(running) > 1e-12 { result.add(Term(variable: chain.items[index], coefficient: running)) }
                }
                if abs(total) > 1e-12 { pending.append(Term(variable: chain.base, coefficient: total)) }
                start = end
            }
        }
        return result
    }

    func isChained(_ key: VariableKey) -> Bool { membership[key] != nil }
}

extension [Term] {
    /// Adds a term, merging it with an existing one on the same variable.
    mutating func add(_ term: Term) {
        if let index = firstIndex(where: { $0.variable == term.variable }) {
            self[index].coefficient += term.coefficient
            if abs(self[index].coefficient) <= 1e-12 { remove(at: index) }
        } else {
            append(term)
        }
    }
}
