import Testing
import StackLayout

/// A parent that decides a nested subsystem's length outside the window where that subsystem's
/// cost profile is exact must widen the window (or solve otherwise) before using the decision:
/// the decomposed layout equals the whole system solved at once.
@Suite struct LazyWindowWideningTests {
    /// A vertical stack pinned to the root's top, leading and trailing margins, holding an empty
    /// horizontal stack and a horizontal group of two vertical rows. The second row distributes
    /// with equal centring, so it is solved by the simplex and its profile is measured only
    /// around its natural height; the outer stack's lower-bound profile reaches its minimum far
    /// below that.
    static var scene: LayoutScene {
        var views: [String: LayoutView] = [:]
        func leaf(_ id: String, _ kind: ViewKind, width: Double, height: Double, baseline: Baselines? = nil) -> String {
            views[id] = LayoutView(id: id, kind: kind, intrinsicSize: IntrinsicSize(width: width, height: height), baseline: baseline)
            return id
        }
        func stack(_ id: String, _ attributes: StackAttributes, _ arranged: [String]) -> String {
            views[id] = LayoutView(id: id, kind: .stack, stack: attributes, subviews: arranged, arranged: arranged)
            return id
        }
        let firstRow = stack(
            "row0", StackAttributes(axis: .vertical, distribution: .equalSpacing, alignment: .trailing, spacing: .points(1)),
            [leaf("plain", .view, width: 28, height: 9)])
        let secondRow = stack(
            "row1", StackAttributes(axis: .vertical, distribution: .equalCentering, alignment: .fill, spacing: .points(1)),
            [
                leaf("box", .view, width: 21, height: 23),
                leaf("short", .label, width: 50, height: 13, baseline: Baselines(first: 9.1, last: 10.4)),
                leaf("tall", .label, width: 53, height: 17, baseline: Baselines(first: 11.9, last: 13.6)),
            ])
        let empty = stack("empty", StackAttributes(axis: .horizontal, spacing: .points(4)), [])
        let group = stack(
            "group", StackAttributes(axis: .horizontal, distribution: .equalSpacing, alignment: .fill, spacing: .points(4)),
            [firstRow, secondRow])
        _ = stack("main", StackAttributes(axis: .vertical, spacing: .points(8)), [empty, group])
        return GroupedScenes.pinnedMain(views, width: 273)
    }

    @Test func decisionOutsideANestedSimplexWindowIsMadeExact() {
        let decomposed = LayoutEngine.layout(Self.scene)
        let whole = LayoutEngine.layout(Self.scene, options: .init(decomposition: false))
        expectSameFrames(decomposed, whole, tolerance: 1e-6)
        #expect(decomposed.brokenConstraints == whole.brokenConstraints)
        #expect(decomposed.views.allSatisfy { $0.absoluteFrame.width >= 0 && $0.absoluteFrame.height >= 0 })
    }
}
