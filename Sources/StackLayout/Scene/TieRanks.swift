/// Tie ranks: a number in (0, 1) per view that orders constraints of equal priority
/// (a lower rank gives way first). They follow `SceneGraph.tieOrder`.
///
/// After an edit the previous ranks are kept for the longest run of views whose relative order
/// did not change (a longest increasing subsequence), and only inserted or moved views get new
/// ranks, spaced evenly between their kept neighbours. The constraints of every other view then
/// compile to exactly what they were, so an incremental relayout re-solves only what moved.
/// O(n log n).
func tieRanks(following order: [Int], previous: [Double], capacity: Int) -> [Double] {
    let old = order.map { $0 < previous.count ? previous[$0] : Double.nan }
    let kept = longestIncreasingSubsequence(old)
    var ranks = [Double](repeating: 0, count: capacity)
    var keptIterator = kept.makeIterator()
    var nextKept = keptIterator.next()
    var lower = 0.0
    var position = 0
    while position < order.count {
        if position == nextKept {
            ranks[order[position]] = old[position]
            lower = old[position]
            nextKept = keptIterator.next()
            position += 1
            continue
        }
        let runEnd = nextKept ?? order.count
        let upper = nextKept.map { old[$0] } ?? 1
        let step = (upper - lower) / Double(runEnd - position + 1)
        guard step > 1e-12 else { return freshTieRanks(order: order, capacity: capacity) }
        for offset in position..<runEnd { ranks[order[offset]] = lower + step * Double(offset - position + 1) }
        position = runEnd
    }
    return ranks
}

/// Evenly spaced ranks, ignoring any previous ones.
func freshTieRanks(order: [Int], capacity: Int) -> [Double] {
    var ranks = [Double](repeating: 0, count: capacity)
    for (position, slot) in order.enumerated() { ranks[slot] = Double(position + 1) / Double(order.count + 1) }
    return ranks
}

/// Positions of a longest strictly increasing subsequence of the non-NaN values in (0, 1).
/// O(n log n) (patience sorting).
private func longestIncreasingSubsequence(_ values: [Double]) -> [Int] {
    var tails: [Int] = []
    var predecessor = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() where value > 0 && value < 1 {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        result.append(position)
        position = predecessor[position]
    }
    return result.reversed()
}
