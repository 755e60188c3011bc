import Testing
import StackLayout
import ConstraintSolver

@Test(arguments: [320] as [UInt64]) func debugSeed(seed: UInt64) {
    var generator = RandomSceneGenerator(seed: seed)
    let scene = generator.scene()
    let engine = LayoutEngine(options: .init(decomposition: false))
    let result = engine.layout(scene)
    let system = engine.constraintSystem()
    let (values, solver) = solve(system)
    let (values2, solver2) = solve(system, order: Array(system.constraints.indices.reversed()))
    print(seed, solver.invariantViolations, solver2.invariantViolations)
    for view in result.views {
        let f = view.absoluteFrame
        for (k, v) in [("left", f.x), ("top", f.y), ("width", f.width), ("height", f.height)] {
            if let a = values["\(view.id).\(k)"], abs(a - v) > 1e-6 { print("DIFF engine", view.id, k, v, a) }
            if let a = values["\(view.id).\(k)"], let b = values2["\(view.id).\(k)"], abs(a - b) > 1e-6 { print("DIFF order", view.id, k, a, b) }
        }
    }
}

@Test(arguments: [320] as [UInt64]) func debugSeedScene(seed: UInt64) {
    var generator = RandomSceneGenerator(seed: seed)
    let scene = generator.scene()
    for id in scene.depthFirstIDs { let v = scene.views[id]!; print(id, v.kind, v.hidden ? "hidden" : "", v.intrinsicSize.width as Any, v.intrinsicSize.height as Any, "hug", v.hugging.horizontal, v.hugging.vertical, "cr", v.compressionResistance.horizontal, v.compressionResistance.vertical, v.baseline as Any, v.stack.map { "\($0.axis) \($0.distribution) \($0.alignment) sp \($0.spacing) custom \($0.customSpacing) bl \($0.baselineRelative) mr \($0.marginsRelative)" } ?? "", "sub", v.subviews, "arr", v.arranged) }
    for c in scene.constraints { print(c) }
    let a = LayoutEngine.layout(scene, options: .init(decomposition: true))
    let b = LayoutEngine.layout(scene, options: .init(decomposition: false))
    for (x, y) in zip(a.views, b.views) { print(x.id, x.absoluteFrame == y.absoluteFrame ? "" : "DIFF", x.absoluteFrame, y.absoluteFrame) }
}
