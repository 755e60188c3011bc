import Testing
import StackLayout

@Suite struct BrokenConstraintTests {
    /// A horizontal stack of two views, 40 and 60 wide, 10 apart, in a 300 x 300 root.
    static func twoViews(constraints: [LayoutConstraint]) -> LayoutScene {
        Build.scene(canvas: Size(width: 300, height: 300), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", .horizontal, spacing: 10, items: ["a", "b"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30),
        ], constraints: constraints)
    }

    /// Conflicting required constraints: the later one is broken and reported (with its id),
    /// and the rest is laid out; unreadable constraints are reported too.
    @Test func conflictsAreBrokenAndReported() {
        let scene = Self.twoViews(constraints: [
            Build.constraint("a.width", constant: 100, id: "first"),
            Build.constraint("a.width", constant: 200, id: "second"),
            Build.constraint("missing.width", constant: 10, id: "ghost"),
            Build.constraint("stack.width", constant: 300),
            Build.constraint("stack.width", .equal, "root.width", multiplier: 0.5),
        ])
        for options in bothModes {
            let result = LayoutEngine.layout(scene, options: options)
            #expect(result.brokenConstraints.map(\.id) == ["second", "ghost", nil])
            #expect(result.brokenConstraints[1].description.contains("missing view"))
            #expect(result.brokenConstraints[2].description == "stack.width == root.width * 0.5")
            expectFrame(result, "a", rect(0, 0, 100, 30))
            expectFrame(result, "b", rect(110, 0, 190, 30))
        }
    }

    /// A priority that rounds to 1000 in single precision (as `UILayoutPriority` would hold it)
    /// is required: its conflict with a required constraint breaks one of them, decomposed or
    /// not, while one just below it gives way without breaking anything.
    @Test(arguments: [(999.99999999, true), (999.9, false)])
    func prioritiesCountInSinglePrecision(priority: Double, required: Bool) {
        let scene = Self.twoViews(constraints: [
            Build.constraint("a.width", constant: 100, id: "firm"),
            Build.constraint("a.width", constant: 200, priority: priority, id: "almost"),
        ])
        for options in bothModes {
            let result = LayoutEngine.layout(scene, options: options)
            #expect(result.brokenConstraints.map(\.id) == (required ? ["almost"] : []))
            expectFrame(result, "a", rect(0, 0, 100, 30))
        }
    }

    /// Spacing wider than the stack: nothing clamps an arranged view's length at zero here (the
    /// stack's rules decide it), the frame is reported as it is.
    @Test func negativeLengthsAreReportedAsTheyAre() {
        let scene = Build.scene(canvas: Size(width: 30, height: 30), root: "stack", [
            Build.stack("stack", .horizontal, .fillEqually, spacing: 50, items: ["a", "b"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30),
        ])
        let result = layoutBothWays(scene)
        #expect(result.brokenConstraints.isEmpty)
        expectFrame(result, "a", rect(0, 0, -10, 30))
        expectFrame(result, "b", rect(40, 0, -10, 30))
    }
}
