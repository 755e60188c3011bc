import SeededRandom
import StackLayout
import Testing

/// Last-baseline alignment over items whose last baseline sits at a fixed height above their
/// bottom: plain views (their bottom is their last baseline) and nested stacks whose last
/// visible view is one (a vertical stack, or a fill-aligned horizontal one). Such an item is
/// solved on its own and the aligned stack in closed form, as the mirror image of first-baseline
/// alignment; the frames equal those of the whole system solved at once, from scratch and after
/// edits that make an item's last baseline rigid or not (a label shown or hidden below it).
@Suite struct RigidLastBaselineTests {
    /// A horizontal stack aligned on last baselines, `stack`, of 2 to 6 items: plain views, and
    /// rows (vertical stacks, or fill-aligned horizontal ones) of 1 to 4 views whose last view
    /// is a plain view and whose others are labels or plain views; some views hidden (never a
    /// row's last). Its height fixed by the root's edges, or shared with a spring by a vertical
    /// fill stack. Priorities above the spanner's 51.
    static func scene(seed: UInt64) -> LayoutScene {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
        let priorities: [Double] = [249, 250, 251, 749, 750]
        var views: [String: LayoutView] = [:]
        func leaf(_ id: String, label: Bool, hidden: Bool) {
            let height = Double(Int.random(in: 3...30, using: &random) * 2)
            views[id] = Build.leaf(
                id, Double(Int.random(in: 10...60, using: &random)), height, kind: label ? .label : .view,
                hugging: (250, pick(priorities)), resistance: (750, pick(priorities)),
                baseline: label ? Baselines(first: height * 0.7, last: height * 0.8) : nil, hidden: hidden)
        }
        var items: [String] = []
        for index in 0..<Int.random(in: 2...6, using: &random) {
            let id = "v\(index)"
            if chance(0.7) {
                let count = Int.random(in: 1...4, using: &random)
                let leaves = (0..<count).map { "\(id)l\($0)" }
                for (position, leafID) in leaves.enumerated() {
                    let isLast = position == count - 1
                    leaf(leafID, label: !isLast && chance(0.5), hidden: !isLast && chance(0.2))
                }
                let vertical = chance(0.7)
                views[id] = Build.stack(
                    id, vertical ? .vertical : .horizontal, pick([.fill, .fillEqually, .equalSpacing]),
                    vertical ? pick([.fill, .leading, .center, .trailing]) : .fill,
                    spacing: Double(Int.random(in: 0...6, using: &random)), items: leaves, marginsRelative: chance(0.3))
            } else {
                leaf(id, label: false, hidden: chance(0.15))
            }
            items.append(id)
        }
        views["stack"] = Build.stack(
            "stack", .horizontal, pick([.fill, .fillEqually, .equalSpacing]), .lastBaseline, spacing: 4, items: items,
            marginsRelative: chance(0.3))
        let spring = chance(0.5) ? (priority: pick([48.0, 150, 249, 251, 760]), first: pick([false, true])) : nil
        return Build.heightPinnedScene(views, stack: "stack", spring: spring, height: Double(Int.random(in: 4...60, using: &random) * 5))
    }

    @Test(arguments: 0..<300)
    func closedFormEqualsWholeSystem(seed: UInt64) {
        let scene = Self.scene(seed: 7000 + seed)
        let engine = LayoutEngine()
        let decomposed = engine.layout(scene)
        expectSameFrames(decomposed, LayoutEngine.layout(scene, options: .init(decomposition: false)), "seed \(7000 + seed)")
        let anyVisible = scene.views["stack"]!.arranged.contains { !scene.views[$0]!.hidden }
        if anyVisible, engine.guardedViewCount == 0 {
            // Every stack in closed form, the aligned one included: only the root's two
            // subsystems are not (unless a size would have been negative, when the scene is
            // solved as one system with bounds, `LayoutEngine.guardingFrames`).
            #expect(engine.closedFormSubsystemCount == engine.subsystemCount - 2, "seed \(7000 + seed)")
            #expect(engine.simplexConstraintCount < 20, "seed \(7000 + seed)")
        }
    }

    /// Hiding a row's last view uncovers the view above it: a label (whose last baseline moves
    /// with its height, so the row must be solved with the aligned stack) or a plain view (so
    /// it need not). Relayouts after each toggle equal a fresh engine and the whole system.
    @Test(arguments: 0..<40)
    func showingAndHidingLastViewsMatchesFromScratch(seed: UInt64) {
        // The first scene from this case's seeds whose aligned stack holds a row: every case runs.
        var sceneSeed = 7400 + seed * 100
        var scene = Self.scene(seed: sceneSeed)
        func lastTwoOfEachRow() -> [String] {
            let rows = scene.views["stack"]!.arranged.compactMap { scene.views[$0]!.stack == nil ? nil : scene.views[$0]!.arranged }
            return rows.flatMap { $0.suffix(2) }.sorted()
        }
        var candidates = lastTwoOfEachRow()
        while candidates.isEmpty {
            sceneSeed += 1
            scene = Self.scene(seed: sceneSeed)
            candidates = lastTwoOfEachRow()
        }
        print("RigidLastBaselineTests: scene seed \(sceneSeed)")
        var random = SplitMix64(seed: sceneSeed)
        let engine = LayoutEngine()
        engine.layout(scene)
        for step in 0..<12 {
            let id = candidates[Int.random(in: 0..<candidates.count, using: &random)]
            scene.views[id]!.hidden.toggle()
            let incremental = engine.setHidden(scene.views[id]!.hidden, forView: id)
            let context = "seed \(sceneSeed) step \(step): toggle hidden \(id)"
            expectSameFrames(incremental, LayoutEngine.layout(scene), "(from scratch) " + context)
            expectSameFrames(incremental, LayoutEngine.layout(scene, options: .init(decomposition: false)), "(whole system) " + context)
        }
    }

    /// How a row of the benchmark's shape ends: what decides whether its last baseline is rigid.
    enum RowEnd: String, CaseIterable, CustomTestStringConvertible {
        /// A plain view: its last baseline is its bottom.
        case plainView
        /// A label with an intrinsic height: its last baseline keeps its distance above its bottom.
        case sizedLabel
        var testDescription: String { rawValue }
    }

    /// The benchmark's shape: rows of views under last-baseline groups. Rows that end with a
    /// plain view or a label with an intrinsic height are cut from their group: their last
    /// baseline is a fixed distance above their bottom.
    @Test(arguments: RowEnd.allCases) func rowsWithRigidLastBaselinesAreSolvedOnTheirOwn(end: RowEnd) {
        func row(_ id: String, end: RowEnd) -> [LayoutView] {
            let last: LayoutView = switch end {
            case .plainView: Build.leaf(id + "b", 40, 20)
            case .sizedLabel: Build.leaf(id + "b", 40, 20, kind: .label, baseline: Baselines(first: 14, last: 16))
            }
            let leaves = [Build.leaf(id + "a", 30, 12, kind: .label, baseline: Baselines(first: 9, last: 10)), last]
            return leaves + [Build.stack(id, .vertical, .fill, .fill, spacing: 2, items: leaves.map(\.id))]
        }
        let views = row("r0", end: .plainView) + row("r1", end: end) + row("r2", end: .plainView)
            + [Build.stack("main", .horizontal, .fill, .lastBaseline, spacing: 4, items: ["r0", "r1", "r2"])]
        let scene = GroupedScenes.pinnedMain(Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) }), width: 320)
        let engine = LayoutEngine()
        let result = engine.layout(scene)
        expectSameFrames(result, LayoutEngine.layout(scene, options: .init(decomposition: false)), "row ends with \(end)")
        // The root's two subsystems, main's two, and one per row along each axis.
        #expect(engine.subsystemCount == 10)
        #expect(engine.closedFormSubsystemCount == 8)
        // Every row's last baseline (its last view's bottom, or the label's baseline, 20 - 16
        // above its bottom) is shared.
        let frames = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.absoluteFrame) })
        let baselines = ["r0", "r1", "r2"].map { id in
            let last = frames[id + "b"]!
            guard id == "r1" else { return last.y + last.height }
            return end == .sizedLabel ? last.y + last.height - 4 : last.y + last.height
        }
        #expect(abs(baselines[0] - baselines[1]) < 1e-9 && abs(baselines[1] - baselines[2]) < 1e-9)
    }

    /// A label that ends a row of a last-baseline group grows, shrinks, loses its intrinsic
    /// height (its last baseline then hangs from its top, and the row is no longer rigid) and
    /// gets it back: each edit lays out as a layout from scratch does.
    @Test func editingTheIntrinsicHeightOfARowsLastLabelMatchesFromScratch() {
        func row(_ id: String) -> [LayoutView] {
            let leaves = [
                Build.leaf(id + "a", 30, 12, kind: .label, baseline: Baselines(first: 9, last: 10)),
                Build.leaf(id + "b", 40, 20, kind: .label, baseline: Baselines(first: 14, last: 16), frame: Rect(x: 0, y: 0, width: 40, height: 20)),
            ]
            return leaves + [Build.stack(id, .vertical, .fill, .fill, spacing: 2, items: leaves.map(\.id))]
        }
        let views = row("r0") + row("r1") + row("r2")
            + [Build.stack("main", .horizontal, .fill, .lastBaseline, spacing: 4, items: ["r0", "r1", "r2"])]
        var scene = GroupedScenes.pinnedMain(Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) }), width: 320)
        let engine = LayoutEngine()
        engine.layout(scene)
        for (step, height) in ([30, 14, nil, 20] as [Double?]).enumerated() {
            scene.views["r1b"]!.intrinsicSize.height = height
            let incremental = engine.updateViews([scene.views["r1b"]!])
            let context = "step \(step): r1b's intrinsic height \(height.map { "\($0)" } ?? "none")"
            expectSameFrames(incremental, LayoutEngine.layout(scene), "(from scratch) " + context)
            expectSameFrames(incremental, LayoutEngine.layout(scene, options: .init(decomposition: false)), "(whole system) " + context)
        }
    }

    /// A document constraint that puts a label's last baseline on a stack's: while the stack's
    /// last visible view is a plain view, the stack is solved on its own and the constraint reads
    /// its bottom; hiding that view uncovers a label and the stack joins the constraint's
    /// subsystem, and back. Every step equals a fresh engine and the whole system.
    @Test(arguments: 0..<24)
    func documentConstraintsOnRigidLastBaselines(seed: UInt64) {
        var random = SplitMix64(seed: 7800 + seed)
        let count = Int.random(in: 2...4, using: &random)
        var views: [LayoutView] = []
        var leaves: [String] = []
        for index in 0..<count {
            let height = Double(Int.random(in: 10...30, using: &random))
            let label = index < count - 1 && Bool.random(using: &random)
            views.append(Build.leaf(
                "s\(index)", Double(Int.random(in: 20...60, using: &random)), height, kind: label ? .label : .view,
                baseline: label ? Baselines(first: height * 0.7, last: height * 0.8) : nil))
            leaves.append("s\(index)")
        }
        views.append(Build.stack(
            "stack", .vertical, [.fill, .fillEqually, .equalSpacing].randomElement(using: &random)!, .fill,
            spacing: Double(Int.random(in: 0...6, using: &random)), items: leaves, marginsRelative: Bool.random(using: &random)))
        views.append(Build.leaf("caption", 80, 24, kind: .label, baseline: Baselines(first: 17, last: 19)))
        views.append(Build.container("root", subviews: ["stack", "caption"]))
        let constraints = [
            Build.constraint("stack.top", .equal, "root.top", constant: 20),
            Build.constraint("stack.leading", .equal, "root.leading", constant: 10),
            Build.constraint("caption.leading", .equal, "stack.trailing", constant: 8),
            Build.constraint("caption.lastBaseline", .equal, "stack.lastBaseline"),
        ]
        var scene = Build.scene(canvas: Size(width: 320, height: 480), root: "root", views, constraints: constraints)
        let engine = LayoutEngine()
        let first = engine.layout(scene)
        expectSameFrames(first, LayoutEngine.layout(scene, options: .init(decomposition: false)), "seed \(7800 + seed)")
        for step in 0..<10 {
            let id = leaves[Int.random(in: max(0, count - 2)..<count, using: &random)]
            scene.views[id]!.hidden.toggle()
            let incremental = engine.setHidden(scene.views[id]!.hidden, forView: id)
            let context = "seed \(7800 + seed) step \(step): toggle hidden \(id)"
            expectSameFrames(incremental, LayoutEngine.layout(scene), "(from scratch) " + context)
            expectSameFrames(incremental, LayoutEngine.layout(scene, options: .init(decomposition: false)), "(whole system) " + context)
        }
    }
}
