import StackLayout
import Testing

/// fillProportionally's denominator uses the stack's `spacing` once per gap and never a custom
/// spacing, while the gaps between the views keep their custom spacing (UIKit's ordered
/// arrangement; `../shared/spec/stack-layout.md`).
@Suite struct FillProportionallyCustomSpacingTests {
    /// Views 160 / 80 / 40 in a 400-pt horizontal stack, spacing 10, 30 after the first view.
    static func scene() -> LayoutScene {
        var views: [String: LayoutView] = [
            "root": LayoutView(id: "root", subviews: ["stack"]),
            "stack": LayoutView(
                id: "stack", kind: .stack, frame: Rect(x: 0, y: 0, width: 400, height: 50),
                stack: StackAttributes(
                    axis: .horizontal, distribution: .fillProportionally, alignment: .fill, spacing: .points(10), customSpacing: ["a": 30]),
                subviews: ["a", "b", "c"], arranged: ["a", "b", "c"]),
        ]
        for (id, width) in [("a", 160.0), ("b", 80), ("c", 40)] {
            views[id] = LayoutView(id: id, intrinsicSize: IntrinsicSize(width: width, height: 20))
        }
        return LayoutScene(canvas: Size(width: 400, height: 50), rootID: "root", views: views)
    }

    /// D = 280 + 2 * 10 = 300: a = 160 / 300 * 400, b = 80 / 300 * 400, and c absorbs the rest
    /// after the 30 and 10 gaps.
    @Test func theDenominatorReadsTheStackSpacingOnly() {
        let result = LayoutEngine().layout(Self.scene())
        let a = try! #require(result.frame(of: "a"))
        let b = try! #require(result.frame(of: "b"))
        let c = try! #require(result.frame(of: "c"))
        #expect(abs(a.width - 640.0 / 3) < 1e-6)
        #expect(abs(b.width - 320.0 / 3) < 1e-6)
        #expect(abs(b.x - (a.maxX + 30)) < 1e-6)
        #expect(abs(c.x - (b.maxX + 10)) < 1e-6)
        #expect(abs(c.maxX - 400) < 1e-6)
    }

    /// The closed form (decomposed layout) and the whole system solved at once agree on it.
    @Test func theClosedFormAndTheWholeSystemAgree() {
        let decomposed = LayoutEngine().layout(Self.scene())
        let whole = LayoutEngine(options: .init(decomposition: false)).layout(Self.scene())
        for id in ["a", "b", "c"] {
            let one = decomposed.frame(of: id)!
            let other = whole.frame(of: id)!
            #expect(abs(one.x - other.x) < 1e-6 && abs(one.width - other.width) < 1e-6, "\(id): \(one) \(other)")
        }
    }
}
