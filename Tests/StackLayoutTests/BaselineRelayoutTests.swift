import Testing
import StackLayout
import SeededRandom

/// Hiding and showing views in baseline-aligned stacks, one `setHidden` at a time, lays out
/// exactly as a fresh engine does. A group whose rows vend baselines that move with their
/// sizes (a row ending with a label, aligned by last baseline) is solved by the simplex with
/// those rows, so the edits exercise the incremental updates of simplex subsystems, and rows
/// turning from one kind to the other as their last views are shown and hidden.
@Suite struct BaselineRelayoutTests {
    /// A vertical stack of horizontal groups (aligned by first or last baseline, or filled), each
    /// of vertical rows of labels and plain views with random sizes and distributions.
    static func scene(random: inout SplitMix64) -> LayoutScene {
        var views: [String: LayoutView] = [:]
        let alignments: [Alignment] = [.firstBaseline, .lastBaseline, .lastBaseline, .fill]
        var groupIDs: [String] = []
        for group in 0..<Int.random(in: 2...4, using: &random) {
            let groupID = "g\(group)"
            var rowIDs: [String] = []
            for row in 0..<Int.random(in: 1...4, using: &random) {
                let rowID = "\(groupID)r\(row)"
                var leafIDs: [String] = []
                for leaf in 0..<Int.random(in: 1...5, using: &random) {
                    let id = "\(rowID)l\(leaf)"
                    views[id] = GroupedScenes.leaf(id, random: &random)
                    leafIDs.append(id)
                }
                views[rowID] = LayoutView(
                    id: rowID, kind: .stack,
                    stack: StackAttributes(
                        axis: .vertical, distribution: Distribution.allCases.randomElement(using: &random)!,
                        alignment: ([.fill, .leading, .center, .trailing] as [Alignment]).randomElement(using: &random)!,
                        spacing: .points(Double(Int.random(in: 0...6, using: &random)))),
                    subviews: leafIDs, arranged: leafIDs)
                rowIDs.append(rowID)
            }
            views[groupID] = LayoutView(
                id: groupID, kind: .stack,
                stack: StackAttributes(
                    axis: .horizontal, distribution: Distribution.allCases.randomElement(using: &random)!,
                    alignment: alignments.randomElement(using: &random)!, spacing: .points(4)),
                subviews: rowIDs, arranged: rowIDs)
            groupIDs.append(groupID)
        }
        views["main"] = LayoutView(
            id: "main", kind: .stack, stack: StackAttributes(axis: .vertical, spacing: .points(8)),
            subviews: groupIDs, arranged: groupIDs)
        return GroupedScenes.pinnedMain(views, width: Double(Int.random(in: 150...600, using: &random)))
    }

    @Test(arguments: 0..<16)
    func setHiddenMatchesFromScratch(seed: UInt64) {
        print("BaselineRelayoutTests seed \(seed)")
        var random = SplitMix64(seed: 4200 + seed)
        var scene = Self.scene(random: &random)
        let leaves = scene.views.values.filter { $0.subviews.isEmpty && $0.id != scene.rootID }.map(\.id).sorted()
        let engine = LayoutEngine()
        engine.layout(scene)
        for step in 0..<30 {
            let id = leaves.randomElement(using: &random)!
            scene.views[id]!.hidden.toggle()
            let incremental = engine.setHidden(scene.views[id]!.hidden, forView: id)
            let context = "seed \(seed) step \(step): toggle hidden \(id)"
            let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
            expectSameFrames(incremental, whole, "(whole system) " + context)
            #expect(incremental.brokenConstraints == whole.brokenConstraints, "(whole system) \(context)")
            let fresh = LayoutEngine.layout(scene)
            expectSameFrames(incremental, fresh, "(from scratch) " + context)
        }
    }
}
