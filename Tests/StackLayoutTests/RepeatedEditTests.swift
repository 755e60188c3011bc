import Testing
import StackLayout
import SeededRandom

/// Showing and hiding a view again and again leaves the other groups exactly where they were
/// the last time the scene was the same: a subsystem the edits do not reach is not placed
/// again from values it wrote itself (which would move it by a rounding error on every pass).
@Suite struct RepeatedEditTests {
    /// A vertical stack of horizontal groups of every distribution and alignment, each of
    /// vertical rows of labels and plain views with random sizes.
    static func scene(random: inout SplitMix64) -> LayoutScene {
        var views: [String: LayoutView] = [:]
        let alignments: [Alignment] = [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline]
        var groupIDs: [String] = []
        for group in 0..<10 {
            let groupID = "g\(group)"
            var rowIDs: [String] = []
            for row in 0..<4 {
                let rowID = "\(groupID)r\(row)"
                let leafIDs = (0..<3).map { "\(rowID)l\($0)" }
                for id in leafIDs {
                    let height = Double(Int.random(in: 8...30, using: &random))
                    let isLabel = Bool.random(using: &random)
                    views[id] = LayoutView(
                        id: id, kind: isLabel ? .label : .view,
                        intrinsicSize: IntrinsicSize(width: Double(Int.random(in: 10...90, using: &random)) / 3, height: height),
                        baseline: isLabel ? Baselines(first: height * 0.7, last: height * 0.8) : nil)
                }
                views[rowID] = LayoutView(
                    id: rowID, kind: .stack,
                    stack: StackAttributes(
                        axis: .vertical, distribution: Distribution.allCases[(group + row) % Distribution.allCases.count],
                        alignment: .leading, spacing: .points(2)),
                    subviews: leafIDs, arranged: leafIDs)
                rowIDs.append(rowID)
            }
            views[groupID] = LayoutView(
                id: groupID, kind: .stack,
                stack: StackAttributes(
                    axis: .horizontal, distribution: Distribution.allCases[group % Distribution.allCases.count],
                    alignment: alignments[group % alignments.count], spacing: .points(4)),
                subviews: rowIDs, arranged: rowIDs)
            groupIDs.append(groupID)
        }
        views["main"] = LayoutView(
            id: "main", kind: .stack, stack: StackAttributes(axis: .vertical, spacing: .points(8)),
            subviews: groupIDs, arranged: groupIDs)
        return GroupedScenes.pinnedMain(views, width: Double(Int.random(in: 300...3000, using: &random)) / 3)
    }

    @Test(arguments: 0..<16)
    func otherGroupsDoNotDrift(seed: UInt64) {
        var random = SplitMix64(seed: 6300 + seed)
        var scene = Self.scene(random: &random)
        let leaf = "g5r1l1"
        let engine = LayoutEngine()
        func widths(_ result: LayoutResult) -> [String: [Double]] {
            Dictionary(uniqueKeysWithValues: result.views.filter { $0.id.hasPrefix("g") && !$0.id.hasPrefix("g5") }.map {
                ($0.id, [$0.absoluteFrame.x, $0.absoluteFrame.width])
            })
        }
        engine.layout(scene)
        // The first edits may settle rounding errors of the first layout; the same scene
        // again must then give the same frames, to the last bit.
        var earlier: [[String: [Double]]] = []
        for step in 0..<10 {
            scene.views[leaf]!.hidden.toggle()
            let now = widths(engine.setHidden(scene.views[leaf]!.hidden, forView: leaf))
            if step >= 4 {
                for (id, frame) in earlier[step - 2] {
                    #expect(now[id]! == frame, "seed \(6300 + seed) step \(step): \(id) \(now[id]!) != \(frame)")
                }
            }
            earlier.append(now)
        }
    }
}
