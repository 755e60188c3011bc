@testable import LayoutRendering
import StackLayout

/// Reads back the parts of the renderer's SVG the tests check: one element per line, as
/// `SVGBuilder` writes them.
struct RenderedElement {
    var name: String
    var attributes: [String: String]
    /// The unescaped text content, for `<text>` and `<title>`.
    var text: String?

    /// The box of a `<text>` element, by the same metrics the renderer uses.
    var textBox: Rect? {
        guard name == "text", let text, let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
            let size = attributes["font-size"].flatMap(Double.init)
        else { return nil }
        return TextMetrics.box(of: text, fontSize: size, x: x, baseline: y, centered: attributes["text-anchor"] == "middle")
    }
}

/// The elements of `svg`, in order; `group` limits them to a `<g class="...">` group.
func elements(of svg: String, inGroup group: String? = nil) -> [RenderedElement] {
    var result: [RenderedElement] = []
    var inside = group == nil
    for rawLine in svg.split(separator: "\n") {
        let line = rawLine.drop(while: { $0 == " " })
        if let group, line.hasPrefix("<g class=\"\(group)\"") { inside = true; continue }
        if group != nil, inside, line.hasPrefix("</g>") { inside = false; continue }
        guard inside, line.hasPrefix("<"), !line.hasPrefix("</"), !line.hasPrefix("<!--") else { continue }
        result.append(parseElement(String(line)))
    }
    return result
}

private func parseElement(_ line: String) -> RenderedElement {
    var scalars = Substring(line.dropFirst())
    let name = String(scalars.prefix(while: { $0 != " " && $0 != ">" && $0 != "/" }))
    scalars = scalars.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
        scalars = scalars.drop(while: { $0 == " " })
        guard let equals = scalars.firstIndex(of: "="), scalars.first != ">" , scalars.first != "/" else { break }
        let key = String(scalars[..<equals])
        let valueStart = scalars.index(equals, offsetBy: 2)
        let valueEnd = scalars[valueStart...].firstIndex(of: "\"")!
        attributes[key] = unescape(String(scalars[valueStart..<valueEnd]))
        scalars = scalars[scalars.index(after: valueEnd)...]
    }
    var text: String?
    if scalars.hasPrefix(">"), let close = scalars.lastIndex(of: "<") {
        text = unescape(String(scalars[scalars.index(after: scalars.startIndex)..<close]))
    }
    return RenderedElement(name: name, attributes: attributes, text: text)
}

private func unescape(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
        .replacing("&apos;", with: "'").replacing("&amp;", with: "&")
}

func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
}
