import SeededRandom
import StackLayout
import Testing

/// equalCentering in closed form (`EqualCentering`) gives the frames the whole system solved
/// at once gives: stacks of 2 to 10 views, some hidden, with custom spacing, at lengths where
/// the views compress, where only some centre distances can be equal, and where all can; the
/// stack's length fixed by its superview's edges, or chosen by a fill stack from its cost.
/// With `weakStretch`, views stretch at any priority, the centring's included, and some views
/// are stacks across the axis whose length along it only their own fit holds up (a row of a
/// leading-aligned vertical stack, say): the closed form still applies, since only
/// compression can help the centring.
@Suite struct EqualCenteringTests {
    static func scene(seed: UInt64, weakStretch: Bool = false) -> (scene: LayoutScene, stack: String) {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        let axis: Axis = pick([.horizontal, .vertical])
        var views: [String: LayoutView] = [:]
        var items: [String] = []
        var customSpacing: [String: Double] = [:]
        for index in 0..<Int.random(in: 2...10, using: &random) {
            let id = "v\(index)"
            let along = Double(Int.random(in: 2...30, using: &random) * 4)
            let across = Double(Int.random(in: 2...12, using: &random) * 4)
            // Compression resistance above the centring priorities (at most 150), so the closed
            // form applies; hugging too unless `weakStretch`.
            let hugging = pick(weakStretch ? [1.0, 48, 100, 149, 150, 250, 749] : [249.0, 250, 251, 749])
            let resistance = pick([250.0, 749, 750])
            let hidden = Double.random(in: 0..<1, using: &random) < 0.15
            if weakStretch, Double.random(in: 0..<1, using: &random) < 0.4 {
                // A stack across the axis of two leaves, aligned so that nothing but its fit
                // (or the leaves' hugging) keeps it from stretching along the axis.
                let parts = (0..<2).map { part in
                    let partAlong = Double(Int.random(in: 2...30, using: &random) * 4)
                    return Build.leaf(
                        "\(id)p\(part)", axis == .horizontal ? partAlong : across / 2, axis == .horizontal ? across / 2 : partAlong,
                        hugging: (hugging, hugging), resistance: (resistance, resistance))
                }
                for part in parts { views[part.id] = part }
                views[id] = Build.stack(
                    id, axis == .horizontal ? .vertical : .horizontal, .fill, pick([.fill, .leading, .center, .trailing]), spacing: 2,
                    items: parts.map(\.id), hidden: hidden)
            } else {
                views[id] = Build.leaf(
                    id, axis == .horizontal ? along : across, axis == .horizontal ? across : along,
                    hugging: (hugging, hugging), resistance: (resistance, resistance), hidden: hidden)
            }
            if Double.random(in: 0..<1, using: &random) < 0.2 { customSpacing[id] = Double(Int.random(in: 0...16, using: &random)) }
            items.append(id)
        }
        views["stack"] = Build.stack(
            "stack", axis, .equalCentering, pick([.fill, .center, .leading]), spacing: Double(Int.random(in: 0...12, using: &random)),
            items: items, customSpacing: customSpacing, marginsRelative: Double.random(in: 0..<1, using: &random) < 0.3)
        let length = Double(Int.random(in: 20...220, using: &random) * 5)
        let canvas = axis == .horizontal ? Size(width: length, height: 400) : Size(width: 400, height: length)
        let (leading, trailing): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        var top = "stack"
        if Double.random(in: 0..<1, using: &random) < 0.5 {
            // A fill stack shares its length between the stack and a view: it weighs the
            // stack's cost profile against the view's hugging and compression resistance.
            let priority = pick([48.0, 150, 249, 251, 760])
            views["spring"] = Build.leaf(
                "spring", axis == .horizontal ? 40 : 10, axis == .horizontal ? 10 : 40, hugging: (priority, priority), resistance: (priority, priority))
            views["outer"] = Build.stack("outer", axis, .fill, .fill, spacing: 4, items: pick([["stack", "spring"], ["spring", "stack"]]))
            top = "outer"
        }
        views["root"] = LayoutView(id: "root", subviews: [top])
        let constraints = [
            LayoutConstraint(first: Anchor(view: top, attribute: leading), second: Anchor(view: "root", attribute: leading)),
            LayoutConstraint(first: Anchor(view: top, attribute: trailing), second: Anchor(view: "root", attribute: trailing)),
        ]
        return (LayoutScene(canvas: canvas, rootID: "root", views: views, constraints: constraints), "stack")
    }

    @Test(arguments: 0..<1000, [false, true])
    func closedFormEqualsWholeSystem(seed: UInt64, weakStretch: Bool) {
        let (scene, _) = Self.scene(seed: seed, weakStretch: weakStretch)
        let engine = LayoutEngine(options: .init(decomposition: true))
        let decomposed = engine.layout(scene)
        let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
        expectSameFrames(decomposed, whole, "seed \(seed), weak stretch \(weakStretch)")
        // Every stack (and the stack's cross axis) in closed form: only the root's are not.
        #expect(
            engine.closedFormSubsystemCount == engine.subsystemCount - 2,
            "seed \(seed), weak stretch \(weakStretch): \(engine.closedFormSubsystemCount) of \(engine.subsystemCount)")
    }

    /// The spec's examples (stack-layout.md section 2): views 160, 80 and 40 wide.
    @Test(arguments: [(400.0, 0.0, [0.0, 190, 360]), (320, 10, [0, 170, 280])])
    func specExamples(length: Double, spacing: Double, xs: [Double]) {
        let views = [
            Build.leaf("a", 160, 20), Build.leaf("b", 80, 20), Build.leaf("c", 40, 20),
            Build.stack("stack", .horizontal, .equalCentering, spacing: spacing, items: ["a", "b", "c"]),
            LayoutView(id: "root", subviews: ["stack"]),
        ]
        let scene = LayoutScene(
            canvas: Size(width: length, height: 100), rootID: "root", views: Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) }),
            constraints: [
                LayoutConstraint(first: Anchor(view: "stack", attribute: .leading), second: Anchor(view: "root", attribute: .leading)),
                LayoutConstraint(first: Anchor(view: "stack", attribute: .trailing), second: Anchor(view: "root", attribute: .trailing)),
            ])
        let result = layoutBothWays(scene)
        for (id, x) in zip(["a", "b", "c"], xs) { #expect(close(result.frame(of: id)!.x, x), "\(id)") }
    }
}
