import Testing
import StackLayout

@Suite struct ConstraintSystemTests {
    /// The exported system names variables after views and constraints after UIKit's rules,
    /// and carries document constraint ids.
    @Test func exportedSystemIsReadable() {
        let scene = Build.scene(canvas: Size(width: 200, height: 100), root: "stack", [
            Build.stack("stack", .horizontal, .fillEqually, .center, spacing: 8, items: ["a", "b", "c"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30, hidden: true), Build.leaf("c", 20, 10),
        ], constraints: [Build.constraint("a.height", .equal, "c.height", id: "same-height", )])
        let engine = LayoutEngine()
        engine.layout(scene)
        let system = engine.constraintSystem()
        let identifiers = Set(system.constraints.map(\.identifier))
        for expected in ["canvas", "UISV-canvas-connection", "UISV-spacing", "UISV-hiding", "UISV-fill-equally", "UISV-alignment",
                         "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression", "content-hugging",
                         "content-compression-resistance", "same-height"] {
            #expect(identifiers.contains(expected), "\(expected) missing from \(identifiers.sorted())")
        }
        #expect(Set(system.variables).isSuperset(of: ["stack.left", "stack.width", "a.left", "a.height", "stack.spanner.length"]))
        let spacing = system.constraints.first { $0.identifier == "UISV-spacing" }!
        #expect(spacing.priority == 1000 && spacing.relation == .equal && spacing.constant == -8)
        let hiding = system.constraints.first { $0.identifier == "UISV-hiding" }!
        #expect(hiding.priority == 999.999 && hiding.terms.map(\.variable) == ["b.width"])
        // The whole system, solved on its own, gives the engine's frames.
        let (values, _) = solve(system)
        let result = engine.result!
        for view in result.views {
            #expect(close(values["\(view.id).left"] ?? 0, view.absoluteFrame.x) && close(values["\(view.id).width"] ?? 0, view.absoluteFrame.width))
        }
    }
}
