import StackLayout
import Testing

/// No layout reports a number that is not finite or lies beyond the layout range: when the
/// required constraints could only hold with such a frame, one of them is broken and reported,
/// and the rest holds.
@Suite struct FrameGuardTests {
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
            #expect(!result.brokenConstraints.isEmpty)
            #expect(result.brokenConstraints.allSatisfy { $0.id?.hasPrefix("link-") == true || $0.id?.hasPrefix("chain-") == true })
            // The same layout twice is the same layout: nothing in it differs from itself.
            #expect(result.views == LayoutEngine.layout(scene, options: options).views)
        }
    }
}
