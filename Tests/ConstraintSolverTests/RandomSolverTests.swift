import Testing
import SeededRandom
@testable import ConstraintSolver

/// Random systems with a unique optimum (distinct levels, a weakest pull on every variable).
@Suite struct RandomSolverTests {
    /// The same constraints added in shuffled orders give the same values and keep the
    /// tableau feasible, optimal and in solved form.
    @Test(arguments: 0..<40)
    func insertionOrderDoesNotMatter(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 2...6, using: &random)
        let system = randomSystem(variables: count, constraints: Int.random(in: 2...14, using: &random), random: &random)
        let (reference, variables, _) = solve(system, variables: count)
        #expect(reference.invariantViolations.isEmpty, "seed \(seed)")
        let expected = variables.map(reference.value(of:))
        for _ in 0..<4 {
            // Required constraints keep their relative order, so that the same ones break.
            let required = system.indices.filter { system[$0].strength.isRequired }
            let soft = system.indices.filter { !system[$0].strength.isRequired }.shuffled(using: &random)
            var order = required + soft
            order.shuffle(using: &random)
            order = required + order.filter { !system[$0].strength.isRequired }
            let (solver, others, _) = solve(system, variables: count, order: order)
            #expect(solver.invariantViolations.isEmpty, "seed \(seed)")
            for (value, variable) in zip(expected, others) {
                #expect(abs(solver.value(of: variable) - value) < 1e-6, "seed \(seed): \(solver.value(of: variable)) vs \(value)")
            }
        }
    }

    /// Removing constraints leaves the same solution as never adding them (the weakest pulls,
    /// which keep the optimum unique, stay).
    @Test(arguments: 0..<40)
    func removalEqualsNeverAdding(seed: UInt64) {
        var random = SplitMix64(seed: 100 + seed)
        let count = Int.random(in: 2...6, using: &random)
        let system = randomSystem(variables: count, constraints: Int.random(in: 2...14, using: &random), random: &random)
        let (solver, variables, handles) = solve(system, variables: count)
        let pulls = system.count - count
        let removed = Set((0..<pulls).filter { _ in Bool.random(using: &random) })
        for index in removed.sorted() { if let handle = handles[index] { solver.remove(handle) } }
        #expect(solver.invariantViolations.isEmpty, "seed \(100 + seed)")
        let kept = system.indices.filter { !removed.contains($0) && handles[$0] != nil }
        let (fresh, freshVariables, _) = solve(system, variables: count, order: kept)
        for (a, b) in zip(variables, freshVariables) {
            #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-6, "seed \(100 + seed)")
        }
    }

    /// A cost profile agrees with re-solving at each point: the objective rises between two
    /// points by the integral of the slopes, and the limits are where re-solving fails.
    @Test(arguments: 0..<300)
    func costProfileMatchesResolving(seed: UInt64) throws {
        var random = SplitMix64(seed: 200 + seed)
        let count = Int.random(in: 2...5, using: &random)
        let system = randomSystem(variables: count, constraints: Int.random(in: 2...10, using: &random), random: &random)
        let (solver, variables, _) = solve(system, variables: count)
        let edited = variables[0]
        let edit = try solver.addEdit(edited, value: solver.value(of: edited))
        let profile = solver.costProfile(of: edit)
        #expect(solver.invariantViolations.isEmpty)
        func cost(at value: Double) -> SymbolicWeight? {
            let (fresh, freshVariables, _) = solve(system, variables: count)
            guard (try? fresh.addEdit(freshVariables[0], value: value)) != nil else { return nil }
            return fresh.objectiveValue
        }
        func integral(from a: Double, to b: Double) -> SymbolicWeight {
            var total = SymbolicWeight.zero
            for index in profile.slopes.indices {
                let start = index == 0 ? -Double.infinity : profile.breakpoints[index - 1]
                let end = index == profile.breakpoints.count ? Double.infinity : profile.breakpoints[index]
                let overlap = min(end, b) - max(start, a)
                if overlap > 0 { total.add(profile.slopes[index], times: overlap) }
            }
            return total
        }
        // From the lower limit (or 30 before the first breakpoint or the current value) to the
        // upper one (or 30 after the last): a range that always holds the current value.
        let current = solver.value(of: edited)
        let low = profile.lowerLimit ?? min(profile.breakpoints.first ?? current, current) - 30
        let high = profile.upperLimit ?? max(profile.breakpoints.last ?? current, current) + 30
        guard let base = cost(at: low) else {
            Issue.record("seed \(200 + seed): the lower limit \(low) is infeasible")
            return
        }
        for step in 1...6 {
            let point = low + (high - low) * Double(step) / 6
            guard let value = cost(at: point) else {
                Issue.record("seed \(200 + seed): \(point) within the limits is infeasible")
                continue
            }
            #expect((value - base).isApproximatelyEqual(to: integral(from: low, to: point)), "seed \(200 + seed) at \(point)")
        }
        if let limit = profile.upperLimit { #expect(cost(at: limit + 1) == nil, "seed \(200 + seed)") }
        if let limit = profile.lowerLimit { #expect(cost(at: limit - 1) == nil, "seed \(200 + seed)") }
    }
}
