import Testing
import StackLayout

/// A closed form made again within one pass (its nested stacks' windows widened) takes its
/// leaves' profiles from the one it replaces; after an edit, a leaf's new attributes must be
/// read, never a profile lent from before the edit. A group of rows compressed far below its
/// natural width remakes its closed forms while it is placed; editing one of its leaves and
/// laying out again gives what a fresh engine gives, and what the whole system solved at once
/// gives.
@Suite struct LeafProfileLendingTests {
    static func scene(editedWidth: Double? = nil, editedHugging: Double? = nil) -> LayoutScene {
        var views: [String: LayoutView] = [:]
        var rows: [String] = []
        let alignments: [Alignment] = [.fill, .leading, .center, .trailing, .fill]
        for row in 0..<5 {
            var leaves: [String] = []
            for leaf in 0..<4 {
                let id = "r\(row)l\(leaf)"
                var width = Double(30 + (row * 17 + leaf * 11) % 50)
                if id == "r2l1", let editedWidth { width = editedWidth }
                var hugging = AxisPriorities(horizontal: 250, vertical: 250)
                if id == "r2l1", let editedHugging { hugging.horizontal = editedHugging }
                views[id] = LayoutView(
                    id: id, kind: leaf % 2 == 0 ? .image : .view, intrinsicSize: IntrinsicSize(width: width, height: Double(12 + leaf * 3)),
                    hugging: hugging)
                leaves.append(id)
            }
            let rowID = "r\(row)"
            views[rowID] = LayoutView(
                id: rowID, kind: .stack, stack: StackAttributes(axis: .vertical, alignment: alignments[row], spacing: .points(2)),
                subviews: leaves, arranged: leaves)
            rows.append(rowID)
        }
        views["group"] = LayoutView(
            id: "group", kind: .stack, stack: StackAttributes(axis: .horizontal, spacing: .points(4)), subviews: rows, arranged: rows)
        views["main"] = LayoutView(id: "main", kind: .stack, stack: StackAttributes(axis: .vertical, spacing: .points(8)), subviews: ["group"], arranged: ["group"])
        return GroupedScenes.pinnedMain(views, width: 150, height: 400)
    }

    @Test(arguments: [(35.0, nil), (79.0, nil), (nil, 700.0), (12.0, 100.0)] as [(Double?, Double?)])
    func editedLeafOfACompressedGroupIsReadAgain(width: Double?, hugging: Double?) {
        let engine = LayoutEngine()
        let before = engine.layout(Self.scene())
        // Compressed: the rows share far less than their leaves' widths.
        let group = before.views.first { $0.id == "group" }!.absoluteFrame.width
        #expect(group < 150, "the group fits the canvas")
        #expect(before.views.filter { $0.id.count == 2 }.contains { $0.absoluteFrame.width < 30 }, "some row is compressed")
        let edited = Self.scene(editedWidth: width, editedHugging: hugging)
        let incremental = engine.layout(edited)
        expectSameFrames(incremental, LayoutEngine.layout(edited), tolerance: 1e-9, "incremental against fresh")
        expectSameFrames(incremental, LayoutEngine.layout(edited, options: .init(decomposition: false)), tolerance: 1e-6, "against the whole system")
        // And back: the first leaf profile is read again too.
        expectSameFrames(engine.layout(Self.scene()), before, tolerance: 1e-9, "edited back")
    }
}
