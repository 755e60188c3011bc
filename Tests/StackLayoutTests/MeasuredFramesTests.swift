import Testing
import StackLayout

/// The frames measured on Apple's engine (stack-layout.md section 6).
@Suite struct MeasuredFramesTests {
    /// 1. Horizontal 200 x 200, views 40x20, 60x30, 20x10, centre alignment, spacing 10.
    @Test(arguments: [
        (Distribution.fill, [rect(0, 90, 100, 20), rect(110, 85, 60, 30), rect(180, 95, 20, 10)]),
        (Distribution.fillEqually, [rect(0, 90, 60, 20), rect(70, 85, 60, 30), rect(140, 95, 60, 10)]),
    ])
    func horizontalCentered(distribution: Distribution, expected: [Rect]) {
        let scene = Build.scene(canvas: Size(width: 200, height: 200), root: "stack", [
            Build.stack("stack", .horizontal, distribution, .center, spacing: 10, items: ["a", "b", "c"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30), Build.leaf("c", 20, 10),
        ])
        let result = layoutBothWays(scene)
        for (id, frame) in zip(["a", "b", "c"], expected) { expectFrame(result, id, frame) }
    }

    /// 2. A 100-wide vertical stack of two buttons with required heights 20 and 40.
    @Test(arguments: [(0.0, 60.0), (20, 80), (50, 110)])
    func fittingHeightOfButtons(spacing: Double, height: Double) {
        let scene = Build.scene(canvas: Size(width: 320, height: 480), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", .vertical, spacing: spacing, items: ["b1", "b2"]),
            Build.leaf("b1", nil, nil, kind: .button), Build.leaf("b2", nil, nil, kind: .button),
        ], constraints: [
            Build.constraint("stack.width", constant: 100),
            Build.constraint("b1.height", constant: 20), Build.constraint("b2.height", constant: 40),
        ])
        for options in bothModes {
            let engine = LayoutEngine(options: options)
            let result = engine.layout(scene)
            #expect(engine.fittingSize(ofView: "stack") == Size(width: 100, height: height))
            expectFrame(result, "stack", rect(0, 0, 100, height))
            expectFrame(result, "b2", rect(0, 20 + spacing, 100, 40))
        }
    }

    /// 3. Vertical, required heights 20 / 30 / 40, spacing 0: removing, inserting, hiding.
    @Test func removeInsertHide() {
        let views = [Build.container("root", subviews: ["stack"]), Build.leaf("v1", nil, nil), Build.leaf("v2", nil, nil),
                     Build.leaf("v3", nil, nil), Build.leaf("v0", nil, nil)]
        let heights = [Build.constraint("v1.height", constant: 20), Build.constraint("v2.height", constant: 30),
                       Build.constraint("v3.height", constant: 40), Build.constraint("v0.height", constant: 40)]
        func scene(_ items: [String], hidden: Set<String> = []) -> LayoutScene {
            var all = views + [Build.stack("stack", .vertical, items: items)]
            for index in all.indices where hidden.contains(all[index].id) { all[index].hidden = true }
            let present = Set(items + ["root", "stack"])
            return Build.scene(canvas: Size(width: 320, height: 480), root: "root", all.filter { present.contains($0.id) },
                               constraints: heights.filter { present.contains($0.first.view) })
        }
        func height(_ result: LayoutResult) -> Double { result.frame(of: "stack")!.height }
        for options in bothModes {
            let engine = LayoutEngine(options: options)
            #expect(height(engine.layout(scene(["v1", "v2", "v3"]))) == 90)
            var result = engine.layout(scene(["v2", "v3"]))
            #expect(height(result) == 70 && result.frame(of: "v2")!.y == 0)
            result = engine.layout(scene(["v1", "v3"]))
            #expect(height(result) == 60 && result.frame(of: "v3")!.y == 20)
            result = engine.layout(scene(["v0", "v1", "v2", "v3"]))
            #expect(height(result) == 130 && result.frame(of: "v1")!.y == 40)
            engine.layout(scene(["v1", "v2", "v3"]))
            #expect(height(engine.setHidden(true, forView: "v1")) == 70)
            result = engine.setHidden(true, forView: "v2")
            #expect(result.frame(of: "v3")!.y == 0)
            #expect(height(engine.setHidden(true, forView: "v3")) == 0)
            engine.setHidden(false, forView: "v1")
            #expect(height(engine.setHidden(false, forView: "v3")) == 60)
            // The same states from scratch.
            #expect(height(LayoutEngine.layout(scene(["v1", "v2", "v3"], hidden: ["v1", "v2", "v3"]), options: options)) == 0)
            #expect(height(LayoutEngine.layout(scene(["v1", "v2", "v3"], hidden: ["v2"]), options: options)) == 60)
        }
    }

    /// 4. Vertical fill, 400 high, views 50 / 60 / 100 at hugging 250: the first stretches.
    @Test func fillStretchesLowestIndex() {
        let scene = Build.scene(canvas: Size(width: 100, height: 400), root: "stack", [
            Build.stack("stack", .vertical, items: ["a", "b", "c"]),
            Build.leaf("a", nil, 50), Build.leaf("b", nil, 60), Build.leaf("c", nil, 100),
        ])
        let result = layoutBothWays(scene)
        #expect(result.views.dropFirst().map(\.frame.y) == [0, 240, 300])
    }

    /// 5. Vertical fillEqually, 400 high, three views.
    @Test(arguments: [(0.0, [0.0, 400.0 / 3, 800.0 / 3]), (50.0, [0.0, 150.0, 300.0])] as [(Double, [Double])])
    func fillEqually(spacing: Double, ys: [Double]) {
        let scene = Build.scene(canvas: Size(width: 100, height: 400), root: "stack", [
            Build.stack("stack", .vertical, .fillEqually, spacing: spacing, items: ["a", "b", "c"]),
            Build.leaf("a", nil, nil), Build.leaf("b", nil, nil), Build.leaf("c", nil, nil),
        ])
        let result = layoutBothWays(scene)
        for (actual, expected) in zip(result.views.dropFirst().map(\.frame.y), ys) { #expect(close(actual, expected)) }
    }

    /// 6. Margins-relative arrangement with margins 10 / 20 / 30 / 40 (top, left, bottom, right).
    @Test(arguments: [
        (Axis.vertical, [(20.0, 10.0), (20, 110), (20, 210)], Size(width: 160, height: 340)),
        (Axis.horizontal, [(20, 10), (120, 10), (220, 10)], Size(width: 360, height: 140)),
    ])
    func marginsRelative(axis: Axis, origins: [(Double, Double)], size: Size) {
        let margins = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let scene = Build.scene(canvas: Size(width: 1000, height: 1000), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", axis, items: ["a", "b", "c"], marginsRelative: true, margins: margins),
            Build.leaf("a", 100, 100), Build.leaf("b", 100, 100), Build.leaf("c", 100, 100),
        ])
        for options in bothModes {
            let engine = LayoutEngine(options: options)
            let result = engine.layout(scene)
            for (id, origin) in zip(["a", "b", "c"], origins) { expectFrame(result, id, rect(origin.0, origin.1, 100, 100)) }
            #expect(engine.fittingSize(ofView: "stack") == size)
            expectFrame(result, "stack", rect(0, 0, size.width, size.height))
        }
    }

    /// 7. Vertical stack, widths 200 / 500 / 600 at priorities 300 / 300 / 330.
    @Test(arguments: [
        (Alignment.fill, [(0.0, 600.0), (0, 600), (0, 600)]),
        (Alignment.leading, [(0, 200), (0, 500), (0, 600)]),
        (Alignment.trailing, [(400, 200), (100, 500), (0, 600)]),
        (Alignment.center, [(200, 200), (50, 500), (0, 600)]),
    ])
    func crossAxisPriorities(alignment: Alignment, expected: [(Double, Double)]) {
        let scene = Build.scene(canvas: Size(width: 1000, height: 1000), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", .vertical, .fill, alignment, items: ["a", "b", "c"]),
            Build.leaf("a", nil, nil), Build.leaf("b", nil, nil), Build.leaf("c", nil, nil),
        ], constraints: [
            Build.constraint("a.width", constant: 200, priority: 300), Build.constraint("b.width", constant: 500, priority: 300),
            Build.constraint("c.width", constant: 600, priority: 330),
        ])
        let result = layoutBothWays(scene)
        expectFrame(result, "stack", rect(0, 0, 600, 0))
        for (id, (x, width)) in zip(["a", "b", "c"], expected) {
            #expect(close(result.frame(of: id)!.x, x) && close(result.frame(of: id)!.width, width), "\(id): \(result.frame(of: id)!)")
        }
    }
}
