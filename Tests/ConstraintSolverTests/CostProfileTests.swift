import ConstraintSolver
import SeededRandom
import Testing

/// A cost profile keeps the slope before its first breakpoint and the jump at each one; what it
/// derives from them (each slope, the minimum, the stand-in hinges) must equal what the slopes
/// themselves give.
@Suite struct CostProfileTests {
    /// Slopes that rise lexicographically: a negative start, then positive jumps over a few
    /// levels (some shared, so components cancel), with breakpoints at distinct integers.
    static func randomConvex(_ random: inout SplitMix64) -> (breakpoints: [Double], slopes: [SymbolicWeight]) {
        func level() -> PriorityLevel {
            PriorityLevel(priority: [25.0, 250, 750][Int.random(in: 0..<3, using: &random)], tieBreak: Double(Int.random(in: 0...3, using: &random)))
        }
        // At least one jump, so that the cost has a minimum.
        let count = Int.random(in: 1...8, using: &random)
        var points = Set<Int>()
        while points.count < count { points.insert(Int.random(in: -50...50, using: &random)) }
        var slope = SymbolicWeight(level: level(), value: -Double(Int.random(in: 1...3, using: &random)))
        var slopes = [slope]
        for _ in 0..<count {
            // A positive jump, plus something smaller underneath that may cancel a component.
            let lead = level()
            var jump = SymbolicWeight(level: PriorityLevel(priority: lead.priority + 1000, tieBreak: lead.tieBreak), value: 1)
            jump.add(SymbolicWeight(level: level(), value: [-1.0, 0.5, 1][Int.random(in: 0..<3, using: &random)]), times: 1)
            slope.add(jump, times: 1)
            slopes.append(slope)
        }
        return (points.sorted().map(Double.init), slopes)
    }

    @Test(arguments: 0..<300) func derivedValuesMatchTheSlopes(seed: UInt64) {
        var random = SplitMix64(seed: 900 + seed)
        let (breakpoints, slopes) = Self.randomConvex(&random)
        let profile = CostProfile(breakpoints: breakpoints, slopes: slopes)
        #expect(profile.breakpoints == breakpoints, "seed \(seed)")
        #expect(zip(profile.slopes, slopes).allSatisfy { $0.isApproximatelyEqual(to: $1) }, "seed \(seed)")
        for index in slopes.indices {
            #expect(profile.slope(at: index).isApproximatelyEqual(to: slopes[index]), "seed \(seed), interval \(index)")
            #expect(profile.isDescending(at: index) == slopes[index].isNegative, "seed \(seed), interval \(index)")
        }
        // The minimum: where the slope stops being negative.
        let first = slopes.firstIndex { !$0.isNegative }
        let expected = first.map { $0 == 0 ? (breakpoints.first ?? 0) : breakpoints[$0 - 1] } ?? (breakpoints.last ?? 0)
        #expect(profile.minimizer == expected, "seed \(seed)")
        // The hinges add up to the cost above its minimum, at every breakpoint and beyond.
        func cost(_ t: Double) -> SymbolicWeight {
            // The integral of the slopes from the minimizer to t.
            var total = SymbolicWeight.zero
            let (low, high) = (min(t, expected), max(t, expected))
            let bounds = [-Double.infinity] + breakpoints + [.infinity]
            for (index, slope) in slopes.enumerated() {
                let overlap = min(high, bounds[index + 1]) - max(low, bounds[index])
                if overlap > 0 { total.add(slope, times: t >= expected ? overlap : -overlap) }
            }
            return total
        }
        for t in breakpoints + [-60, 60, expected] {
            var hinged = SymbolicWeight.zero
            for hinge in profile.hinges {
                let violation = hinge.isUpper ? max(0, t - hinge.threshold) : max(0, hinge.threshold - t)
                hinged.add(hinge.weight, times: violation)
            }
            #expect(hinged.isApproximatelyEqual(to: cost(t)), "seed \(seed), t \(t)")
        }
    }

    /// The leading level of each slope, found next to the minimum without making the slope,
    /// is that of the slope made (`slope(at:)`), on every interval.
    @Test(arguments: 0..<300) func leadingLevelOfEverySlopeIsTheMadeSlopes(seed: UInt64) {
        var random = SplitMix64(seed: 4_100 + seed)
        let (breakpoints, slopes) = Self.randomConvex(&random)
        let profile = CostProfile(breakpoints: breakpoints, slopes: slopes)
        for index in 0...profile.jumps.count {
            #expect(profile.leadingLevelOfSlope(at: index) == profile.slope(at: index).leadingLevel, "seed \(4_100 + seed), interval \(index)")
        }
    }

    /// A pull clipped above the minimum, made at once, equals the pull added and the result
    /// clipped: on one-breakpoint profiles (the direct path, and the general one when the pulled
    /// minimum leaves the breakpoint or the breakpoint lies below the target), and on longer ones.
    /// The minimum found three ways is the same: walked from the first slope, found by
    /// bisection among the slopes (with breakpoints repeated, intervals of zero length that
    /// merge away), and walked from a slope given just below any point.
    @Test(arguments: 0..<300) func minimumFoundFromAnySlopeIsTheWalked(seed: UInt64) {
        var random = SplitMix64(seed: 1700 + seed)
        var (breakpoints, slopes) = Self.randomConvex(&random)
        // Repeat a breakpoint now and then: an interval of zero length, with its own slope.
        if breakpoints.count > 1, Bool.random(using: &random) {
            let index = Int.random(in: 1..<breakpoints.count, using: &random)
            breakpoints[index] = breakpoints[index - 1]
        }
        let jumps = breakpoints.indices.map { slopes[$0 + 1] - slopes[$0] }
        let walked = CostProfile(breakpoints: breakpoints, initialSlope: slopes[0], jumps: jumps)
        let bisected = CostProfile(breakpoints: breakpoints, slopes: slopes)
        func expectSame(_ profile: CostProfile, _ what: String) {
            #expect(profile.breakpoints == walked.breakpoints, "seed \(seed), \(what)")
            #expect(profile.minimumInterval == walked.minimumInterval, "seed \(seed), \(what)")
            #expect(profile.minimizer == walked.minimizer, "seed \(seed), \(what)")
            for index in 0...walked.breakpoints.count {
                #expect(profile.slope(at: index).isApproximatelyEqual(to: walked.slope(at: index)), "seed \(seed), \(what), interval \(index)")
            }
        }
        expectSame(bisected, "bisected")
        for point in walked.breakpoints + [-60, 60] {
            let below = walked.slope(at: walked.breakpointCount(before: point))
            expectSame(CostProfile(breakpoints: breakpoints, initialSlope: slopes[0], jumps: jumps, slopeBelow: (point, below)), "from \(point)")
        }
    }

    @Test(arguments: 0..<300) func pullClippedAboveAtOnceEqualsAddedThenClipped(seed: UInt64) {
        var random = SplitMix64(seed: 4100 + seed)
        func level() -> PriorityLevel {
            PriorityLevel(priority: [1.0, 25, 250, 750][Int.random(in: 0..<4, using: &random)], tieBreak: Double(Int.random(in: 0...2, using: &random)))
        }
        let profile: CostProfile
        if Bool.random(using: &random) {
            let before = SymbolicWeight(level: level(), value: -Double(Int.random(in: 1...2, using: &random)))
            let after = SymbolicWeight(level: level(), value: Double(Int.random(in: 0...2, using: &random)))
            profile = .bend(at: Double(Int.random(in: -5...40, using: &random)), before: before, after: after)
        } else {
            let (breakpoints, slopes) = Self.randomConvex(&random)
            profile = CostProfile(breakpoints: breakpoints, slopes: slopes)
        }
        let weight = SymbolicWeight(level: level(), value: Double(Int.random(in: 1...2, using: &random)))
        let target = Double(Int.random(in: -10...10, using: &random))
        let atOnce = profile.addingPullClippedAbove(toward: target, weight: weight)
        let stepByStep = profile.adding(pullToward: target, weight: weight).clippedAbove()
        #expect(atOnce.isApproximatelyEqual(to: stepByStep), "seed \(4100 + seed)")
        #expect(atOnce.minimizer == stepByStep.minimizer, "seed \(4100 + seed)")
        #expect(atOnce.minimumInterval == stepByStep.minimumInterval, "seed \(4100 + seed)")
        for index in 0...atOnce.jumps.count {
            #expect(atOnce.slope(at: index).isApproximatelyEqual(to: stepByStep.slope(at: index)), "seed \(4100 + seed), interval \(index)")
        }
    }
}
