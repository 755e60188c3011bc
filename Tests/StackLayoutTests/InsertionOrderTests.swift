import Testing
import StackLayout
import SeededRandom

/// The same constraint system, added to the solver in shuffled orders, gives the same frames.
@Suite struct InsertionOrderTests {
    @Test(arguments: 0..<40)
    func shuffledOrderGivesSameValues(seed: UInt64) {
        var generator = RandomSceneGenerator(seed: 5000 + seed)
        generator.documentConstraints = false
        let scene = generator.scene()
        let engine = LayoutEngine()
        let result = engine.layout(scene)
        let system = engine.constraintSystem()
        let (reference, referenceSolver) = solve(system)
        #expect(referenceSolver.invariantViolations.isEmpty)
        var random = SplitMix64(seed: seed)
        for _ in 0..<3 {
            let order = Array(system.constraints.indices).shuffled(using: &random)
            let (values, solver) = solve(system, order: order)
            #expect(solver.invariantViolations.isEmpty, "seed \(5000 + seed)")
            for (name, value) in reference {
                #expect(close(values[name]!, value), "seed \(5000 + seed): \(name) \(values[name]!) vs \(value)")
            }
        }
        // The engine's frames are the exported system's solution.
        for view in result.views {
            let frame = view.absoluteFrame
            #expect(close(reference["\(view.id).left"] ?? frame.x, frame.x) && close(reference["\(view.id).width"] ?? frame.width, frame.width))
            #expect(close(reference["\(view.id).top"] ?? frame.y, frame.y) && close(reference["\(view.id).height"] ?? frame.height, frame.height))
        }
    }
}
