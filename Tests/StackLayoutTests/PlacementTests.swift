import Testing
import StackLayout

@Suite struct PlacementTests {
    /// A relayout places only the subsystems an edit reached and those below them whose place
    /// moved; every frame, and the broken constraints, still match a layout from scratch after
    /// each edit, in the edited branch and in the others.
    @Test func relayoutMatchesLayoutFromScratch() {
        var views = [Build.container("root", subviews: ["main"])]
        var groups: [String] = []
        let alignments: [Alignment] = [.fill, .lastBaseline, .firstBaseline, .center]
        for group in 0..<4 {
            var rows: [String] = []
            for row in 0..<3 {
                let leaves = (0..<3).map { "g\(group)r\(row)l\($0)" }
                for (index, leaf) in leaves.enumerated() {
                    let height = Double(10 + 3 * row + index)
                    views.append(index == 1
                        ? Build.leaf(leaf, Double(20 + 7 * index), height, kind: .label, baseline: Baselines(first: height * 0.75, last: height * 0.75))
                        : Build.leaf(leaf, Double(20 + 7 * index), height))
                }
                rows.append("g\(group)r\(row)")
                views.append(Build.stack(rows.last!, .vertical, spacing: 2, items: leaves))
            }
            groups.append("g\(group)")
            views.append(Build.stack(groups.last!, .horizontal, .fill, alignments[group], spacing: 4, items: rows))
        }
        views.append(Build.stack("main", .vertical, spacing: 8, items: groups))
        let scene = Build.scene(canvas: Size(width: 400, height: 600), root: "root", views, constraints: [
            Build.constraint("g0r0l0.width", constant: 30, id: "first"),
            Build.constraint("g0r0l0.width", constant: 40, id: "second"),
        ])
        let engine = LayoutEngine()
        engine.layout(scene)
        for leaf in ["g1r1l1", "g0r2l0", "g2r0l2", "g1r1l1", "g3r2l1", "g0r2l0"] {
            let hidden = !engine.scene!.views[leaf]!.hidden
            let incremental = engine.setHidden(hidden, forView: leaf)
            let fresh = LayoutEngine.layout(engine.scene!)
            expectSameFrames(incremental, fresh, "hidden \(leaf) \(hidden)")
            #expect(incremental.brokenConstraints == fresh.brokenConstraints)
            #expect(fresh.brokenConstraints.map(\.id) == ["second"])
        }
    }
}
