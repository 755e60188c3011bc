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
        let scene = screenScene(seed: seed, views: 100)
        let decomposed = LayoutEngine.layout(scene, options: .init(decomposition: true))
        let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
        expectSameLayout(decomposed, whole, "seed \(seed)")
    }

    /// Hiding and showing views one at a time, relaid out incrementally, while conflicts come
    /// and go: every step equals the whole system solved from scratch.
    @Test(arguments: 0..<40)
    func editsThroughConflictsEqualWhole(index: UInt64) {
        let seed = 71_000 + index
        var scene = screenScene(seed: seed, views: 60)
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
            expectSameLayout(incremental, whole, "seed \(seed) step \(step)")
        }
    }
}

/// The scene of a random screen (`RandomDocuments.screen`) at its canvas.
private func screenScene(seed: UInt64, views: Int) -> LayoutScene {
    var random = RandomDocuments(seed: seed)
    let document = random.screen(views: views)
    return document.layoutScene(canvas: document.canvas ?? Size(width: 375, height: 667))
}

/// The same broken constraints, and every view's frame within 1e-6.
private func expectSameLayout(_ layout: LayoutResult, _ expected: LayoutResult, _ context: String) {
    #expect(layout.brokenConstraints == expected.brokenConstraints, "\(context)")
    for view in expected.views {
        let frame = layout.absoluteFrame(of: view.id), wanted = view.absoluteFrame
        let close = frame.map { [$0.x - wanted.x, $0.y - wanted.y, $0.width - wanted.width, $0.height - wanted.height] }?
            .allSatisfy { abs($0) <= 1e-6 }
        #expect(close == true, "\(context), \(view.id): \(String(describing: frame)) vs \(wanted)")
    }
}
