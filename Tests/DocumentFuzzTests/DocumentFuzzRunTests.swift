import DocumentFuzzing
import Testing

/// The corpus of the fuzzer: the Interface Builder fixtures in `../shared` (when present) and
/// generated documents.
enum FuzzCorpus {
    /// `<package root>/../shared/fixtures/interface-builder`.
    static let fixtures: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/../shared/fixtures/interface-builder"
    }()

    static let corpus = DocumentCorpus(fixtures: fixtures)
}

@Suite struct DocumentFuzzRunTests {
    /// A short seeded run of `document-fuzz` inside the test suite: no crash, no hang, every
    /// layout finite, and every kind of ending met (so the mutations reach every stage).
    @Test func seededMutationsNeverCrash() {
        let seed: UInt64 = 20261125
        print("document fuzz seed \(seed)")
        var runner = DocumentFuzzRunner(corpus: FuzzCorpus.corpus, seed: seed, timeLimit: 20)
        runner.run(0..<400)
        print(runner.tally)
        let tally = runner.tally
        #expect(tally.inputs == 400)
        #expect(tally.documentInputs > 0 && tally.editInputs > 0)
        #expect(tally.malformedJSON > 0 && tally.refused > 0 && tally.accepted > 0)
        #expect(tally.nonFiniteLayouts == 0)
        #expect(tally.hangCount == 0, "inputs over the time limit: \(tally.hangs)")
    }

    /// Input `i` of a seed depends on the seed and `i` alone: a crash at input 1,000,000 is
    /// made again with `--dump`, without running the million before it.
    @Test func inputsAreReproducibleOneByOne() {
        let runner = DocumentFuzzRunner(corpus: FuzzCorpus.corpus, seed: 7)
        for index in [0, 1, 999, 123_456] {
            #expect(runner.input(index).json == runner.input(index).json)
        }
        #expect(runner.input(1).json != runner.input(2).json)
    }
}
