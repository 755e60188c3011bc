import Testing
import StackLayout

/// Solving subsystems separately (with their cost profiles standing in for them) must give
/// exactly what solving the whole system gives.
@Suite struct DecompositionTests {
    /// Seed 3329: a hidden stack inside a measured simplex, whose nested window was remeasured
    /// narrower than before and so never covered what its parent needed.
    @Test(arguments: Array(0..<400) + [3329])
    func decomposedEqualsWhole(seed: UInt64) {
        var generator = RandomSceneGenerator(seed: seed)
        let scene = generator.scene()
        let decomposed = LayoutEngine.layout(scene, options: .init(decomposition: true))
        let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
        expectSameFrames(decomposed, whole)
        #expect(decomposed.brokenConstraints == whole.brokenConstraints, "seed \(seed)")
        if Test.current != nil, decomposed.views.count != whole.views.count { print("seed", seed) }
    }

    @Test(arguments: 0..<200)
    func fittingSizesAgree(seed: UInt64) {
        var generator = RandomSceneGenerator(seed: 1000 + seed)
        let scene = generator.scene()
        let decomposed = LayoutEngine(options: .init(decomposition: true))
        let whole = LayoutEngine(options: .init(decomposition: false))
        decomposed.layout(scene)
        whole.layout(scene)
        for id in scene.views.keys.sorted() {
            let a = decomposed.fittingSize(ofView: id)!, b = whole.fittingSize(ofView: id)!
            #expect(close(a.width, b.width) && close(a.height, b.height), "seed \(1000 + seed), \(id): \(a) vs \(b)")
        }
    }
}
