import Testing
import StackLayout
import SeededRandom

/// Edits of leaves three stacks below a baseline-aligned stack lay out exactly as a fresh
/// engine does: the stacks above read a leaf only through the baselines their items vend (the
/// first or last visible item, or the tallest) and through fitting sizes, and must be
/// recompiled exactly when those change.
@Suite struct DeepBaselineRelayoutTests {
    /// A vertical stack (baseline-relative or not) of horizontal groups aligned by baseline (or
    /// filled), each of stacks of either axis and any alignment, each of cells (stacks again)
    /// of labels and plain views.
    static func scene(random: inout SplitMix64) -> LayoutScene {
        var views: [String: LayoutView] = [:]
        func stack(_ id: String, axis: Axis, alignments: [Alignment], items: [String]) {
            views[id] = LayoutView(
                id: id, kind: .stack,
                stack: StackAttributes(
                    axis: axis, distribution: Distribution.allCases.randomElement(using: &random)!,
                    alignment: alignments.randomElement(using: &random)!, spacing: .points(Double(Int.random(in: 0...6, using: &random))),
                    baselineRelative: axis == .vertical && Int.random(in: 0..<4, using: &random) == 0),
                subviews: items, arranged: items)
        }
        let anyAlignment: [Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        var groupIDs: [String] = []
        for group in 0..<Int.random(in: 1...3, using: &random) {
            let groupID = "g\(group)"
            var rowIDs: [String] = []
            for row in 0..<Int.random(in: 1...3, using: &random) {
                let rowID = "\(groupID)r\(row)"
                var cellIDs: [String] = []
                for cell in 0..<Int.random(in: 1...3, using: &random) {
                    let cellID = "\(rowID)c\(cell)"
                    var leafIDs: [String] = []
                    for leaf in 0..<Int.random(in: 1...3, using: &random) {
                        let id = "\(cellID)l\(leaf)"
                        views[id] = GroupedScenes.leaf(id, random: &random)
                        leafIDs.append(id)
                    }
                    stack(cellID, axis: Bool.random(using: &random) ? .vertical : .horizontal, alignments: anyAlignment, items: leafIDs)
                    cellIDs.append(cellID)
                }
                stack(rowID, axis: Bool.random(using: &random) ? .vertical : .horizontal, alignments: anyAlignment, items: cellIDs)
                rowIDs.append(rowID)
            }
            stack(groupID, axis: .horizontal, alignments: [.firstBaseline, .lastBaseline, .fill], items: rowIDs)
            groupIDs.append(groupID)
        }
        stack("main", axis: .vertical, alignments: [.fill], items: groupIDs)
        return GroupedScenes.pinnedMain(views, width: Double(Int.random(in: 150...600, using: &random)))
    }

    @Test(arguments: 0..<16)
    func leafEditsMatchFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: 5100 + seed)
        var scene = Self.scene(random: &random)
        let leaves = scene.views.values.filter { $0.subviews.isEmpty && $0.id != scene.rootID }.map(\.id).sorted()
        let engine = LayoutEngine()
        engine.layout(scene)
        for step in 0..<30 {
            let id = leaves.randomElement(using: &random)!
            let incremental: LayoutResult
            let description: String
            if Bool.random(using: &random) {
                scene.views[id]!.hidden.toggle()
                incremental = engine.setHidden(scene.views[id]!.hidden, forView: id)
                description = "toggle hidden \(id)"
            } else {
                let height = Double(Int.random(in: 8...30, using: &random))
                scene.views[id]!.intrinsicSize.height = height
                if scene.views[id]!.baseline != nil { scene.views[id]!.baseline = Baselines(first: height * 0.6, last: height * 0.9) }
                incremental = engine.updateViews([scene.views[id]!])
                description = "height \(height) of \(id)"
            }
            let context = "seed \(5100 + seed) step \(step): \(description)"
            let fresh = LayoutEngine.layout(scene)
            expectSameFrames(incremental, fresh, "(from scratch) " + context)
            #expect(incremental.brokenConstraints == fresh.brokenConstraints, "(from scratch) \(context)")
            let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
            expectSameFrames(incremental, whole, "(whole system) " + context)
        }
    }
}
