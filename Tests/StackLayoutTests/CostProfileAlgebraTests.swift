import ConstraintSolver
import SeededRandom
import Testing
@testable import StackLayout

/// The closed forms' profile algebra on the jump representation: a sum's slope at any point is
/// the sum of the parts' slopes there, and composing, clipping and truncating keep the slopes
/// they should.
@Suite struct CostProfileAlgebraTests {
    /// A view's content cost or a pull, at random lengths and priorities.
    static func randomPart(_ random: inout SplitMix64) -> CostProfile {
        let length = Double(Int.random(in: -20...80, using: &random))
        let rank = Double(Int.random(in: 0...5, using: &random))
        if Bool.random(using: &random) {
            return .pull(toward: length, at: PriorityLevel(priority: [25.0, 49, 51][Int.random(in: 0..<3, using: &random)], tieBreak: rank))
        }
        return .content(
            length: length, hugging: PriorityLevel(priority: [249.0, 250, 251][Int.random(in: 0..<3, using: &random)], tieBreak: rank),
            resistance: PriorityLevel(priority: [749.0, 750][Int.random(in: 0..<2, using: &random)], tieBreak: rank),
            fallback: PriorityLevel(priority: 0.5))
    }

    /// The slope just right of `t`.
    static func slope(of profile: CostProfile, after t: Double) -> SymbolicWeight {
        profile.slope(at: profile.breakpoints.filter { $0 <= t }.count)
    }

    @Test(arguments: 0..<300) func sumSlopesArePointwiseSums(seed: UInt64) {
        var random = SplitMix64(seed: 1700 + seed)
        let parts = (0..<Int.random(in: 2...9, using: &random)).map { _ in Self.randomPart(&random) }
        let sum = CostProfile.sum(parts)
        for t in Set(parts.flatMap(\.breakpoints)).sorted() + [-100, 100] {
            var expected = SymbolicWeight.zero
            for part in parts { expected.add(Self.slope(of: part, after: t), times: 1) }
            #expect(Self.slope(of: sum, after: t).isApproximatelyEqual(to: expected), "seed \(seed), t \(t)")
        }
        // Truncated around its minimum, it keeps the slopes inside the exact range.
        let minimum = sum.minimizer
        let (truncated, exact) = sum.truncated(to: ExactWindow(lower: minimum - 5, upper: minimum + 5))
        for t in sum.breakpoints where exact.contains(t) && exact.contains(t + 1e-6) {
            #expect(Self.slope(of: truncated, after: t).isApproximatelyEqual(to: Self.slope(of: sum, after: t)), "seed \(seed), t \(t)")
        }
        #expect(truncated.minimizer == minimum, "seed \(seed)")
        // Clipped above its minimum: the same below it, flat above.
        let clipped = sum.clippedAbove()
        #expect(Self.slope(of: clipped, after: minimum + 1).isZero, "seed \(seed)")
        #expect(Self.slope(of: clipped, after: minimum - 1).isApproximatelyEqual(to: Self.slope(of: sum, after: minimum - 1)), "seed \(seed)")
        // Composed: t -> sum(2t + 3) has, at t, twice the slope the sum has at 2t + 3.
        let composed = sum.composed(scale: 2, offset: 3)
        for t in [-40.0, -3, 0, 7, 30] {
            #expect(Self.slope(of: composed, after: t).isApproximatelyEqual(to: Self.slope(of: sum, after: 2 * t + 3).scaled(by: 2)), "seed \(seed), t \(t)")
        }
    }
}
