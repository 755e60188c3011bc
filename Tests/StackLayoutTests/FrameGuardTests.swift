import StackLayout
import Testing

/// No layout reports a negative size or a number beyond the layout range: when the required
/// constraints can only hold with such a frame, one of them is broken and reported, and the
/// rest holds.
@Suite struct FrameGuardTests {
    /// A 66-point cell holding a one-view row 11 below its top, whose view wants to be 52 high,
    /// and a bar 8 below the row, pinned to the cell's bottom: the bar could only be -5 high.
    static func overfullCell() -> LayoutScene {
        Build.scene(canvas: Size(width: 375, height: 667), root: "root", [
            Build.container("root", subviews: ["cell"]),
            Build.container("cell", subviews: ["row", "bar"]),
            Build.stack("row", .horizontal, items: ["chevron"]),
            Build.leaf("chevron", nil, nil),
            Build.leaf("bar", nil, 2, hugging: (250, 750)),
        ], constraints: [
            Build.constraint("cell.top", .equal, "root.top", constant: 20, id: "cell-top"),
            Build.constraint("cell.leading", .equal, "root.leading", id: "cell-leading"),
            Build.constraint("root.trailing", .equal, "cell.trailing", id: "cell-trailing"),
            Build.constraint("chevron.height", constant: 52, id: "chevron-height"),
            Build.constraint("chevron.width", constant: 10, id: "chevron-width"),
            Build.constraint("cell.height", constant: 66, id: "cell-height"),
            Build.constraint("row.top", .equal, "cell.top", constant: 11, id: "row-top"),
            Build.constraint("row.leading", .equal, "cell.leading", id: "row-leading"),
            Build.constraint("bar.top", .equal, "row.bottom", constant: 8, id: "bar-top"),
            Build.constraint("bar.leading", .equal, "cell.leading", id: "bar-leading"),
            Build.constraint("cell.trailing", .equal, "bar.trailing", id: "bar-trailing"),
            Build.constraint("cell.bottom", .equal, "bar.bottom", id: "bar-bottom"),
        ])
    }

    /// One constraint of the five that cannot hold together is broken and reported; every frame
    /// is at least zero wide and high, and every other required constraint holds.
    @Test func requiredConstraintsThatNeedANegativeSizeBreakOne() {
        for options in bothModes {
            let result = LayoutEngine.layout(Self.overfullCell(), options: options)
            expectNoNegativeSize(result, "decomposition \(options.decomposition)")
            let conflicting: Set<String?> = ["chevron-height", "cell-height", "row-top", "bar-top", "bar-bottom"]
            #expect(result.brokenConstraints.count == 1, "\(result.brokenConstraints)")
            #expect(result.brokenConstraints.allSatisfy { conflicting.contains($0.id) }, "\(result.brokenConstraints)")
            let cell = result.absoluteFrame(of: "cell")!, row = result.absoluteFrame(of: "row")!
            let chevron = result.absoluteFrame(of: "chevron")!, bar = result.absoluteFrame(of: "bar")!
            let holds: [String: Bool] = [
                "chevron-height": close(chevron.height, 52), "cell-height": close(cell.height, 66),
                "row-top": close(row.y, cell.y + 11), "bar-top": close(bar.y, row.maxY + 8),
                "bar-bottom": close(bar.maxY, cell.maxY),
            ]
            for (id, held) in holds where !result.brokenConstraints.contains(where: { $0.id == id }) {
                #expect(held, "\(id) should hold: cell \(cell), row \(row), chevron \(chevron), bar \(bar)")
            }
        }
    }

    /// The same scene edited into the conflict and out of it again: the incremental layouts
    /// equal fresh ones, and the conflict leaves nothing behind.
    @Test func editsIntoAndOutOfTheConflictMatchFreshLayouts() {
        var roomy = Self.overfullCell()
        roomy.constraints[5].constant = 100
        let engine = LayoutEngine()
        expectSameFrames(engine.layout(roomy), LayoutEngine.layout(roomy))
        let tight = engine.layout(Self.overfullCell())
        expectNoNegativeSize(tight, "incremental")
        #expect(tight.brokenConstraints.map(\.id) == LayoutEngine.layout(Self.overfullCell()).brokenConstraints.map(\.id))
        let back = engine.layout(roomy)
        #expect(back.brokenConstraints.isEmpty)
        expectSameFrames(back, LayoutEngine.layout(roomy))
    }

    /// An equalSpacing stack pulls itself short at priority 49; a view in it with no size of
    /// its own is never driven below zero to let it.
    @Test func anEqualSpacingStackNeverDrivesAnUnsizedViewNegative() {
        let scene = Build.scene(canvas: Size(width: 375, height: 667), root: "root", [
            Build.container("root", subviews: ["stack"]),
            Build.stack("stack", .vertical, .equalSpacing, items: ["fixed", "free"]),
            Build.leaf("fixed", nil, nil), Build.leaf("free", nil, nil),
        ], constraints: [
            Build.constraint("stack.top", .equal, "root.top"), Build.constraint("stack.leading", .equal, "root.leading"),
            Build.constraint("stack.width", .equal, "root.width"),
            Build.constraint("fixed.height", constant: 100),
        ])
        for options in bothModes {
            let result = LayoutEngine.layout(scene, options: options)
            expectNoNegativeSize(result, "decomposition \(options.decomposition)")
            #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
            expectFrame(result, "fixed", rect(0, 0, 375, 100))
            expectFrame(result, "free", rect(0, 100, 375, 0))
        }
    }

    /// Spacing wider than the stack: the views cannot be laid out with sizes of zero or more;
    /// a constraint is broken rather than a negative width reported.
    @Test func spacingWiderThanTheStackBreaksAConstraint() {
        let scene = Build.scene(canvas: Size(width: 30, height: 30), root: "stack", [
            Build.stack("stack", .horizontal, .fillEqually, spacing: 50, items: ["a", "b"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30),
        ])
        for options in bothModes {
            let result = LayoutEngine.layout(scene, options: options)
            expectNoNegativeSize(result, "decomposition \(options.decomposition)")
            #expect(result.brokenConstraints.count == 1, "\(result.brokenConstraints)")
        }
    }

    /// 80 views whose widths are chained by a multiplier of 1e4 (each within the layout range):
    /// the products would overflow a Double. Every frame stays finite and within the range, and
    /// the links that cannot hold are reported broken.
    @Test(arguments: [1e4, -1e4])
    func chainedMultipliersStayFinite(multiplier: Double) {
        let ids = (0..<80).map { "v\($0)" }
        var constraints = [Build.constraint("v0.width", constant: 2)]
        for (previous, next) in zip(ids, ids.dropFirst()) {
            constraints.append(Build.constraint("\(next).width", .equal, "\(previous).width", multiplier: multiplier, id: "link-\(next)"))
            constraints.append(Build.constraint("\(next).leading", .equal, "\(previous).trailing", multiplier: multiplier, id: "chain-\(next)"))
        }
        let scene = Build.scene(canvas: Size(width: 375, height: 667), root: "root",
                                [Build.container("root", subviews: ids)] + ids.map { Build.leaf($0, nil, 10) },
                                constraints: constraints)
        for options in bothModes {
            let result = LayoutEngine.layout(scene, options: options)
            for view in result.views {
                let frame = view.absoluteFrame
                #expect([frame.x, frame.y, frame.width, frame.height].allSatisfy { abs($0) <= LayoutValueRange.maximumResult },
                        "\(view.id): \(frame)")
            }
            expectNoNegativeSize(result, "multiplier \(multiplier)")
            #expect(!result.brokenConstraints.isEmpty)
            #expect(result.brokenConstraints.allSatisfy { $0.id?.hasPrefix("link-") == true || $0.id?.hasPrefix("chain-") == true })
            // The same layout twice is the same layout: nothing in it differs from itself.
            #expect(result.views == LayoutEngine.layout(scene, options: options).views)
        }
    }
}

func expectNoNegativeSize(_ result: LayoutResult, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for view in result.views {
        #expect(view.frame.width >= 0 && view.frame.height >= 0, "\(context): \(view.id) \(view.frame)", sourceLocation: sourceLocation)
    }
}
