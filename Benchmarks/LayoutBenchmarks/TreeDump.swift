import StackLayout

/// The view tree of a scene as JSON, for `Benchmarks/taffy_compare.py`: {"canvas": [w, h],
/// "root", "views": [{"id", "kind", "width", "height", "baseline", "margins": [top, leading,
/// bottom, trailing], "stack": {"axis", "distribution", "alignment", "spacing"}, "children"}]},
/// views in depth-first order from the root, a missing intrinsic length as null. The document
/// constraints are not written: the benchmark scene's only ones pin its main stack to the
/// root's margins, which the harness does with padding.
func treeJSON(_ scene: LayoutScene) -> String {
    func number(_ value: Double?) -> String {
        guard let value else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
    var lines: [String] = []
    var pending = [scene.rootID]
    while let id = pending.popLast() {
        guard let view = scene.views[id] else { continue }
        let margins = view.layoutMargins
        var line = "{\"id\":\"\(id)\",\"kind\":\"\(view.kind.rawValue)\",\"width\":\(number(view.intrinsicSize.width)),"
            + "\"height\":\(number(view.intrinsicSize.height)),\"baseline\":\(number(view.baseline?.first)),"
            + "\"margins\":[\(number(margins.top)),\(number(margins.leading)),\(number(margins.bottom)),\(number(margins.trailing))]"
        if let stack = view.stack {
            line += ",\"stack\":{\"axis\":\"\(stack.axis.rawValue)\",\"distribution\":\"\(stack.distribution.rawValue)\","
                + "\"alignment\":\"\(stack.alignment.rawValue)\",\"spacing\":\(number(stack.spacing.value))}"
        }
        line += ",\"children\":[" + view.subviews.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
        lines.append(line)
        pending.append(contentsOf: view.subviews.reversed())
    }
    return "{\"canvas\":[\(number(scene.canvas.width)),\(number(scene.canvas.height))],\"root\":\"\(scene.rootID)\",\"views\":[\n"
        + lines.joined(separator: ",\n") + "\n]}\n"
}
