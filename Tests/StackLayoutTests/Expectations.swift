import Testing
import StackLayout

/// Frame comparisons with a tolerance.
func expectFrame(
    _ result: LayoutResult, _ id: String, _ expected: Rect, tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = result.frame(of: id) else {
        Issue.record("no view \(id)", sourceLocation: sourceLocation)
        return
    }
    let close = abs(frame.x - expected.x) <= tolerance && abs(frame.y - expected.y) <= tolerance
        && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance
    #expect(close, "\(id): \(frame) != \(expected)", sourceLocation: sourceLocation)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Both ways of solving: decomposed into subsystems, and as one system.
let bothModes: [LayoutEngine.Options] = [.init(decomposition: true), .init(decomposition: false)]

/// Lays a scene out both ways and checks that they agree on every frame.
func layoutBothWays(_ scene: LayoutScene, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutResult {
    let decomposed = LayoutEngine.layout(scene, options: .init(decomposition: true))
    let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
    expectSameFrames(decomposed, whole, sourceLocation: sourceLocation)
    return decomposed
}

func expectSameFrames(
    _ a: LayoutResult, _ b: LayoutResult, tolerance: Double = 1e-6, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(a.views.map(\.id) == b.views.map(\.id), sourceLocation: sourceLocation)
    for (x, y) in zip(a.views, b.views) {
        let same = close(x.absoluteFrame.x, y.absoluteFrame.x, tolerance: tolerance) && close(x.absoluteFrame.y, y.absoluteFrame.y, tolerance: tolerance)
            && close(x.absoluteFrame.width, y.absoluteFrame.width, tolerance: tolerance)
            && close(x.absoluteFrame.height, y.absoluteFrame.height, tolerance: tolerance)
        #expect(same, "\(context) \(x.id): \(x.absoluteFrame) vs \(y.absoluteFrame)", sourceLocation: sourceLocation)
        let sameRelative = close(x.frame.x, y.frame.x, tolerance: tolerance) && close(x.frame.y, y.frame.y, tolerance: tolerance)
            && close(x.frame.width, y.frame.width, tolerance: tolerance) && close(x.frame.height, y.frame.height, tolerance: tolerance)
        #expect(sameRelative && x.hidden == y.hidden, "\(context) \(x.id): \(x.frame) vs \(y.frame)", sourceLocation: sourceLocation)
        #expect(x.contentSize == nil || (close(x.contentSize!.width, y.contentSize!.width, tolerance: tolerance)
            && close(x.contentSize!.height, y.contentSize!.height, tolerance: tolerance)), sourceLocation: sourceLocation)
    }
}
