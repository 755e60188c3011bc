import StackLayout
import Testing

/// A view's `frame` is its current frame: where its constraints leave a size undetermined, it
/// keeps the frame's (as Interface Builder keeps a view's stored size), and fillProportionally
/// takes the frame's length as the share of a view that has no intrinsic length and is not a
/// stack. Without a frame, such a size is zero, as before.
@Suite struct RestingLengthTests {
    /// A row 64 high, centred across: a 56 x 56 picture and a spacer that only a width fixes.
    static func centredRow(spacerFrame: Rect?) -> LayoutScene {
        Build.scene(canvas: Size(width: 320, height: 100), root: "root", [
            Build.container("root", subviews: ["row"]),
            Build.stack("row", .horizontal, .fill, .center, items: ["picture", "spacer", "title"]),
            Build.leaf("picture", 56, 56, hugging: (1000, 1000), resistance: (1000, 1000)),
            Build.leaf("spacer", nil, nil, frame: spacerFrame),
            Build.leaf("title", 100, 20, kind: .label),
        ], constraints: [
            Build.constraint("row.top", .equal, "root.top"), Build.constraint("row.leading", .equal, "root.leading"),
            Build.constraint("row.width", constant: 220), Build.constraint("row.height", constant: 64),
            Build.constraint("spacer.width", constant: 12),
        ])
    }

    /// Across a centre-aligned stack, a view with no height of its own keeps its frame's height
    /// (62.5, centred in 64), where without a frame it collapses to zero.
    @Test(arguments: [(Rect(x: 56, y: 1, width: 12, height: 62.5), 62.5), (nil, 0)] as [(Rect?, Double)])
    func undeterminedCrossSizeKeepsTheFrame(frame: Rect?, height: Double) {
        let result = layoutBothWays(Self.centredRow(spacerFrame: frame))
        expectFrame(result, "spacer", rect(56, (64 - height) / 2, 12, height))
        #expect(result.brokenConstraints.isEmpty)
    }

    /// A view that constraints place but do not size keeps its frame's size, not its origin.
    @Test func placedButUnsizedViewKeepsTheFrameSize() {
        let scene = Build.scene(canvas: Size(width: 320, height: 480), root: "root", [
            Build.container("root", subviews: ["box"]),
            Build.leaf("box", nil, nil, frame: rect(5, 5, 120, 44)),
        ], constraints: [Build.constraint("box.top", .equal, "root.top", constant: 20),
                         Build.constraint("box.leading", .equal, "root.leading", constant: 16)])
        expectFrame(layoutBothWays(scene), "box", rect(16, 20, 120, 44))
    }

    /// An edit of the frame moves what it determines, incrementally as from scratch.
    @Test func editingTheFrameRelaysOut() {
        let engine = LayoutEngine()
        engine.layout(Self.centredRow(spacerFrame: rect(0, 0, 12, 30)))
        var spacer = engine.scene!.views["spacer"]!
        spacer.frame = rect(0, 0, 12, 50)
        let edited = engine.updateViews([spacer])
        expectFrame(edited, "spacer", rect(56, 7, 12, 50))
        expectSameFrames(edited, LayoutEngine.layout(engine.scene!))
    }

    /// fillProportionally: 100 (intrinsic), 200 (a plain view's frame), and a nested stack whose
    /// fitting width is 100 (its frame, 50, is not read): shares of 300 are 75, 150 and 75.
    @Test func proportionsTakeAPlainViewsFrameAndANestedStacksFittingSize() {
        let nested = { () -> LayoutView in
            var stack = Build.stack("nested", .horizontal, items: ["inner"])
            stack.frame = rect(0, 0, 50, 20)
            return stack
        }()
        let scene = Build.scene(canvas: Size(width: 300, height: 100), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", .horizontal, .fillProportionally, items: ["a", "b", "nested"]),
            Build.leaf("a", 100, 20), Build.leaf("b", nil, 20, frame: rect(100, 0, 200, 20)), nested, Build.leaf("inner", 100, 20),
        ], constraints: [
            Build.constraint("stack.top", .equal, "root.top"), Build.constraint("stack.leading", .equal, "root.leading"),
            Build.constraint("stack.trailing", .equal, "root.trailing"),
        ])
        let result = layoutBothWays(scene)
        expectFrame(result, "a", rect(0, 0, 75, 20))
        expectFrame(result, "b", rect(75, 0, 150, 20))
        expectFrame(result, "nested", rect(225, 0, 75, 20))
    }
}
