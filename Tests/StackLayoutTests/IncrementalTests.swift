import Testing
import StackLayout
import SeededRandom

/// A stateful engine updated edit by edit lays out exactly as a fresh engine does.
@Suite struct IncrementalTests {
    /// One random edit of the kinds a document sees: hide / unhide, spacing, distribution,
    /// alignment, axis, an intrinsic size, inserting or removing an arranged view, the canvas.
    static func edit(_ scene: inout LayoutScene, random: inout SplitMix64, counter: inout Int) -> String {
        let stacks = scene.views.values.filter { $0.stack != nil }.map(\.id).sorted()
        let leaves = scene.views.values.filter { $0.subviews.isEmpty && $0.id != scene.rootID }.map(\.id).sorted()
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            guard let id = leaves.randomElement(using: &random) else { return "none" }
            scene.views[id]!.hidden.toggle()
            return "toggle hidden \(id)"
        case 2:
            guard let id = stacks.randomElement(using: &random) else { return "none" }
            scene.views[id]!.stack!.spacing = .points(Double(Int.random(in: 0...16, using: &random)))
            return "spacing \(id)"
        case 3:
            guard let id = stacks.randomElement(using: &random) else { return "none" }
            scene.views[id]!.stack!.distribution = Distribution.allCases.randomElement(using: &random)!
            scene.views[id]!.stack!.alignment = Alignment.allCases.randomElement(using: &random)!
            return "distribution/alignment \(id)"
        case 4:
            guard let id = leaves.randomElement(using: &random) else { return "none" }
            scene.views[id]!.intrinsicSize.width = Double(Int.random(in: 1...40, using: &random)) * 3
            return "intrinsic \(id)"
        case 5:
            guard let stack = stacks.randomElement(using: &random) else { return "none" }
            counter += 1
            let id = "new\(counter)"
            scene.views[id] = LayoutView(id: id, kind: .label, intrinsicSize: IntrinsicSize(width: 30, height: 12))
            let index = Int.random(in: 0...scene.views[stack]!.arranged.count, using: &random)
            scene.views[stack]!.arranged.insert(id, at: index)
            scene.views[stack]!.subviews.append(id)
            return "insert \(id) into \(stack) at \(index)"
        case 6:
            guard let stack = stacks.randomElement(using: &random), let id = scene.views[stack]!.arranged.last,
                  scene.views[id]!.subviews.isEmpty else { return "none" }
            scene.views[stack]!.arranged.removeAll { $0 == id }
            scene.views[stack]!.subviews.removeAll { $0 == id }
            scene.views[id] = nil
            scene.constraints.removeAll { $0.views.contains(id) }
            return "remove \(id)"
        default:
            scene.canvas = Size(width: Double(Int.random(in: 200...600, using: &random)), height: Double(Int.random(in: 200...900, using: &random)))
            return "canvas"
        }
    }

    @Test(arguments: 0..<24)
    func editsMatchFromScratch(seed: UInt64) {
        var generator = RandomSceneGenerator(seed: 9000 + seed)
        var scene = generator.scene()
        var random = SplitMix64(seed: seed)
        var counter = 0
        for options in bothModes {
            let engine = LayoutEngine(options: options)
            engine.layout(scene)
            for step in 0..<25 {
                let description = Self.edit(&scene, random: &random, counter: &counter)
                let incremental = engine.layout(scene)
                let fresh = LayoutEngine.layout(scene, options: options)
                expectSameFrames(incremental, fresh, "seed \(9000 + seed) step \(step) \(options.decomposition): \(description)")
                #expect(incremental.brokenConstraints == fresh.brokenConstraints, "seed \(9000 + seed) step \(step): \(description)")
            }
        }
    }

    @Test func mutationMethodsMatchLayout() {
        var generator = RandomSceneGenerator(seed: 77)
        let scene = generator.scene()
        let engine = LayoutEngine()
        engine.layout(scene)
        let leaf = generator.leaves[0]
        var hidden = scene
        hidden.views[leaf]!.hidden.toggle()
        expectSameFrames(engine.setHidden(hidden.views[leaf]!.hidden, forView: leaf), LayoutEngine.layout(hidden))
        var resized = hidden
        resized.canvas = Size(width: 123, height: 456)
        expectSameFrames(engine.setCanvas(resized.canvas), LayoutEngine.layout(resized))

        // Insert an arranged view at the front of a stack, then remove it again.
        var inserted = resized
        let stack = inserted.views.values.filter { $0.stack != nil }.map(\.id).sorted()[0]
        let newView = LayoutView(id: "inserted", kind: .label, intrinsicSize: IntrinsicSize(width: 44, height: 22))
        inserted.views["inserted"] = newView
        inserted.views[stack]!.arranged.insert("inserted", at: 0)
        inserted.views[stack]!.subviews.append("inserted")
        expectSameFrames(engine.updateViews([newView, inserted.views[stack]!]), LayoutEngine.layout(inserted))
        expectSameFrames(engine.updateViews([resized.views[stack]!], removing: ["inserted"]), LayoutEngine.layout(resized))

        // Replace the document constraints: pin the stack to a fixed width.
        var constrained = resized
        constrained.constraints.append(LayoutConstraint(
            id: "fixed-width", first: Anchor(view: stack, attribute: .width), constant: 150))
        expectSameFrames(engine.setConstraints(constrained.constraints), LayoutEngine.layout(constrained))
        #expect(engine.scene?.constraints == constrained.constraints)
    }
}
