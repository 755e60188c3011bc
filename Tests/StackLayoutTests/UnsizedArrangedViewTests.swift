import Testing
import StackLayout

/// A view with no size of its own (no intrinsic length, no constraint on its length) arranged
/// by an equalSpacing or equalCentering stack keeps the length stored in its frame, as
/// Interface Builder keeps it: the stack's own fit (`UISV-canvas-fit`, 49) hugs the stack
/// around its views but never squeezes such a view, let alone below zero.
@Suite struct UnsizedArrangedViewTests {
    /// A stack pinned by its leading edge and both cross-axis edges, so that only its views
    /// size it along `axis`: one view 100 long along it (required, no size across), then one with no size of its own
    /// whose stored frame is 128 long.
    static func scene(axis: Axis, distribution: Distribution) -> LayoutScene {
        let (leading, crossLeading, crossTrailing) = axis == .vertical ? ("top", "leading", "trailing") : ("leading", "top", "bottom")
        let stored = axis == .vertical ? rect(0, 100, 375, 128) : rect(100, 0, 128, 667)
        return Build.scene(canvas: Size(width: 375, height: 667), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", axis, distribution, .fill, items: ["fixed", "free"]),
            Build.leaf("fixed", axis == .horizontal ? 100 : nil, axis == .vertical ? 100 : nil, hugging: (1000, 1000), resistance: (1000, 1000)),
            Build.leaf("free", nil, nil, frame: stored),
        ], constraints: [
            Build.constraint("stack.\(leading)", .equal, "root.\(leading)"),
            Build.constraint("stack.\(crossLeading)", .equal, "root.\(crossLeading)"),
            Build.constraint("stack.\(crossTrailing)", .equal, "root.\(crossTrailing)"),
        ])
    }

    @Test(arguments: [Axis.vertical, .horizontal], [Distribution.equalSpacing, .equalCentering])
    func keepsItsStoredLength(axis: Axis, distribution: Distribution) {
        let result = layoutBothWays(Self.scene(axis: axis, distribution: distribution))
        #expect(result.brokenConstraints.isEmpty)
        if axis == .vertical {
            expectFrame(result, "stack", rect(0, 0, 375, 228))
            expectFrame(result, "free", rect(0, 100, 375, 128))
        } else {
            expectFrame(result, "stack", rect(0, 0, 228, 667))
            expectFrame(result, "free", rect(100, 0, 128, 667))
        }
    }

    /// In a fill stack the same view still gives way to everything: it takes what is left.
    @Test func fillStackStillShares() {
        var scene = Self.scene(axis: .vertical, distribution: .fill)
        scene.constraints.append(Build.constraint("stack.bottom", .equal, "root.bottom"))
        let result = layoutBothWays(scene)
        expectFrame(result, "free", rect(0, 100, 375, 567))
    }
}
