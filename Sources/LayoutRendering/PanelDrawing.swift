import StackDocument
import StackLayout

/// Draws one panel's views (rectangles, stack axes, scroll content) and then their labels,
/// shifted by (`dx`, `dy`).
///
/// Stacks are outlined with a faint tint and an arrow along their axis; other views are
/// filled boxes. Views with no drawn subviews are labelled with their id; the labels go in a
/// layer above every rectangle so no view hides one.
struct PanelDrawing {
    let panel: LayoutPanel
    /// The panel's views to draw, back to front (`LayoutPanel.drawnViews`).
    let views: [DrawnView]
    let dx: Double
    let dy: Double
    /// Ids whose label found no place, in drawing order.
    private(set) var unlabelled: [String] = []

    init(panel: LayoutPanel, views: [DrawnView], dx: Double, dy: Double) {
        self.panel = panel
        self.views = views
        self.dx = dx
        self.dy = dy
    }

    mutating func draw(into svg: inout SVGBuilder, labels placer: inout LabelPlacer) {
        let drawnIDs = Set(views.map(\.node.id))
        var wanted: [(id: String, frame: Rect, hidden: Bool)] = []
        var contentCaptions: [(text: String, frame: Rect)] = []

        svg.open("g", ["class": "views"])
        for drawn in views {
            let (node, view, hidden) = (drawn.node, drawn.frame, drawn.hidden)
            let frame = view.absoluteFrame.offsetBy(dx: dx, dy: dy)
            if node.id == panel.document.rootID {
                drawCanvas(frame, node: node, into: &svg)
            } else {
                drawView(node, frame: frame, hidden: hidden, into: &svg)
            }
            if let content = view.contentSize {
                let contentFrame = Rect(x: frame.x, y: frame.y, width: content.width, height: content.height)
                svg.element("rect", rectAttributes(contentFrame, fill: "none", stroke: Palette.scrollContent, width: 1, dashed: "6 3"))
                contentCaptions.append(("content \(Self.size(content))", contentFrame))
            }
            let hasDrawnSubviews = node.subviews.contains(where: drawnIDs.contains)
            if !hasDrawnSubviews && node.id != panel.document.rootID { wanted.append((node.id, frame, hidden)) }
        }
        svg.close("g")

        // Labels: inside their views first (all of them), then outside, then the legend.
        var placed: [(PlacedLabel, hidden: Bool)] = []
        var outside: [(id: String, frame: Rect, hidden: Bool)] = []
        for item in wanted {
            if let label = placer.placeInside(item.id, frame: item.frame) { placed.append((label, item.hidden)) } else { outside.append(item) }
        }
        for item in outside {
            if let label = placer.placeOutside(item.id, frame: item.frame) { placed.append((label, item.hidden)) } else { unlabelled.append(item.id) }
        }
        var captions: [PlacedLabel] = []
        for caption in contentCaptions {
            if let label = placer.placeOutside(caption.text, frame: caption.frame) { captions.append(label) }
        }
        svg.open("g", ["class": "labels"])
        for (label, hidden) in placed { drawLabel(label, color: hidden ? Palette.mutedText : Palette.text, into: &svg) }
        for label in captions { drawLabel(label, color: Palette.scrollContent, into: &svg) }
        svg.close("g")
    }

    private func drawCanvas(_ frame: Rect, node: ViewNode, into svg: inout SVGBuilder) {
        svg.open("rect", rectAttributes(frame, fill: "#fbfcfd", stroke: Palette.canvasStroke, width: 1.5, dashed: nil))
        svg.element("title", text: "\(node.id) (canvas \(Self.size(frame.size)))")
        svg.close("rect")
    }

    private func drawView(_ node: ViewNode, frame: Rect, hidden: Bool, into svg: inout SVGBuilder) {
        let title = "\(node.id) · \(node.properties.kind) · \(Self.frameText(frame.offsetBy(dx: -dx, dy: -dy)))\(hidden ? " · hidden" : "")"
        let attributes: KeyValuePairs<String, String>
        if hidden {
            attributes = rectAttributes(frame, fill: "none", stroke: Palette.hidden, width: 1, dashed: "4 3")
        } else if let highlight = panel.highlights[node.id] {
            // A changed frame only recolours the outline; the other changes fill leaves too.
            let tinted = highlight != .reframed && !node.isStack
            attributes = rectAttributes(
                frame, fill: tinted ? Palette.fill(for: highlight) : node.isStack ? Palette.stackFill : Palette.leafFill,
                stroke: Palette.stroke(for: highlight), width: 2, dashed: nil, fillOpacity: tinted ? 1 : node.isStack ? 0.05 : 0.85)
        } else if node.isStack {
            attributes = rectAttributes(frame, fill: Palette.stackFill, stroke: Palette.stackStroke, width: 1.2, dashed: nil, fillOpacity: 0.05)
        } else {
            attributes = rectAttributes(frame, fill: Palette.leafFill, stroke: Palette.leafStroke, width: 1, dashed: nil, fillOpacity: 0.85)
        }
        svg.open("rect", attributes)
        svg.element("title", text: title)
        svg.close("rect")
        if let stack = node.properties.stack, !hidden { drawAxis(stack.axis, frame: frame, into: &svg) }
    }

    /// A dashed arrow through the stack's middle along its axis, drawn under its subviews.
    private func drawAxis(_ axis: Axis, frame: Rect, into svg: inout SVGBuilder) {
        let inset = 3.0
        let (x1, y1, x2, y2): (Double, Double, Double, Double) =
            axis == .horizontal
            ? (frame.x + inset, frame.y + frame.height / 2, frame.maxX - inset, frame.y + frame.height / 2)
            : (frame.x + frame.width / 2, frame.y + inset, frame.x + frame.width / 2, frame.maxY - inset)
        guard max(x2 - x1, y2 - y1) >= 8 else { return }
        svg.element("line", [
            "x1": SVGBuilder.number(x1), "y1": SVGBuilder.number(y1), "x2": SVGBuilder.number(x2), "y2": SVGBuilder.number(y2),
            "stroke": Palette.stackStroke, "stroke-width": "1", "stroke-dasharray": "3 3", "stroke-opacity": "0.6",
            "marker-end": "url(#axis-arrow)", "class": "axis",
        ])
    }

    private func drawLabel(_ label: PlacedLabel, color: String, into svg: inout SVGBuilder) {
        svg.element(
            "text",
            ["x": SVGBuilder.number(label.x), "y": SVGBuilder.number(label.baseline), "font-size": SVGBuilder.number(label.fontSize),
             "text-anchor": label.centered ? "middle" : "start", "fill": color],
            text: label.text)
    }

    private func rectAttributes(
        _ frame: Rect, fill: String, stroke: String, width: Double, dashed: String?, fillOpacity: Double = 1
    ) -> KeyValuePairs<String, String> {
        // Degenerate frames (a collapsed hidden view) still show as a line.
        let x = SVGBuilder.number(frame.x), y = SVGBuilder.number(frame.y)
        let w = SVGBuilder.number(max(0, frame.width)), h = SVGBuilder.number(max(0, frame.height))
        return [
            "x": x, "y": y, "width": w, "height": h, "fill": fill, "fill-opacity": SVGBuilder.number(fillOpacity),
            "stroke": stroke, "stroke-width": SVGBuilder.number(width), "stroke-dasharray": dashed ?? "none",
        ]
    }

    static func size(_ size: Size) -> String { "\(SVGBuilder.number(size.width))×\(SVGBuilder.number(size.height))" }

    static func frameText(_ frame: Rect) -> String {
        "(\(SVGBuilder.number(frame.x)), \(SVGBuilder.number(frame.y))) \(size(frame.size))"
    }
}
