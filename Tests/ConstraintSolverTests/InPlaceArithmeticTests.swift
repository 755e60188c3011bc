import SeededRandom
import Testing
@testable import ConstraintSolver

/// The in-place forms of the solver's arithmetic give exactly what the forms that build new
/// values give, and leave values that share their storage alone.
@Suite struct InPlaceArithmeticTests {
    /// A row's cells as a dictionary, added to the simple way.
    func referenceSum(_ row: Row, _ other: Row, times factor: Double) -> (cells: [Int: Double], gained: Set<Int>) {
        var cells = Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) })
        var gained: Set<Int> = []
        for cell in other.cells {
            if let current = cells[cell.symbol] {
                let sum = current + cell.coefficient * factor
                cells[cell.symbol] = abs(sum) > Row.tolerance ? sum : nil
            } else if abs(cell.coefficient * factor) > Row.tolerance {
                cells[cell.symbol] = cell.coefficient * factor
                gained.insert(cell.symbol)
            }
        }
        return (cells, gained)
    }

    func randomRow(_ random: inout SplitMix64) -> Row {
        var row = Row(constant: Double(Int.random(in: -5...5, using: &random)))
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            row.add(Int.random(in: 0..<16, using: &random), [-1, -0.5, 0.5, 1, 2].randomElement(using: &random)!)
        }
        return row
    }

    @Test(arguments: 0..<200) func mergingRowsInPlace(seed: UInt64) {
        var random = SplitMix64(seed: 500 + seed)
        var row = randomRow(&random)
        let other = randomRow(&random)
        let factor = [-2, -1, 0.5, 1].randomElement(using: &random)!
        let expected = referenceSum(row, other, times: factor)
        let shared = row
        var gained: Set<Int> = []
        row.add(other, times: factor) { gained.insert($0) }
        #expect(row.cells.map(\.symbol) == expected.cells.keys.sorted(), "seed \(seed)")
        #expect(row.cells.allSatisfy { expected.cells[$0.symbol] == $0.coefficient }, "seed \(seed)")
        #expect(gained == expected.gained, "seed \(seed)")
        #expect(row.constant == shared.constant + other.constant * factor, "seed \(seed)")
        // The copy taken before the merge still has the row's first cells.
        var again = SplitMix64(seed: 500 + seed)
        let first = randomRow(&again)
        #expect(shared.cells.map(\.symbol) == first.cells.map(\.symbol), "seed \(seed)")
        #expect(shared.cells.map(\.coefficient) == first.cells.map(\.coefficient), "seed \(seed)")
    }

    func randomWeight(_ random: inout SplitMix64) -> SymbolicWeight {
        SymbolicWeight(components: (0..<Int.random(in: 0...8, using: &random)).map { _ in
            SymbolicWeight.Component(
                level: PriorityLevel(priority: Double(Int.random(in: 1...3, using: &random)), tieBreak: Double(Int.random(in: 0...3, using: &random))),
                value: [-1, -0.5, 0.5, 1, 2].randomElement(using: &random)!)
        })
    }

    /// Weights added to again and again (as the objective's are) come out of `accumulate`
    /// exactly as out of `add`, and copies taken on the way keep their values.
    @Test(arguments: 0..<100) func accumulatingWeightsInPlace(seed: UInt64) {
        var random = SplitMix64(seed: 900 + seed)
        var accumulated = randomWeight(&random)
        var added = accumulated
        for step in 0..<30 {
            let other = randomWeight(&random)
            let factor = [-2, -1, 0.5, 1, 3].randomElement(using: &random)!
            let copy = accumulated
            let copyComponents = copy.components
            accumulated.accumulate(other, times: factor)
            added.add(other, times: factor)
            #expect(accumulated.components == added.components, "seed \(seed) step \(step)")
            #expect(copy.components == copyComponents, "seed \(seed) step \(step)")
        }
    }

    /// A running sum (the walks along a profile's jumps) equals adding the same weights one at
    /// a time, component for component, with its sign that of the sum at every step; the
    /// weight it started from keeps its value.
    @Test(arguments: 0..<100) func runningSumsEqualAddingOneAtATime(seed: UInt64) {
        var random = SplitMix64(seed: 1300 + seed)
        let start = randomWeight(&random)
        let startComponents = start.components
        var running = SymbolicWeight.RunningSum(start, capacity: Int.random(in: 0...4, using: &random))
        var added = start
        for step in 0..<30 {
            let other = randomWeight(&random)
            let factor = [-2, -1, 0.5, 1, 3].randomElement(using: &random)!
            running.add(other, times: factor)
            added.add(other, times: factor)
            #expect(running.weight.components == added.components, "seed \(1300 + seed) step \(step)")
            #expect(running.sign == added.sign, "seed \(1300 + seed) step \(step)")
        }
        #expect(start.components == startComponents, "seed \(1300 + seed)")
    }

    /// Many weights summed at once (one sort and merge) equal the same weights added one at a
    /// time, and a weight's count is the number of its components.
    @Test(arguments: 0..<100) func summingManyWeightsAtOnce(seed: UInt64) {
        var random = SplitMix64(seed: 1_300 + seed)
        let weights = (0..<Int.random(in: 0...12, using: &random)).map { _ in randomWeight(&random) }
        let summed = SymbolicWeight.sum(weights)
        let added = weights.reduce(SymbolicWeight.zero, +)
        #expect(summed.isApproximatelyEqual(to: added), "seed \(1_300 + seed)")
        #expect(summed.components.map(\.level) == added.components.map(\.level), "seed \(1_300 + seed)")
        #expect(summed.count == summed.components.count, "seed \(1_300 + seed)")
    }

    /// Adding two long weights that mostly cancel (consecutive slopes of a long profile) gives,
    /// component for component, the sum level by level, `lhs + rhs * factor` within
    /// `tolerance` left out, and the same weight as one made from those components (a single
    /// component, or a summed pair, held without an array).
    @Test(arguments: 0..<200) func addingLongWeightsThatMostlyCancel(seed: UInt64) {
        var random = SplitMix64(seed: 3_100 + seed)
        func level() -> PriorityLevel {
            PriorityLevel(priority: Double(Int.random(in: 1...5, using: &random)), tieBreak: Double(Int.random(in: 0...9, using: &random)) / 10)
        }
        let lhs = SymbolicWeight(components: (0..<Int.random(in: 0...30, using: &random)).map { _ in
            SymbolicWeight.Component(level: level(), value: [-0.7, 0.1, 0.3, 2].randomElement(using: &random)!)
        })
        var rhs = lhs
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            rhs.add(SymbolicWeight(summedAt: level(), value: [-1, 0.2, 1].randomElement(using: &random)!), times: 1)
        }
        let factor = [-1.0, 1, -0.5].randomElement(using: &random)!
        var reference: [PriorityLevel: Double] = [:]
        for component in lhs.components { reference[component.level] = component.value }
        for component in rhs.components { reference[component.level] = (reference[component.level] ?? 0) + component.value * factor }
        let expected = reference.filter { abs($0.value) > SymbolicWeight.tolerance }.sorted { $0.key > $1.key }
            .map { SymbolicWeight.Component(level: $0.key, value: $0.value) }
        var sum = lhs
        sum.add(rhs, times: factor)
        #expect(sum.components == expected, "seed \(3_100 + seed)")
        #expect(sum.count == expected.count, "seed \(3_100 + seed)")
        let remade = expected.count == 1 ? SymbolicWeight(level: expected[0].level, value: expected[0].value) : SymbolicWeight(components: expected)
        #expect(sum == remade, "seed \(3_100 + seed)")
    }

    /// The leading level of a sum, found by the merge stopping early, is that of the sum made,
    /// with components that cancel (within `tolerance`) ahead of the first that does not.
    @Test(arguments: 0..<300) func leadingLevelOfASumIsThatOfTheSumMade(seed: UInt64) {
        var random = SplitMix64(seed: 3_700 + seed)
        let lhs = randomWeight(&random)
        var rhs = Bool.random(using: &random) ? lhs : randomWeight(&random)
        if Bool.random(using: &random) { rhs.add(randomWeight(&random), times: 0.5) }
        let factor = [-1.0, 1, -0.5, 2].randomElement(using: &random)!
        var sum = lhs
        sum.add(rhs, times: factor)
        #expect(SymbolicWeight.leadingLevel(of: lhs, plus: rhs, times: factor) == sum.leadingLevel, "seed \(3_700 + seed)")
    }

    /// `sum` gives, bit for bit, what gathering every component, sorting them by level and
    /// adding those of each level in the weights' order gives, with values whose sums round
    /// differently in another order, some cancelling, and one long weight among short ones.
    @Test(arguments: 0..<200) func summingWeightsEqualsSortingTheirComponents(seed: UInt64) {
        var random = SplitMix64(seed: 2_100 + seed)
        func weight(components count: Int) -> SymbolicWeight {
            SymbolicWeight(components: (0..<count).map { _ in
                SymbolicWeight.Component(
                    level: PriorityLevel(
                        priority: Double(Int.random(in: 1...4, using: &random)), tieBreak: Double(Int.random(in: 0...40, using: &random)) / 41),
                    value: [-0.7, -0.1, 0.1, 0.2, 0.3, 0.7, 1e-10, 3].randomElement(using: &random)!)
            })
        }
        var weights = (0..<Int.random(in: 0...8, using: &random)).map { _ in weight(components: Int.random(in: 0...6, using: &random)) }
        if !weights.isEmpty, Bool.random(using: &random) { weights[Int.random(in: 0..<weights.count, using: &random)] = weight(components: 60) }
        if weights.count > 1 { weights[1] = -weights[0] + weights[1] }
        var all: [SymbolicWeight.Component] = []
        for weight in weights { all.append(contentsOf: weight.components) }
        let reference = all.count == 1 ? SymbolicWeight(level: all[0].level, value: all[0].value) : SymbolicWeight(components: all)
        let summed = SymbolicWeight.sum(weights)
        #expect(summed.components == reference.components, "seed \(2_100 + seed)")
        #expect(summed == reference, "seed \(2_100 + seed)")
    }
}
