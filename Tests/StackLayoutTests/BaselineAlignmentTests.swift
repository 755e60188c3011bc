import SeededRandom
import StackLayout
import Testing

/// A horizontal stack aligned on first or last baselines in closed form gives the frames the
/// whole system solved at once gives: 2 to 8 views with and without baselines (nested vertical
/// stacks among them), some hidden, at heights where every view fits and where some are cut;
/// the height fixed by the superview's edges, or chosen by a fill stack from the cost.
@Suite struct BaselineAlignmentTests {
    /// `rigid`: every view has its baselines at fixed offsets (labels with baselines, no
    /// nested stacks), as last-baseline alignment needs for its closed form.
    static func scene(seed: UInt64, alignment: Alignment, priorities: [Double], rigid: Bool = false) -> LayoutScene {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
        var views: [String: LayoutView] = [:]
        func leaf(_ id: String) {
            let height = Double(Int.random(in: 3...30, using: &random) * 4)
            let first = Double(Int.random(in: 0...Int(height), using: &random))
            views[id] = LayoutView(
                id: id, kind: .label, hidden: chance(0.15), intrinsicSize: IntrinsicSize(width: 40, height: height),
                baseline: rigid || chance(0.7) ? Baselines(first: first, last: max(first, height - Double(Int.random(in: 0...8, using: &random)))) : nil,
                hugging: AxisPriorities(horizontal: 250, vertical: pick(priorities)),
                compressionResistance: AxisPriorities(horizontal: 750, vertical: pick(priorities)))
        }
        var items: [String] = []
        for index in 0..<Int.random(in: 2...8, using: &random) {
            let id = "v\(index)"
            if !rigid, chance(0.25) {
                // A vertical stack of two labels: its first baseline is its first label's.
                leaf(id + "a")
                leaf(id + "b")
                views[id + "a"]!.hidden = false
                views[id] = Build.stack(id, .vertical, .fill, .fill, spacing: 2, items: [id + "a", id + "b"])
            } else {
                leaf(id)
            }
            items.append(id)
        }
        views["stack"] = Build.stack(
            "stack", .horizontal, .fillEqually, alignment, spacing: 4, items: items, marginsRelative: chance(0.3))
        let height = Double(Int.random(in: 4...60, using: &random) * 5)
        // Half the time a vertical fill stack shares the height between the stack and a view.
        let spring = chance(0.5) ? (priority: pick([48.0, 150, 249, 251, 760]), first: pick([false, true])) : nil
        return Build.heightPinnedScene(views, stack: "stack", spring: spring, height: height)
    }

    /// Priorities above the spanner's 51: the closed form applies whenever a view is visible.
    @Test(arguments: [Alignment.firstBaseline, .lastBaseline], 0..<400)
    func closedFormEqualsWholeSystem(alignment: Alignment, seed: UInt64) {
        let scene = Self.scene(seed: seed, alignment: alignment, priorities: [249, 250, 251, 749, 750], rigid: alignment == .lastBaseline)
        let engine = LayoutEngine(options: .init(decomposition: true))
        let decomposed = engine.layout(scene)
        expectSameFrames(decomposed, LayoutEngine.layout(scene, options: .init(decomposition: false)), "seed \(seed)")
        let anyVisible = scene.views["stack"]!.arranged.contains { !scene.views[$0]!.hidden }
        if anyVisible {
            // Every stack in closed form: only the root's two subsystems are not.
            #expect(engine.closedFormSubsystemCount == engine.subsystemCount - 2, "seed \(seed)")
        }
    }

    /// With priorities at or below the spanner's, or baselines that move with the views'
    /// lengths, some stacks go to the simplex; the frames agree.
    @Test(arguments: [Alignment.firstBaseline, .lastBaseline], 0..<200)
    func weakViewsAgreeToo(alignment: Alignment, seed: UInt64) {
        let scene = Self.scene(seed: 5000 + seed, alignment: alignment, priorities: [1, 48, 51, 250, 750])
        expectSameFrames(LayoutEngine.layout(scene), LayoutEngine.layout(scene, options: .init(decomposition: false)), "seed \(5000 + seed)")
    }
}
