@testable import StackDocument
import StackDocTestSupport
import Testing
import SeededRandom

/// The order algorithms under the diff: which elements stay, and the moves of the rest.
@Suite("Edits to reach: stable orders and reordering")
struct DiffOrderTests {
    @Test(arguments: [
        ([], []),
        ([7], [0]),
        ([3, 1, 2, 5, 4], [1, 2, 4]),
        ([5, 4, 3, 2, 1], [4]),
        ([1, 2, 3], [0, 1, 2]),
    ] as [([Int], [Int])])
    func longestIncreasingSubsequence(values: [Int], indices: [Int]) {
        #expect(StableOrder.longestIncreasingSubsequence(values) == indices)
    }

    @Test func insertingBeforeOthersKeepsThemAll() {
        #expect(StableOrder.kept(from: ["a", "b", "c"], to: ["x", "a", "y", "b", "c"]) == ["a", "b", "c"])
    }

    @Test func movingOneElementKeepsTheRest() {
        #expect(StableOrder.kept(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a"]) == ["b", "c", "d"])
    }

    @Test func aSlotFollowsTheNearestPredecessorPresent() {
        #expect(Reordering.slot(for: "e", in: ["a", "r", "c"], target: ["a", "b", "e", "c"]) == 1)
        #expect(Reordering.slot(for: "e", in: ["c"], target: ["a", "e", "c"]) == 0)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func movesTurnAnyOrderIntoAnyOther(seed: UInt64) {
        print("seed \(seed)")
        var generator = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let target = (0..<Int.random(in: 0...12, using: &generator)).map { "v\($0)" }.shuffled(using: &generator)
            let current = target.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }.shuffled(using: &generator)
            var list = current
            let moves = Reordering.moves(from: current, to: target)
            for move in moves {
                list.removeAll { $0 == move.element }
                list.insert(move.element, at: move.index)
            }
            #expect(list == target, "seed \(seed): \(current) -> \(target)")
            #expect(moves.count == target.count - StableOrder.kept(from: current, to: target).count)
        }
    }
}
