import SeededRandom
import Testing
@testable import ConstraintSolver

/// A summed weight (`SymbolicWeight.init(summedAt:value:)`, stored inline) is the pair of
/// components it stands for: every operation gives, component for component, what the same
/// arithmetic on plain components gives, and equal weights are equal and hash alike however
/// they were made.
@Suite struct SummedWeightTests {
    /// Components as a dictionary, added to the simple way (each sum dropped within tolerance).
    struct Reference {
        var values: [PriorityLevel: Double] = [:]

        init(_ weight: SymbolicWeight) {
            for component in weight.components { values[component.level] = component.value }
        }

        mutating func add(_ other: SymbolicWeight, times factor: Double) {
            guard factor != 0 else { return }
            for component in other.components {
                let sum = (values[component.level] ?? 0) + component.value * factor
                values[component.level] = abs(sum) > SymbolicWeight.tolerance ? sum : nil
            }
        }

        /// Most important level first.
        var components: [SymbolicWeight.Component] {
            values.keys.sorted(by: >).map { SymbolicWeight.Component(level: $0, value: values[$0]!) }
        }
    }

    static let levels = (1...2).flatMap { priority in
        [0.25, 0.5].map { PriorityLevel(priority: Double(priority) * 250, tieBreak: $0) }
    }

    /// A weight of a few components: single levels, summed pairs, and their summing levels alone.
    func randomWeight(_ random: inout SplitMix64) -> SymbolicWeight {
        var weight = SymbolicWeight.zero
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let level = Self.levels.randomElement(using: &random)!
            let value = [-1, -0.5, 1, 2].randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: weight.add(SymbolicWeight(summedAt: level, value: value), times: 1)
            case 1: weight.add(SymbolicWeight(level: level, value: value), times: 1)
            default: weight.add(SymbolicWeight(level: level.summingLevel, value: value), times: 1)
            }
        }
        return weight
    }

    @Test func aSummedWeightIsItsTwoComponents() {
        let level = PriorityLevel(priority: 750, tieBreak: 0.5, subLevel: 1)
        let summed = SymbolicWeight(summedAt: level, value: 2)
        #expect(summed.components == [.init(level: level.summingLevel, value: 2), .init(level: level, value: 2)])
        #expect(summed.count == 2)
        #expect(summed.leadingLevel == level.summingLevel)
        #expect(summed.trailingLevel == level)
        #expect(summed.isPositive)
        let plain = SymbolicWeight(components: [.init(level: level, value: 2), .init(level: level.summingLevel, value: 2)])
        #expect(summed == plain)
        #expect(summed.hashValue == plain.hashValue)
        // A level at or above the summing tie-break still gets both components.
        let high = PriorityLevel(priority: 750, tieBreak: 2)
        #expect(SymbolicWeight(summedAt: high).components.map(\.level) == [high, high.summingLevel])
        #expect(SymbolicWeight(summedAt: level, value: 1e-12).isZero)
    }

    /// Seeds 2700-2899: `add`, `accumulate`, a running sum, `scaled`, comparison and equality
    /// agree with the reference on weights mixing summed pairs and single components.
    @Test(arguments: 0..<200) func arithmeticMatchesPlainComponents(seed: UInt64) {
        var random = SplitMix64(seed: 2_700 + seed)
        print("SummedWeightTests seed \(2_700 + seed)")
        var added = randomWeight(&random)
        var accumulated = added
        var running = SymbolicWeight.RunningSum(added)
        var reference = Reference(added)
        for step in 0..<12 {
            let other = randomWeight(&random)
            let factor = [-2, -1, 0.5, 1].randomElement(using: &random)!
            let before = added
            added.add(other, times: factor)
            accumulated.accumulate(other, times: factor)
            running.add(other, times: factor)
            reference.add(other, times: factor)
            let expected = reference.components
            #expect(added.components == expected, "seed \(2_700 + seed) step \(step)")
            #expect(accumulated == added, "seed \(2_700 + seed) step \(step)")
            #expect(running.weight == added, "seed \(2_700 + seed) step \(step)")
            #expect(running.sign == added.sign, "seed \(2_700 + seed) step \(step)")
            // Made from its components, the same weight: equal, and hashed alike.
            let rebuilt = SymbolicWeight(components: expected)
            #expect(rebuilt == added && rebuilt.hashValue == added.hashValue, "seed \(2_700 + seed) step \(step)")
            #expect(added.count == expected.count, "seed \(2_700 + seed) step \(step)")
            #expect(added.scaled(by: -3).components == expected.map { .init(level: $0.level, value: $0.value * -3) },
                    "seed \(2_700 + seed) step \(step)")
            // Comparison agrees with comparing the difference's leading component.
            var difference = Reference(added)
            difference.add(before, times: -1)
            let sign = difference.components.first.map { $0.value > 0 ? 1 : -1 } ?? 0
            #expect(SymbolicWeight.compare(added, scaledBy: 1, before, scaledBy: 1) == sign, "seed \(2_700 + seed) step \(step)")
        }
    }
}
