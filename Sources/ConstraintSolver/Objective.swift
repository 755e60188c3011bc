/// The objective row: a symbolic weight per nonbasic symbol (the reduced costs), minimised
/// lexicographically.
///
/// Entering symbols are chosen by Bland's rule (the smallest symbol index that improves the
/// objective), which rules out cycling on degenerate pivots. A min-heap holds every symbol whose
/// weight became improving, so finding the entering symbol costs O(log n) amortised instead of
/// a scan of the whole objective.
struct Objective {
    private(set) var weights: [SymbolicWeight] = []
    private var candidates = MinHeap()

    mutating func grow(to symbolCount: Int) {
        if weights.count < symbolCount {
            weights.append(contentsOf: repeatElement(.zero, count: symbolCount - weights.count))
        }
    }

    func weight(of symbol: Int) -> SymbolicWeight { symbol < weights.count ? weights[symbol] : .zero }

    /// Moving a restricted symbol up from 0, or an unrestricted one either way, lowers the cost.
    private static func improves(_ weight: SymbolicWeight, kind: SymbolKind) -> Bool {
        switch kind {
        case .slack, .error: weight.isNegative
        case .external: !weight.isZero
        case .dummy: false
        }
    }

    /// `weight(symbol) += weight * factor`. O(components).
    mutating func add(_ weight: SymbolicWeight, times factor: Double, to symbol: Int, kind: SymbolKind) {
        weights[symbol].accumulate(weight, times: factor)
        if Self.improves(weights[symbol], kind: kind) { candidates.push(symbol) }
    }

    /// Replaces the basic `symbol` by its row. O(cells * components).
    mutating func substitute(_ symbol: Int, by row: Row, kinds: [SymbolKind]) {
        guard symbol < weights.count, !weights[symbol].isZero else { return }
        let weight = weights[symbol]
        weights[symbol] = .zero
        for cell in row.cells { add(weight, times: cell.coefficient, to: cell.symbol, kind: kinds[cell.symbol]) }
    }

    /// Keeps each reduced cost in storage of its own size (`SymbolicWeight.shrinkToFit`), for
    /// an objective kept after its solve. O(symbols), plus the components of those copied.
    mutating func shrinkToFit() {
        for symbol in weights.indices { weights[symbol].shrinkToFit() }
    }

    mutating func clear(_ symbol: Int) {
        if symbol < weights.count { weights[symbol] = .zero }
    }

    /// The smallest-index symbol whose increase (or, for an unrestricted symbol with a positive
    /// weight, decrease) lowers the objective, with that direction (+1 or -1); nil at optimum.
    mutating func nextEntering(kinds: [SymbolKind], slotOfSymbol: [Int]) -> (symbol: Int, direction: Double)? {
        while let symbol = candidates.popMin() {
            let weight = weights[symbol]
            guard slotOfSymbol[symbol] < 0, Self.improves(weight, kind: kinds[symbol]) else { continue }
            return (symbol, weight.isPositive ? -1 : 1)
        }
        return nil
    }
}

/// The objective of the artificial-variable phase: the artificial variable itself, expressed
/// in the nonbasic symbols. A single level, so scalar coefficients; sparse, because it only
/// ever touches the few symbols of the rows it meets.
struct ArtificialObjective {
    private var weights: [Int: Double] = [:]
    private var candidates = MinHeap()

    private static func improves(_ weight: Double, kind: SymbolKind) -> Bool {
        switch kind {
        case .slack, .error: weight < -Row.tolerance
        case .external: abs(weight) > Row.tolerance
        case .dummy: false
        }
    }

    mutating func add(_ weight: Double, to symbol: Int, kind: SymbolKind) {
        let sum = weights[symbol, default: 0] + weight
        weights[symbol] = abs(sum) > Row.tolerance ? sum : nil
        if Self.improves(sum, kind: kind) { candidates.push(symbol) }
    }

    mutating func substitute(_ symbol: Int, by row: Row, kinds: [SymbolKind]) {
        guard let weight = weights.removeValue(forKey: symbol) else { return }
        for cell in row.cells { add(weight * cell.coefficient, to: cell.symbol, kind: kinds[cell.symbol]) }
    }

    mutating func nextEntering(kinds: [SymbolKind], slotOfSymbol: [Int]) -> (symbol: Int, direction: Double)? {
        while let symbol = candidates.popMin() {
            guard slotOfSymbol[symbol] < 0, let weight = weights[symbol], Self.improves(weight, kind: kinds[symbol]) else { continue }
            return (symbol, weight > 0 ? -1 : 1)
        }
        return nil
    }
}
