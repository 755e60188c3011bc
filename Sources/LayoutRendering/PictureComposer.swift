import StackDocument
import StackLayout

/// Lays panels out side by side under their captions, draws them, then a legend below.
///
/// Every panel is drawn on one scale and from one origin: the rectangle that holds every
/// panel's canvas and views, so that in a diff the same point of both canvases sits at the
/// same place in each panel and a view that moved is seen to move. Whatever lies outside a
/// panel's canvas is shaded, and the legend names the views that reach there.
///
/// Geometry is in points throughout; the SVG's width and height apply `RenderOptions.scale`.
/// Cost: O(v) for v drawn views, plus label placement (O(v · k) for k labels near each).
struct PictureComposer {
    static let margin = 16.0
    static let panelGap = 40.0
    static let captionSize = 13.0
    static let legendSize = 10.0
    /// How far a frame may pass the canvas's edge before it counts as outside (rounding).
    static let outsideTolerance = 0.5

    var panels: [LayoutPanel]
    /// Lines written in the legend after the swatches.
    var legendLines: [String]
    var options: RenderOptions

    func svg() -> String {
        let captionHeight = TextMetrics.lineHeight * Self.captionSize + 6
        let drawn = panels.map { $0.drawnViews(options.hiddenViews) }
        // One rectangle, in canvas coordinates, for every panel: the union of their contents.
        let bounds = zip(panels, drawn).map { panel, views in panel.contentBounds(of: views) }
        let shared = bounds.dropFirst().reduce(bounds.first ?? Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        var placements: [(panel: LayoutPanel, views: [DrawnView], origin: (x: Double, y: Double))] = []
        var x = Self.margin
        for (panel, views) in zip(panels, drawn) {
            let captionWidth = TextMetrics.width(of: panel.caption, fontSize: Self.captionSize)
            placements.append((panel, views, (x, Self.margin + captionHeight)))
            x += max(shared.width, captionWidth) + Self.panelGap
        }
        let panelsWidth = x - Self.panelGap - Self.margin
        let panelsBottom = Self.margin + captionHeight + shared.height

        var body = SVGBuilder()
        var unlabelled: [String] = []
        var outside: [String] = []
        var anyOutside = false
        for (index, (panel, views, origin)) in placements.enumerated() {
            let captionBaseline = origin.y - 6 - (TextMetrics.lineHeight - TextMetrics.ascent) * Self.captionSize
            body.element(
                "text",
                ["x": SVGBuilder.number(origin.x), "y": SVGBuilder.number(captionBaseline), "font-size": SVGBuilder.number(Self.captionSize),
                 "font-weight": "bold", "fill": Palette.text],
                text: panel.caption)
            // Labels may stray into half the gap beside the panel and the margin below it.
            let reach = Self.panelGap / 2 - 2
            var placer = LabelPlacer(
                bounds: Rect(x: origin.x - reach, y: origin.y, width: shared.width + 2 * reach, height: shared.height + Self.margin - 2))
            let (dx, dy) = (origin.x - shared.x, origin.y - shared.y)
            var drawing = PanelDrawing(panel: panel, views: views, dx: dx, dy: dy)
            drawing.draw(into: &body, labels: &placer)
            unlabelled += drawing.unlabelled
            let canvas = Rect(x: dx, y: dy, width: panel.layout.canvas.width, height: panel.layout.canvas.height)
            let area = Rect(x: origin.x, y: origin.y, width: shared.width, height: shared.height)
            if Self.shadeOutside(canvas: canvas, area: area, into: &body) { anyOutside = true }
            let reaching = Self.viewsOutside(views, canvas: panel.layout.canvas, rootID: panel.document.rootID)
            if !reaching.isEmpty {
                outside.append((placements.count > 1 ? "\(index == 0 ? "left" : "right"): " : "") + reaching.joined(separator: ", "))
            }
        }

        // The legend: swatches for the marks used, the given lines, then the notes.
        let wrapWidth = max(panelsWidth, 360)
        let highlights = Set(panels.flatMap(\.highlights.values))
        let legend = Legend(views: drawn.flatMap { $0 }, highlights: highlights, outsideCanvas: anyOutside)
        let swatches = legend.draw(into: &body, x: Self.margin, y: panelsBottom + Self.margin, width: wrapWidth, fontSize: Self.legendSize)
        var lines = legendLines.flatMap { Self.wrap($0, width: wrapWidth, fontSize: Self.legendSize) }
        if !outside.isEmpty {
            lines += Self.wrap("Outside the canvas (shaded): " + outside.joined(separator: "; "), width: wrapWidth, fontSize: Self.legendSize)
        }
        if !unlabelled.isEmpty {
            lines += Self.wrap("Not labelled (no room): " + unlabelled.joined(separator: ", "), width: wrapWidth, fontSize: Self.legendSize)
        }
        let lineStep = TextMetrics.lineHeight * Self.legendSize + 2
        var legendWidth = swatches.width
        var y = swatches.bottom
        for line in lines {
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

    /// Shades the part of `area` outside `canvas` (one path, even-odd: the area less the
    /// canvas); returns whether there was any.
    static func shadeOutside(canvas: Rect, area: Rect, into svg: inout SVGBuilder) -> Bool {
        let beyond = canvas.x - area.x > outsideTolerance || canvas.y - area.y > outsideTolerance
            || area.maxX - canvas.maxX > outsideTolerance || area.maxY - canvas.maxY > outsideTolerance
        guard beyond else { return false }
        let n = SVGBuilder.number
        func box(_ r: Rect) -> String { "M\(n(r.x)),\(n(r.y)) H\(n(r.maxX)) V\(n(r.maxY)) H\(n(r.x)) Z" }
        svg.element("path", [
            "d": box(area) + " " + box(canvas), "fill-rule": "evenodd", "fill": Palette.outsideCanvas,
            "fill-opacity": SVGBuilder.number(Palette.outsideCanvasOpacity), "class": "outside-canvas",
        ])
        return true
    }

    /// How the legend names the views (and scroll contents) of `views` that reach outside a
    /// canvas of `size`, in drawing order.
    static func viewsOutside(_ views: [DrawnView], canvas size: Size, rootID: String) -> [String] {
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        func outside(_ r: Rect) -> Bool {
            r.x < canvas.x - outsideTolerance || r.y < canvas.y - outsideTolerance
                || r.maxX > canvas.maxX + outsideTolerance || r.maxY > canvas.maxY + outsideTolerance
        }
        var names: [String] = []
        for view in views where view.node.id != rootID {
            let frame = view.frame.absoluteFrame
            let label = ViewCaption.listing(for: view.node)
            if outside(frame) {
                names.append(label)
            } else if let content = view.frame.contentSize, outside(Rect(x: frame.x, y: frame.y, width: content.width, height: content.height)) {
                names.append("content of \(label)")
            }
        }
        return names
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
