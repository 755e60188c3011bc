/// The kinds of tableau symbols, as in Cassowary.
enum SymbolKind: UInt8 {
    /// A client variable; unrestricted in sign.
    case external
    /// The slack of an inequality; >= 0.
    case slack
    /// The error of a non-required constraint; >= 0, and weighted in the objective.
    case error
    /// The marker of a required equality; fixed at 0, never enters the basis.
    case dummy

    /// Restricted symbols (slack, error) must stay >= 0 and may leave or enter the basis.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// `coefficient * symbol` inside a row.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A sparse linear row `basic = constant + sum(cells)`; before it has a basic symbol, the
/// equation `0 = constant + sum(cells)`.
///
/// Cells are sorted by symbol (like kiwi's sorted vectors): a lookup is O(log n), a single
/// insertion or removal O(n), and adding a row of m cells to a row of n cells O(n + m) by
/// merging. Layout rows are mostly a handful of cells; a stack's sums make a few rows long, and
/// merging keeps those linear.
struct Row {
    /// Coefficients smaller than this are treated as zero and removed.
    static let tolerance = 1e-9

    var constant: Double
    private(set) var cells: [Cell]

    /// Keeps the cells in an array of their own size when merges (which grow it
    /// geometrically) left it well beyond them. O(cells) when it copies, else O(1).
    mutating func shrinkToFit() {
        guard cells.capacity > cells.count + max(4, cells.count / 4) else { return }
        var exact: [Cell] = []
        exact.reserveCapacity(cells.count)
        exact.append(contentsOf: cells)
        cells = exact
    }

    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        self.cells = []
        cells.reserveCapacity(capacity)
    }

    /// The position of `symbol`, or where it would be inserted.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it if it cancels.
    /// Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) <= Row.tolerance { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        guard abs(coefficient) > Row.tolerance else { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells.remove(at: index).coefficient : 0
    }

    /// `self += other * factor`, calling `gained` with each symbol the row did not have.
    /// O(n + m); merged in place, from the back, so the row's storage grows (geometrically)
    /// instead of being replaced.
    mutating func add(_ other: Row, times factor: Double, gained: (Int) -> Void = { _ in }) {
        constant += other.constant * factor
        if other.cells.count <= 2 {
            for cell in other.cells where add(cell.symbol, cell.coefficient * factor) { gained(cell.symbol) }
            return
        }
        let count = cells.count, otherCount = other.cells.count
        // Grown from what the row holds, not from its room: a row that was long for a while and
        // cancelled down keeps no multiple of its longest length.
        if cells.capacity < count + otherCount { cells.reserveCapacity(max(count + otherCount, 2 * count)) }
        // Room for the merge (a copy, not an element-wise fill; overwritten before it is read).
        cells.append(contentsOf: other.cells)
        var dropped = 0
        cells.withUnsafeMutableBufferPointer { merged in
            other.cells.withUnsafeBufferPointer { others in
                // Largest symbols first, into the end of the buffer: a slot is written only
                // after it has been read.
                var i = count - 1, j = otherCount - 1, k = count + otherCount - 1
                while j >= 0 {
                    if i >= 0 && merged[i].symbol > others[j].symbol {
                        merged[k] = merged[i]
                        i -= 1
                    } else if i >= 0 && merged[i].symbol == others[j].symbol {
                        let coefficient = merged[i].coefficient + others[j].coefficient * factor
                        merged[k] = Cell(symbol: merged[i].symbol, coefficient: abs(coefficient) > Row.tolerance ? coefficient : 0)
                        i -= 1
                        j -= 1
                    } else {
                        let coefficient = others[j].coefficient * factor
                        if abs(coefficient) > Row.tolerance {
                            merged[k] = Cell(symbol: others[j].symbol, coefficient: coefficient)
                            gained(others[j].symbol)
                        } else {
                            merged[k] = Cell(symbol: others[j].symbol, coefficient: 0)
                        }
                        j -= 1
                    }
                    k -= 1
                }
                // The rest of this row's cells shift up to meet the merged ones.
                while i >= 0 {
                    merged[k] = merged[i]
                    i -= 1
                    k -= 1
                }
                // Cells from k + 1 on are the sum, with zeros where terms cancelled: move them
                // down to the start, leaving the zeros out.
                var write = 0
                for read in (k + 1)..<(count + otherCount) where merged[read].coefficient != 0 {
                    merged[write] = merged[read]
                    write += 1
                }
                dropped = count + otherCount - write
            }
        }
        cells.removeLast(dropped)
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a * symbol + rest` into `symbol = -(constant + rest) / a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }
}
