import StackDocument
import StackLayout

/// Draws one panel's views (boxes styled by kind, stack axes, scroll content) and then their
/// labels, shifted by (`dx`, `dy`).
///
/// Each view is drawn so that its kind shows (`ViewStyle`); views with no drawn subviews are
/// labelled with what they show or their name (`ViewCaption`), stacks in a corner with their
/// axis, above or below their edge or else in a corner. Borders (and the arrows of empty
/// stacks) are reserved before any label is placed. Every view's border is reserved before any label is placed, so no label lies under a
/// border, and the labels go in a layer above every box so no view hides one.
struct PanelDrawing {
    let panel: LayoutPanel
    /// The panel's views to draw, back to front (`LayoutPanel.drawnViews`).
    let views: [DrawnView]
    let dx: Double
    let dy: Double
    /// How each view that found no place for its label is listed, in drawing order.
    private(set) var unlabelled: [String] = []

    /// How thick a reserved border is: a little more than the widest outline (2.5 pt), less
    /// than twice the distance labels keep from edges less their gap (`LabelPlacer.clearance`).
    static let borderThickness = 2.8

    init(panel: LayoutPanel, views: [DrawnView], dx: Double, dy: Double) {
        self.panel = panel
        self.views = views
        self.dx = dx
        self.dy = dy
    }

    mutating func draw(into svg: inout SVGBuilder, labels placer: inout LabelPlacer) {
        let drawnIDs = Set(views.map(\.node.id))
        var leaves: [(node: ViewNode, frame: Rect, hidden: Bool)] = []
        var stacks: [(node: ViewNode, frame: Rect, hidden: Bool)] = []
        var contentCaptions: [(text: String, frame: Rect)] = []

        svg.open("g", ["class": "views"])
        for drawn in views {
            let (node, view, hidden) = (drawn.node, drawn.frame, drawn.hidden)
            let frame = view.absoluteFrame.offsetBy(dx: dx, dy: dy)
            Self.reserveBorder(of: frame, in: &placer)
            if node.id == panel.document.rootID {
                drawCanvas(frame, node: node, into: &svg)
            } else {
                drawView(node, frame: frame, hidden: hidden, into: &svg, labels: &placer)
            }
            if let content = view.contentSize {
                let contentFrame = Rect(x: frame.x, y: frame.y, width: content.width, height: content.height)
                svg.element("rect", rectAttributes(contentFrame, fill: "none", stroke: Palette.scrollContent, width: 1, dashed: "6 3"))
                Self.reserveBorder(of: contentFrame, in: &placer)
                contentCaptions.append(("content \(Self.size(content))", contentFrame))
            }
            guard node.id != panel.document.rootID else { continue }
            if node.isStack {
                stacks.append((node, frame, hidden))
            } else if !node.subviews.contains(where: drawnIDs.contains) {
                leaves.append((node, frame, hidden))
            }
        }
        svg.close("g")

        // Labels: leaves inside their views first (all of them), then the scroll contents'
        // captions, then stacks beside their edges or in a corner, then what is left outside.
        var placed: [(PlacedLabel, node: ViewNode, hidden: Bool)] = []
        var outside: [(node: ViewNode, frame: Rect, hidden: Bool)] = []
        for item in leaves {
            if let label = placer.placeInside(ViewCaption.text(for: item.node), frame: item.frame) {
                placed.append((label, item.node, item.hidden))
            } else {
                outside.append(item)
            }
        }
        var captions: [PlacedLabel] = []
        for caption in contentCaptions {
            if let label = placer.placeOutside(caption.text, frame: caption.frame) { captions.append(label) }
        }
        for item in stacks {
            // Above or below the stack's edge first, where it reads as the stack's, not as
            // one of its views'; else in a corner inside.
            let text = ViewCaption.text(for: item.node)
            let subviews = item.node.subviews.compactMap { id in panel.layout.absoluteFrame(of: id).map { $0.offsetBy(dx: dx, dy: dy) } }
            if let label = placer.placeOutside(text, frame: item.frame, besideToo: false)
                ?? placer.placeInCorner(text, frame: item.frame, avoiding: subviews) {
                placed.append((label, item.node, item.hidden))
            } else {
                outside.append(item)
            }
        }
        for item in outside {
            let text = ViewCaption.text(for: item.node)
            if let label = placer.placeOutside(text, frame: item.frame) {
                placed.append((label, item.node, item.hidden))
            } else {
                unlabelled.append(ViewCaption.listing(for: item.node))
            }
        }
        svg.open("g", ["class": "labels"])
        for (label, node, hidden) in placed {
            let style = ViewStyle.of(node.properties.kind)
            drawLabel(label, color: hidden ? Palette.mutedText : style.textColour, bold: style.bold && !node.isStack, into: &svg)
        }
        for label in captions { drawLabel(label, color: Palette.scrollContent, bold: false, into: &svg) }
        svg.close("g")
    }

    /// Reserves the four edges of `frame` so that no label is placed over them.
    static func reserveBorder(of frame: Rect, in placer: inout LabelPlacer) {
        let t = borderThickness, half = borderThickness / 2
        placer.reserve(Rect(x: frame.x - half, y: frame.y - half, width: frame.width + t, height: t))
        placer.reserve(Rect(x: frame.x - half, y: frame.maxY - half, width: frame.width + t, height: t))
        placer.reserve(Rect(x: frame.x - half, y: frame.y - half, width: t, height: frame.height + t))
        placer.reserve(Rect(x: frame.maxX - half, y: frame.y - half, width: t, height: frame.height + t))
    }

    private func drawCanvas(_ frame: Rect, node: ViewNode, into svg: inout SVGBuilder) {
        svg.open("rect", rectAttributes(frame, fill: Palette.canvasFill, stroke: Palette.canvasStroke, width: 1.5, dashed: nil))
        svg.element("title", text: "\(node.id)\(Self.nameNote(node)) (canvas \(Self.size(frame.size)))")
        svg.close("rect")
    }

    private func drawView(_ node: ViewNode, frame: Rect, hidden: Bool, into svg: inout SVGBuilder, labels placer: inout LabelPlacer) {
        let highlight = panel.highlights[node.id]
        let title = "\(node.id)\(Self.nameNote(node)) · \(node.properties.kind) · \(Self.frameText(frame.offsetBy(dx: -dx, dy: -dy)))"
            + (hidden ? " · hidden" : "") + (highlight.map { " · \($0.rawValue)" } ?? "")
        let style = ViewStyle.of(node.properties.kind)
        var attributes: KeyValuePairs<String, String>
        if hidden {
            attributes = rectAttributes(frame, fill: "none", stroke: Palette.hidden, width: 1, dashed: "4 3")
        } else if let highlight {
            attributes = rectAttributes(
                frame, fill: style.fill, stroke: Palette.stroke(for: highlight), width: 2.5, dashed: Palette.dashes(for: highlight),
                fillOpacity: style.fillOpacity, radius: style.cornerRadius)
        } else {
            let stroke = node.isStack ? Palette.stackStroke : Palette.leafStroke
            attributes = rectAttributes(
                frame, fill: style.fill, stroke: stroke, width: node.isStack ? 1.2 : 1, dashed: nil, fillOpacity: style.fillOpacity,
                radius: style.cornerRadius)
        }
        svg.open("rect", attributes)
        svg.element("title", text: title)
        svg.close("rect")
        if let stack = node.properties.stack, !hidden {
            // The arranged views cover the arrow of a stack that has them; an empty stack's
            // arrow stays in sight, and its label keeps off it.
            let empty = !node.subviews.contains { panel.layout[$0] != nil }
            if let line = drawAxis(stack.axis, frame: frame, into: &svg), empty { placer.reserve(line) }
        }
        if style.imageGlyph, !hidden { drawImageGlyph(in: frame, into: &svg, labels: &placer) }
    }

    /// ` "Sign in"` for a view with a name, for tooltips.
    private static func nameNote(_ node: ViewNode) -> String {
        node.properties.name.map { " “\(ViewCaption.oneLine($0))”" } ?? ""
    }

    /// A small picture frame with a sun and a hill in the image's top-left corner, when it fits;
    /// its place is reserved so that the image's label goes beside it, not over it.
    private func drawImageGlyph(in frame: Rect, into svg: inout SVGBuilder, labels placer: inout LabelPlacer) {
        let (width, height, inset) = (14.0, 11.0, 3.0)
        guard frame.width >= width + 2 * inset, frame.height >= height + 2 * inset else { return }
        let x = frame.x + inset, y = frame.y + inset
        let n = SVGBuilder.number
        let hill = "M\(n(x)),\(n(y + height)) L\(n(x + 5)),\(n(y + 5.5)) L\(n(x + 9)),\(n(y + 9)) L\(n(x + 11)),\(n(y + 7)) L\(n(x + width)),\(n(y + height))"
        // Not grouped: the picture's groups stay flat (views, labels, legend).
        let frame = "M\(n(x)),\(n(y)) H\(n(x + width)) V\(n(y + height)) H\(n(x)) Z"
        svg.element("path", ["d": frame + " " + hill, "fill": "none", "stroke": Palette.scrollContent, "stroke-width": "1", "class": "image-glyph"])
        svg.element("circle", ["cx": n(x + 4), "cy": n(y + 3.5), "r": "1.5", "fill": "none", "stroke": Palette.scrollContent, "stroke-width": "1", "class": "image-glyph"])
        placer.reserve(Rect(x: x, y: y, width: width, height: height))
    }

    /// A dashed arrow through the stack's middle along its axis, drawn under its subviews;
    /// returns the rectangle around its line (`nil` when the stack is too small for one).
    @discardableResult
    private func drawAxis(_ axis: Axis, frame: Rect, into svg: inout SVGBuilder) -> Rect? {
        let inset = 3.0
        let (x1, y1, x2, y2): (Double, Double, Double, Double) =
            axis == .horizontal
            ? (frame.x + inset, frame.y + frame.height / 2, frame.maxX - inset, frame.y + frame.height / 2)
            : (frame.x + frame.width / 2, frame.y + inset, frame.x + frame.width / 2, frame.maxY - inset)
        guard max(x2 - x1, y2 - y1) >= 8 else { return nil }
        svg.element("line", [
            "x1": SVGBuilder.number(x1), "y1": SVGBuilder.number(y1), "x2": SVGBuilder.number(x2), "y2": SVGBuilder.number(y2),
            "stroke": Palette.stackStroke, "stroke-width": "1", "stroke-dasharray": "3 3", "stroke-opacity": "0.5",
            "marker-end": "url(#axis-arrow)", "class": "axis",
        ])
        return Rect(x: min(x1, x2) - 1, y: min(y1, y2) - 1, width: abs(x2 - x1) + 2, height: abs(y2 - y1) + 2)
    }

    private func drawLabel(_ label: PlacedLabel, color: String, bold: Bool, into svg: inout SVGBuilder) {
        svg.element(
            "text",
            ["x": SVGBuilder.number(label.x), "y": SVGBuilder.number(label.baseline), "font-size": SVGBuilder.number(label.fontSize),
             "text-anchor": label.centered ? "middle" : "start", "fill": color, "font-weight": bold ? "bold" : "normal"],
            text: label.text)
    }

    func rectAttributes(
        _ frame: Rect, fill: String, stroke: String, width: Double, dashed: String?, fillOpacity: Double = 1, radius: Double = 0
    ) -> KeyValuePairs<String, String> {
        // Degenerate frames (a collapsed hidden view) still show as a line.
        let x = SVGBuilder.number(frame.x), y = SVGBuilder.number(frame.y)
        let w = SVGBuilder.number(max(0, frame.width)), h = SVGBuilder.number(max(0, frame.height))
        let r = SVGBuilder.number(min(radius, max(0, frame.height) / 2, max(0, frame.width) / 2))
        return [
            "x": x, "y": y, "width": w, "height": h, "rx": r, "fill": fill, "fill-opacity": SVGBuilder.number(fillOpacity),
            "stroke": stroke, "stroke-width": SVGBuilder.number(width), "stroke-dasharray": dashed ?? "none",
        ]
    }

    static func size(_ size: Size) -> String { "\(SVGBuilder.number(size.width))×\(SVGBuilder.number(size.height))" }

    static func frameText(_ frame: Rect) -> String {
        "(\(SVGBuilder.number(frame.x)), \(SVGBuilder.number(frame.y))) \(size(frame.size))"
    }
}
