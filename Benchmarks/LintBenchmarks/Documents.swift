import BenchmarkSupport
import StackDocument
import StackLayout

/// The document of a layout scene (every view property carried over), named `name`.
func document(of scene: LayoutScene, name: String) -> Document {
    func tree(_ id: String) -> ViewTree {
        let view = scene.views[id]!
        var properties = ViewProperties(kind: view.kind)
        properties.hidden = view.hidden
        properties.intrinsicSize = view.intrinsicSize
        properties.baseline = view.baseline
        properties.hugging = view.hugging
        properties.compressionResistance = view.compressionResistance
        properties.layoutMargins = view.layoutMargins
        properties.frame = view.frame
        properties.safeArea = view.safeArea
        properties.stack = view.stack
        return ViewTree(id: id, properties: properties, subviews: view.subviews.map(tree), arranged: view.arranged)
    }
    return try! Document(name: name, canvas: scene.canvas, root: tree(scene.rootID), constraints: scene.constraints)
}

/// The 1,000-view benchmark document (`benchmarkScene(groups: 10, rows: 10, leaves: 9)`).
func thousandViewDocument() -> Document {
    document(of: benchmarkScene(groups: 10, rows: 10, leaves: 9), name: "bench-1k")
}

/// One horizontal fill stack of `count` arranged views with mixed intrinsic sizes, as the root
/// of a 375 x 667 canvas: labels, images, buttons and plain views cycling, widths from 20 to
/// 69 (every eighth view without one), heights from 10 to 29 (every fifth without one).
func fillStackDocument(count: Int) -> Document {
    let kinds: [ViewKind] = [.label, .image, .button, .view]
    let views = (0..<count).map { index -> ViewTree in
        var properties = ViewProperties(kind: kinds[index % kinds.count])
        properties.intrinsicSize = IntrinsicSize(
            width: index % 8 == 3 ? nil : Double(20 + (index * 7) % 50), height: index % 5 == 2 ? nil : Double(10 + (index * 3) % 20))
        return ViewTree(id: "v\(index)", properties: properties)
    }
    let root = ViewTree(id: "stack", properties: ViewProperties(kind: .stack), subviews: views)
    return try! Document(name: "fill-\(count)", canvas: Size(width: 375, height: 667), root: root)
}
