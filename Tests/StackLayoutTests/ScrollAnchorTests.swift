import Testing
import StackLayout

/// A scroll view's plain anchors as its content sees them: edges and margins are those of the
/// content area, width, height and centres those of the frame (Apple's rule for scroll views).
@Suite struct ScrollAnchorTests {
    /// A 320 x 568 scroll view filling the root, margins of 8, and a vertical stack inside it
    /// holding a 100 x 50 box, tied to the scroll view by `constraints`.
    static func scene(_ constraints: [LayoutConstraint]) -> LayoutScene {
        Build.scene(canvas: Size(width: 320, height: 568), root: "root", [
            Build.container("root", subviews: ["scroll"]),
            LayoutView(id: "scroll", kind: .scroll, subviews: ["stack"]),
            Build.stack("stack", .vertical, .fill, .center, items: ["box"]),
            Build.leaf("box", 100, 50, hugging: (1000, 1000), resistance: (1000, 1000)),
        ], constraints: [
            Build.constraint("scroll.top", .equal, "root.top"), Build.constraint("scroll.leading", .equal, "root.leading"),
            Build.constraint("root.trailing", .equal, "scroll.trailing"), Build.constraint("root.bottom", .equal, "scroll.bottom"),
        ] + constraints)
    }

    /// Leading and trailing to the scroll view's margins (content area inset by 8), centreX to
    /// its frame: the stack sits at 16 and is centred on the frame's centre (160), so 288 wide,
    /// and the content is as wide as the stack's trailing edge (304); top and bottom margin to
    /// the content area: the content is 16 + 50 + 32 + 8 tall.
    @Test func edgesAndMarginsAttachToTheContentAreaCentresToTheFrame() {
        let result = layoutBothWays(Self.scene([
            Build.constraint("stack.top", .equal, "scroll.top", constant: 16),
            Build.constraint("scroll.bottomMargin", .equal, "stack.bottom", constant: 32),
            Build.constraint("stack.leading", .equal, "scroll.leadingMargin", constant: 8),
            Build.constraint("stack.trailing", .equal, "scroll.trailingMargin", constant: 8),
            Build.constraint("stack.centerX", .equal, "scroll.centerX"),
        ]))
        #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
        expectFrame(result, "stack", rect(16, 16, 288, 50))
        expectFrame(result, "box", rect(94, 0, 100, 50))
        #expect(result.contentSize(of: "scroll") == Size(width: 304, height: 106))
    }

    /// A width to the scroll view is its frame's; edges are the content's.
    @Test func sizesAttachToTheFrame() {
        let result = layoutBothWays(Self.scene([
            Build.constraint("stack.top", .equal, "scroll.top"), Build.constraint("stack.leading", .equal, "scroll.leading"),
            Build.constraint("stack.trailing", .equal, "scroll.trailing"), Build.constraint("stack.bottom", .equal, "scroll.bottom"),
            Build.constraint("stack.width", .equal, "scroll.width", multiplier: 0.5),
        ]))
        #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
        expectFrame(result, "stack", rect(0, 0, 160, 50))
        #expect(result.contentSize(of: "scroll") == Size(width: 160, height: 50))
    }

    /// Anchors of a scroll view facing a view outside it stay those of its frame.
    @Test func anchorsFacingOutsideAttachToTheFrame() {
        var scene = Self.scene([Build.constraint("stack.top", .equal, "scroll.content.top"),
                                Build.constraint("stack.leading", .equal, "scroll.content.leading")])
        scene.views["root"]!.subviews.append("badge")
        scene.views["badge"] = Build.leaf("badge", 10, 10)
        scene.constraints += [Build.constraint("badge.trailing", .equal, "scroll.trailingMargin"),
                              Build.constraint("badge.top", .equal, "scroll.centerY")]
        let result = layoutBothWays(scene)
        expectFrame(result, "badge", rect(302, 284, 10, 10))
    }
}
