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
/// Cells are kept unsorted in a small array: layout rows have a handful of cells, for which a
/// linear scan beats any map. Every operation is O(cells) (merging two rows O(n * m)).
struct Row {
    /// Coefficients smaller than this are treated as zero and removed.
    static let tolerance = 1e-9

    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        self.cells = []
        cells.reserveCapacity(capacity)
    }

    func coefficient(of symbol: Int) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it if it cancels.
    /// Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        for index in cells.indices where cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) <= Row.tolerance {
                cells.swapAt(index, cells.count - 1)
                cells.removeLast()
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        guard abs(coefficient) > Row.tolerance else { return false }
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        return true
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        for index in cells.indices where cells[index].symbol == symbol {
            let coefficient = cells[index].coefficient
            cells.swapAt(index, cells.count - 1)
            cells.removeLast()
            return coefficient
        }
        return 0
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

    /// `self += other * factor` on a row that is not in a tableau (no column index to update).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
    }
}
