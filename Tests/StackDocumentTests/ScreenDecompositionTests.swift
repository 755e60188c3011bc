import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Random screens (nested stacks, document constraints, hidden views) often hold required
/// constraints that cannot all hold. Decomposed layout must still break the same constraint
/// as the whole system solved at once, and give the same frames.
@Suite struct ScreenDecompositionTests {
    @Test(arguments: 0..<130)
    func decomposedEqualsWholeOnScreens(index: UInt64) {
        let seed = 70_000 + index
        var random = RandomDocuments(seed: seed)
        let document = random.screen(views: 100)
        let scene = document.layoutScene(canvas: document.canvas ?? Size(width: 375, height: 667))
        let decomposed = LayoutEngine.layout(scene, options: .init(decomposition: true))
        let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
        #expect(decomposed.brokenConstraints == whole.brokenConstraints, "seed \(seed)")
        for view in whole.views {
            let frame = decomposed.absoluteFrame(of: view.id)
            let expected = view.absoluteFrame
            #expect(
                frame.map { [$0.x - expected.x, $0.y - expected.y, $0.width - expected.width, $0.height - expected.height]
                    .allSatisfy { abs($0) <= 1e-6 } } == true,
                "seed \(seed), \(view.id): \(String(describing: frame)) vs \(expected)")
        }
    }

    /// Hiding and showing views one at a time, relaid out incrementally, while conflicts come
    /// and go: every step equals the whole system solved from scratch.
    @Test(arguments: 0..<40)
    func editsThroughConflictsEqualWhole(index: UInt64) {
        let seed = 71_000 + index
        var random = RandomDocuments(seed: seed)
        let document = random.screen(views: 60)
        var scene = document.layoutScene(canvas: document.canvas ?? Size(width: 375, height: 667))
        var generator = SplitMix64(seed: seed)
        let engine = LayoutEngine()
        engine.layout(scene)
        let ids = scene.views.keys.filter { $0 != scene.rootID }.sorted()
        for step in 0..<8 {
            let id = ids.randomElement(using: &generator)!
            let hidden = !scene.views[id]!.hidden
            scene.views[id]!.hidden = hidden
            let incremental = engine.setHidden(hidden, forView: id)
            let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
            #expect(incremental.brokenConstraints == whole.brokenConstraints, "seed \(seed) step \(step)")
            for view in whole.views {
                let frame = incremental.absoluteFrame(of: view.id)!, expected = view.absoluteFrame
                #expect(
                    [frame.x - expected.x, frame.y - expected.y, frame.width - expected.width, frame.height - expected.height]
                        .allSatisfy { abs($0) <= 1e-6 },
                    "seed \(seed) step \(step), \(view.id): \(frame) vs \(expected)")
            }
        }
    }
}
