import SeededRandom
import StackLayout

/// Parts shared by the tests whose scenes are a stack `main` of groups of rows of leaves
/// (`BaselineRelayoutTests`, `DeepBaselineRelayoutTests`, `RepeatedEditTests`,
/// `LeafProfileLendingTests`, `LazyWindowWideningTests`).
enum GroupedScenes {
    /// A label, with baselines at 70% and 80% of its height, or a plain view (even odds), 10 to
    /// 60 pt wide and 8 to 30 pt high.
    static func leaf(_ id: String, random: inout SplitMix64) -> LayoutView {
        let isLabel = Bool.random(using: &random)
        let height = Double(Int.random(in: 8...30, using: &random))
        return LayoutView(
            id: id, kind: isLabel ? .label : .view,
            intrinsicSize: IntrinsicSize(width: Double(Int.random(in: 10...60, using: &random)), height: height),
            baseline: isLabel ? Baselines(first: height * 0.7, last: height * 0.8) : nil)
    }

    /// `views` (which hold a stack `main`) under a root, with `main` pinned to the root's
    /// leading, trailing and top margins, on a canvas `width` wide and `height` high.
    static func pinnedMain(_ views: [String: LayoutView], width: Double, height: Double = 700) -> LayoutScene {
        var views = views
        views["root"] = LayoutView(id: "root", subviews: ["main"])
        func pin(_ first: LayoutAttribute, _ second: LayoutAttribute) -> LayoutConstraint {
            LayoutConstraint(first: Anchor(view: "main", attribute: first), second: Anchor(view: "root", attribute: second))
        }
        return LayoutScene(
            canvas: Size(width: width, height: height), rootID: "root", views: views,
            constraints: [pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.top, .topMargin)])
    }
}
