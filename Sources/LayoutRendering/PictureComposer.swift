import StackDocument
import StackLayout

/// Lays panels out side by side under their captions, draws them, then a legend below.
///
/// Geometry is in points throughout; the SVG's width and height apply `RenderOptions.scale`.
/// Cost: O(v) for v drawn views, plus label placement (O(v · k) for k labels near each).
struct PictureComposer {
    static let margin = 16.0
    static let panelGap = 40.0
    static let captionSize = 13.0
    static let legendSize = 10.0

    var panels: [LayoutPanel]
    /// Lines written first in the legend, before the key to the marks.
    var legendLines: [String]
    var options: RenderOptions

    func svg() -> String {
        // Where each panel goes: its caption on top, its drawing below.
        let captionHeight = TextMetrics.lineHeight * Self.captionSize + 6
        var placements: [(panel: LayoutPanel, views: [DrawnView], bounds: Rect, origin: (x: Double, y: Double))] = []
        var x = Self.margin
        var panelsBottom = 0.0
        for panel in panels {
            let views = panel.drawnViews(options.hiddenViews)
            let bounds = panel.contentBounds(of: views)
            let captionWidth = TextMetrics.width(of: panel.caption, fontSize: Self.captionSize)
            placements.append((panel, views, bounds, (x, Self.margin + captionHeight)))
            x += max(bounds.width, captionWidth) + Self.panelGap
            panelsBottom = max(panelsBottom, Self.margin + captionHeight + bounds.height)
        }
        let panelsWidth = x - Self.panelGap - Self.margin

        // Draw the panels first, so the labels that did not fit are known for the legend.
        var body = SVGBuilder()
        var unlabelled: [String] = []
        for (panel, views, bounds, origin) in placements {
            let captionBaseline = origin.y - 6 - (TextMetrics.lineHeight - TextMetrics.ascent) * Self.captionSize
            body.element(
                "text",
                ["x": SVGBuilder.number(origin.x), "y": SVGBuilder.number(captionBaseline), "font-size": SVGBuilder.number(Self.captionSize),
                 "font-weight": "bold", "fill": Palette.text],
                text: panel.caption)
            // Labels may stray into half the gap beside the panel and the margin below it.
            let reach = Self.panelGap / 2 - 2
            var placer = LabelPlacer(
                bounds: Rect(x: origin.x - reach, y: origin.y, width: bounds.width + 2 * reach, height: bounds.height + Self.margin - 2))
            var drawing = PanelDrawing(panel: panel, views: views, dx: origin.x - bounds.x, dy: origin.y - bounds.y)
            drawing.draw(into: &body, labels: &placer)
            unlabelled += drawing.unlabelled
        }

        // The legend: colour keys, then the views whose labels had no room.
        let wrapWidth = max(panelsWidth, 360)
        let key = Self.keyLine(for: placements.flatMap(\.views))
        var legend = (legendLines + [key]).flatMap { Self.wrap($0, width: wrapWidth, fontSize: Self.legendSize) }
        if !unlabelled.isEmpty {
            legend += Self.wrap("Not labelled (no room): " + unlabelled.joined(separator: ", "), width: wrapWidth, fontSize: Self.legendSize)
        }
        let lineStep = TextMetrics.lineHeight * Self.legendSize + 2
        var legendWidth = 0.0
        var y = panelsBottom + Self.margin
        for line in legend {
            y += lineStep
            legendWidth = max(legendWidth, TextMetrics.width(of: line, fontSize: Self.legendSize))
            body.element(
                "text", ["x": SVGBuilder.number(Self.margin), "y": SVGBuilder.number(y), "font-size": SVGBuilder.number(Self.legendSize), "fill": Palette.text],
                text: line)
        }
        let width = max(panelsWidth, legendWidth) + 2 * Self.margin
        let height = y + Self.margin

        var svg = SVGBuilder()
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "width": SVGBuilder.number(width * options.scale), "height": SVGBuilder.number(height * options.scale),
            "viewBox": "0 0 \(SVGBuilder.number(width)) \(SVGBuilder.number(height))",
            "font-family": TextMetrics.fontFamily,
        ])
        svg.open("defs")
        svg.open("marker", ["id": "axis-arrow", "viewBox": "0 0 10 10", "refX": "9", "refY": "5",
                            "markerWidth": "5", "markerHeight": "5", "orient": "auto"])
        svg.element("path", ["d": "M0,1 L9,5 L0,9 z", "fill": Palette.stackStroke])
        svg.close("marker")
        svg.close("defs")
        svg.element("rect", ["width": "100%", "height": "100%", "fill": Palette.background])
        return svg.markup + body.markup + "</svg>\n"
    }

    /// What the drawing's marks mean, naming only marks that appear.
    static func keyLine(for views: [DrawnView]) -> String {
        var marks = ["outlined with an arrow: a stack and its axis", "filled: other views"]
        if views.contains(where: { $0.frame.contentSize != nil }) { marks.append("dashed purple: a scroll view's content") }
        if views.contains(where: \.hidden) { marks.append("dashed grey: hidden") }
        return "Key: " + marks.joined(separator: "; ")
    }

    /// `text` broken at spaces into lines no wider than `width` (and no narrower than 20 characters).
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        let length = text.unicodeScalars.count
        let fits = width / (TextMetrics.advance * fontSize)
        // Compared as a Double first: a width too large for an Int, or NaN, never reaches Int(_:).
        let perLine = !(fits >= 20) ? 20 : fits >= Double(length) ? max(20, length) : Int(fits)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.unicodeScalars.count + 1 + word.unicodeScalars.count > perLine {
                lines.append(current)
                current = "  "
            }
            current += (current.isEmpty || current == "  " ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
