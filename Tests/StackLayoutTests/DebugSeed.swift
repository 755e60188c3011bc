import Testing
@testable import StackLayout

@Test(arguments: [499] as [UInt64]) func debugSeedScene(seed: UInt64) {
    var generator = RandomSceneGenerator(seed: seed)
    let scene = generator.scene()
    for id in scene.depthFirstIDs { let v = scene.views[id]!; print(id, v.kind, v.hidden ? "hidden" : "", v.intrinsicSize.width as Any, v.intrinsicSize.height as Any, "hug", v.hugging.horizontal, v.hugging.vertical, "cr", v.compressionResistance.horizontal, v.compressionResistance.vertical, v.stack.map { "\($0.axis) \($0.distribution) \($0.alignment) sp \($0.spacing) bl \($0.baselineRelative) mr \($0.marginsRelative)" } ?? "", "sub", v.subviews, "arr", v.arranged) }
    for c in scene.constraints { print(c) }
    let engine = LayoutEngine(options: .init(decomposition: true))
    let a = engine.layout(scene)
    let b = LayoutEngine.layout(scene, options: .init(decomposition: false))
    for (x, y) in zip(a.views, b.views) { print(x.id, x.absoluteFrame == y.absoluteFrame ? "" : "DIFF", x.absoluteFrame, y.absoluteFrame) }
    for (key, solution) in engine.solutions.sorted(by: { $0.key.root < $1.key.root }) {
        print(engine.graph[key.root].id, key.axis.map { "\($0)" } ?? "both", solution.simplex == nil ? "closed" : "simplex", "window", solution.window, "profile", solution.profile.map { "\($0.breakpoints) \($0.slopes.map(\.description)) lim \($0.lowerLimit as Any) \($0.upperLimit as Any)" } ?? "-")
    }
}
