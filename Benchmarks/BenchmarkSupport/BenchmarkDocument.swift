import StackLayout

/// A document of stacks nested three deep under a root view: a vertical stack of `groups`
/// horizontal stacks, each of `rows` vertical stacks of `leaves` leaves. Distributions and
/// alignments cycle through every value; leaves are labels (with baselines), images, buttons
/// and plain views (some without an intrinsic width). 10 x 10 x 9 is "the 1,000-view benchmark
/// document" (1,012 views with the stacks and the root), 20 x 20 x 24 the 10,000-view one.
public func benchmarkScene(groups: Int, rows: Int, leaves: Int) -> LayoutScene {
    var views: [String: LayoutView] = [:]
    let distributions = Distribution.allCases
    let groupAlignments: [Alignment] = [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline]
    let rowAlignments: [Alignment] = [.fill, .leading, .center, .trailing]
    let kinds: [ViewKind] = [.label, .image, .button, .view]
    var groupIDs: [String] = []
    var leafCount = 0
    for group in 0..<groups {
        let groupID = "g\(group)"
        groupIDs.append(groupID)
        var rowIDs: [String] = []
        for row in 0..<rows {
            let rowID = "g\(group)r\(row)"
            rowIDs.append(rowID)
            var leafIDs: [String] = []
            for leaf in 0..<leaves {
                let id = "g\(group)r\(row)l\(leaf)"
                leafIDs.append(id)
                let kind = kinds[leafCount % kinds.count]
                let width: Double? = kind == .view && leafCount % 8 == 3 ? nil : Double(20 + (leafCount * 7) % 50)
                let height = Double(10 + (leafCount * 3) % 20)
                views[id] = LayoutView(
                    id: id, kind: kind, intrinsicSize: IntrinsicSize(width: width, height: height),
                    baseline: kind == .label ? Baselines(first: height * 0.75, last: height * 0.75) : nil)
                leafCount += 1
            }
            views[rowID] = LayoutView(
                id: rowID, kind: .stack,
                stack: StackAttributes(
                    axis: .vertical, distribution: distributions[(group + row) % distributions.count],
                    alignment: rowAlignments[row % rowAlignments.count], spacing: .points(2)),
                subviews: leafIDs, arranged: leafIDs)
        }
        views[groupID] = LayoutView(
            id: groupID, kind: .stack,
            stack: StackAttributes(
                axis: .horizontal, distribution: distributions[group % distributions.count],
                alignment: groupAlignments[group % groupAlignments.count], spacing: .points(4)),
            subviews: rowIDs, arranged: rowIDs)
    }
    views["main"] = LayoutView(
        id: "main", kind: .stack, stack: StackAttributes(axis: .vertical, spacing: .points(8)),
        subviews: groupIDs, arranged: groupIDs)
    views["root"] = LayoutView(id: "root", subviews: ["main"])
    func pin(_ first: LayoutAttribute, _ second: LayoutAttribute) -> LayoutConstraint {
        LayoutConstraint(first: Anchor(view: "main", attribute: first), second: Anchor(view: "root", attribute: second))
    }
    let constraints = [pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.top, .topMargin)]
    return LayoutScene(canvas: Size(width: 1024, height: 768), rootID: "root", views: views, constraints: constraints)
}
