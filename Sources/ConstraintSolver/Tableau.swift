/// The simplex tableau: one row per basic symbol, stored in reusable slots, plus a column index
/// (symbol -> slots whose rows may contain it) so that substituting a symbol touches only the
/// rows that contain it instead of scanning every row as kiwi does.
///
/// The column index is a lazy superset: a slot is appended when a row gains the symbol and is
/// dropped only when the column is traversed (`slots(containing:)`, `substitute`). Every
/// traversal therefore costs O(entries) and leaves the column exact.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// Rows by slot; a free slot holds an empty row.
    private(set) var rows: [Row] = []
    /// The basic symbol of each slot, -1 for a free slot.
    private(set) var basicOfSlot: [Int] = []
    /// The slot of each basic symbol, -1 for a nonbasic symbol.
    private(set) var slotOfSymbol: [Int] = []
    private var freeSlots: [Int] = []
    private var columns: [[Int]] = []
    /// Per-slot marks used to drop duplicate column entries.
    private var visitMarks: [Int] = []
    private var visitEpoch = 0

    var symbolCount: Int { kinds.count }

    /// Keeps every row in storage of its own size (`Row.shrinkToFit`), for a tableau kept after
    /// its solve. O(rows), plus the cells of the rows copied.
    mutating func shrinkToFit() {
        for slot in rows.indices { rows[slot].shrinkToFit() }
    }
    var rowCount: Int { rows.count - freeSlots.count }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        slotOfSymbol.append(-1)
        columns.append([])
        return kinds.count - 1
    }

    func slot(of symbol: Int) -> Int? {
        let slot = slotOfSymbol[symbol]
        return slot >= 0 ? slot : nil
    }

    func isBasic(_ symbol: Int) -> Bool { slotOfSymbol[symbol] >= 0 }

    /// An upper bound on the number of rows holding `symbol` (its column's entries). O(1).
    func columnLength(of symbol: Int) -> Int { columns[symbol].count }

    /// The symbol's value in the current basic solution: its row's constant, or 0 if nonbasic.
    func value(of symbol: Int) -> Double {
        let slot = slotOfSymbol[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// Stores `row` as the row of `basic`. O(cells).
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            visitMarks.append(0)
        }
        slotOfSymbol[basic] = slot
        for cell in row.cells { columns[cell.symbol].append(slot) }
        return slot
    }

    /// Removes and returns the row in `slot`; its basic symbol becomes nonbasic. O(1).
    @discardableResult
    mutating func removeRow(at slot: Int) -> Row {
        let row = rows[slot]
        slotOfSymbol[basicOfSlot[slot]] = -1
        basicOfSlot[slot] = -1
        rows[slot] = Row(capacity: 0)
        freeSlots.append(slot)
        return row
    }

    mutating func setConstant(_ constant: Double, at slot: Int) { rows[slot].constant = constant }

    mutating func addToConstant(_ delta: Double, at slot: Int) { rows[slot].constant += delta }

    /// `rows[slot] += other * factor`, indexing any symbol the row gains. O(n * m).
    mutating func addRow(_ other: Row, times factor: Double, at slot: Int) {
        rows[slot].add(other, times: factor) { columns[$0].append(slot) }
    }

    /// Removes a nonbasic symbol from every row (fixing it at 0 from now on). O(column).
    mutating func eliminate(_ symbol: Int) {
        for slot in slots(containing: symbol) { rows[slot].remove(symbol) }
        columns[symbol] = []
    }

    /// Makes `entering` the basic symbol of `slot` in place of the current one:
    /// `leaving = c + a * entering + ...` becomes `entering = (leaving - c - ...) / a`. O(cells).
    mutating func exchangeBasic(at slot: Int, entering: Int) {
        let leaving = basicOfSlot[slot]
        if rows[slot].add(leaving, -1) { columns[leaving].append(slot) }
        rows[slot].solve(for: entering)
        slotOfSymbol[leaving] = -1
        slotOfSymbol[entering] = slot
        basicOfSlot[slot] = entering
    }

    /// Replaces `symbol` by `row` in every row that contains it, and reports (in `negative`) the
    /// restricted basic symbols whose value became negative. O(column * row cells).
    mutating func substitute(_ symbol: Int, by row: Row, negative: inout [Int]) {
        let slots = columns[symbol]
        columns[symbol] = []
        for slot in slots where basicOfSlot[slot] >= 0 {
            let coefficient = rows[slot].remove(symbol)
            guard coefficient != 0 else { continue }
            addRow(row, times: coefficient, at: slot)
            let basic = basicOfSlot[slot]
            if kinds[basic].isRestricted, rows[slot].constant < -Row.tolerance { negative.append(basic) }
        }
    }

    /// The slots whose rows contain `symbol`, each once, in a deterministic order (the order in
    /// which the rows gained the symbol). Compacts the column. O(column entries).
    mutating func slots(containing symbol: Int) -> [Int] {
        visitEpoch += 1
        var live: [Int] = []
        live.reserveCapacity(columns[symbol].count)
        for slot in columns[symbol] where basicOfSlot[slot] >= 0 && visitMarks[slot] != visitEpoch {
            visitMarks[slot] = visitEpoch
            if rows[slot].coefficient(of: symbol) != 0 { live.append(slot) }
        }
        columns[symbol] = live
        return live
    }
}
