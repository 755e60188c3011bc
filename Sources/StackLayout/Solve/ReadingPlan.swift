import ConstraintSolver

/// The solver variables behind a subsystem's values, resolved once per set of variables so
/// that reading every value (`SimplexSubsystem.forEachValue`) costs array reads, not a
/// dictionary lookup per value.
struct ReadingPlan {
    /// Where a chain's base position comes from.
    private enum Base {
        /// An item of an earlier chain, by its index among all chained items.
        case chained(Int)
        case variable(Variable)
        /// A variable the solver does not have: 0.
        case zero
    }

    /// Variables read as they are (not chained).
    private var unchained: [(key: VariableKey, variable: Variable)] = []
    /// Per chain, its base and its items (nil: an offset the solver does not have, 0).
    private var chains: [(base: Base, items: [(key: VariableKey, variable: Variable?)])] = []
    private var chainedCount = 0

    /// O(variables + chained items).
    init(chains positionChains: PositionChains, variables: [VariableKey: Variable]) {
        unchained = variables.filter { !positionChains.isChained($0.key) }.map { ($0.key, $0.value) }
        var firstIndex: [Int] = []
        for (chainIndex, chain) in positionChains.chains.enumerated() {
            firstIndex.append(chainedCount)
            let base: Base
            if let position = positionChains.membership[chain.base], position.chain < chainIndex {
                base = .chained(firstIndex[position.chain] + position.index)
            } else {
                base = variables[chain.base].map(Base.variable) ?? .zero
            }
            chains.append((base, chain.items.map { ($0, variables[$0]) }))
            chainedCount += chain.items.count
        }
    }

    /// Calls `body` with every variable's value, chained positions made absolute (the sum of
    /// the base and the offsets up to them), given the solver's values. O(variables).
    func forEachValue(_ value: (Variable) -> Double, _ body: (VariableKey, Double) -> Void) {
        for entry in unchained { body(entry.key, value(entry.variable)) }
        var absolute: [Double] = []
        absolute.reserveCapacity(chainedCount)
        for chain in chains {
            var position = switch chain.base {
            case .chained(let index): absolute[index]
            case .variable(let variable): value(variable)
            case .zero: 0.0
            }
            for item in chain.items {
                position += item.variable.map(value) ?? 0
                absolute.append(position)
                body(item.key, position)
            }
        }
    }
}
