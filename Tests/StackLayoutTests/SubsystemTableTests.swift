import SeededRandom
import Testing
@testable import StackLayout

/// `SubsystemTable` behaves as a dictionary keyed by subsystem: random insertions, updates (in
/// place too) and removals (which move the last value into the hole) leave the same contents as a
/// `Dictionary` given the same operations.
@Suite struct SubsystemTableTests {
    @Test(arguments: 0..<20)
    func matchesADictionary(seed: UInt64) {
        print("SubsystemTableTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        var table = SubsystemTable<Int>()
        var reference: [SubsystemKey: Int] = [:]
        let axes: [Axis?] = [.horizontal, .vertical, nil]
        for step in 0..<400 {
            let key = SubsystemKey(root: Int.random(in: 0..<40, using: &random), axis: axes[Int.random(in: 0..<3, using: &random)])
            let choice = Double.random(in: 0..<1, using: &random)
            if choice < 0.3 {
                table[key] = nil
                reference[key] = nil
            } else if choice < 0.45 {
                table.update(key, default: 1000) { $0 += 1 }
                reference[key, default: 1000] += 1
            } else if choice < 0.6 {
                table.updateIfPresent(key) { $0 *= 2 }
                reference[key]? *= 2
            } else {
                table[key] = step
                reference[key] = step
            }
            #expect(table[key] == reference[key], "seed \(seed), step \(step)")
            #expect(table.count == reference.count, "seed \(seed), step \(step)")
        }
        for root in 0..<41 {
            for axis in axes {
                let key = SubsystemKey(root: root, axis: axis)
                #expect(table[key] == reference[key], "seed \(seed): \(key)")
            }
        }
        #expect(Set(table.keys) == Set(reference.keys))
        #expect(table.values.sorted() == reference.values.sorted())
        #expect(table.pairs.allSatisfy { reference[$0.key] == $0.value })
        table.removeAll()
        #expect(table.count == 0 && table.keys.isEmpty)
    }
}
