import StackDocument
import StackLayout

/// The key under a picture: a swatch for each mark that appears (kinds of view, kinds of
/// change, hidden views, scroll content, the shade outside the canvas) with what it means,
/// then lines of text.
struct Legend {
    /// One swatch and its words.
    struct Entry {
        enum Swatch {
            case kind(ViewKind)
            case change(ViewHighlight)
            case hidden, scrollContent, outsideCanvas
        }

        var swatch: Swatch
        var text: String
    }

    static let swatchWidth = 16.0
    static let swatchHeight = 10.0
    static let entryGap = 14.0

    var entries: [Entry]

    /// The entries for the marks `views` of `panels` use.
    init(views: [DrawnView], highlights: Set<ViewHighlight>, outsideCanvas: Bool) {
        let kinds = Set(views.dropFirst().filter { !$0.hidden }.map { $0.node.isStack ? ViewKind.stack : Self.legendKind($0.node.properties.kind) })
        entries = ViewStyle.legendKinds.filter { kinds.contains($0.kind) }.map { Entry(swatch: .kind($0.kind), text: $0.description) }
        entries += ViewHighlight.allCases.filter(highlights.contains).map {
            Entry(swatch: .change($0), text: "\($0.rawValue) (\(Palette.colourName(for: $0)))")
        }
        if views.contains(where: { $0.frame.contentSize != nil }) { entries.append(Entry(swatch: .scrollContent, text: "dashed purple: a scroll view's content")) }
        if views.contains(where: \.hidden) { entries.append(Entry(swatch: .hidden, text: "dashed grey: hidden")) }
        if outsideCanvas { entries.append(Entry(swatch: .outsideCanvas, text: "shaded: outside the canvas")) }
    }

    /// The kind whose swatch stands for `kind`: kinds without a style of their own are "other view".
    private static func legendKind(_ kind: ViewKind) -> ViewKind {
        ViewStyle.legendKinds.contains { $0.kind == kind } ? kind : .view
    }

    /// Draws the entries in rows no wider than `width`, from (`x`, `y`) (the top of the first
    /// row); returns the bottom of the last row and the widest row.
    func draw(into svg: inout SVGBuilder, x: Double, y: Double, width: Double, fontSize: Double) -> (bottom: Double, width: Double) {
        guard !entries.isEmpty else { return (y, 0) }
        let rowHeight = max(Self.swatchHeight, TextMetrics.lineHeight * fontSize) + 4
        var cursor = x, top = y, widest = 0.0
        svg.open("g", ["class": "legend"])
        for entry in entries {
            let entryWidth = Self.swatchWidth + 4 + TextMetrics.width(of: entry.text, fontSize: fontSize)
            if cursor > x, cursor + entryWidth > x + width {
                cursor = x
                top += rowHeight
            }
            let swatch = Rect(x: cursor, y: top + (rowHeight - Self.swatchHeight) / 2, width: Self.swatchWidth, height: Self.swatchHeight)
            drawSwatch(entry.swatch, in: swatch, into: &svg)
            svg.element(
                "text",
                ["x": SVGBuilder.number(cursor + Self.swatchWidth + 4),
                 "y": SVGBuilder.number(top + rowHeight / 2 + (TextMetrics.ascent - TextMetrics.lineHeight / 2) * fontSize),
                 "font-size": SVGBuilder.number(fontSize), "fill": Palette.text],
                text: entry.text)
            cursor += entryWidth + Self.entryGap
            widest = max(widest, cursor - Self.entryGap - x)
        }
        svg.close("g")
        return (top + rowHeight, widest)
    }

    private func drawSwatch(_ swatch: Entry.Swatch, in rect: Rect, into svg: inout SVGBuilder) {
        let n = SVGBuilder.number
        var attributes: [(String, String)] = [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
        switch swatch {
        case .kind(let kind):
            let style = ViewStyle.of(kind)
            attributes += [("rx", n(min(style.cornerRadius, rect.height / 2))), ("fill", style.fill == "none" ? "none" : style.fill),
                           ("stroke", kind == .stack ? Palette.stackStroke : Palette.leafStroke), ("stroke-width", "1")]
        case .change(let highlight):
            attributes += [("fill", "none"), ("stroke", Palette.stroke(for: highlight)), ("stroke-width", "2.5"),
                           ("stroke-dasharray", Palette.dashes(for: highlight))]
        case .hidden:
            attributes += [("fill", "none"), ("stroke", Palette.hidden), ("stroke-width", "1"), ("stroke-dasharray", "4 3")]
        case .scrollContent:
            attributes += [("fill", "none"), ("stroke", Palette.scrollContent), ("stroke-width", "1"), ("stroke-dasharray", "6 3")]
        case .outsideCanvas:
            attributes += [("fill", Palette.outsideCanvas), ("fill-opacity", n(Palette.outsideCanvasOpacity)), ("stroke", "none")]
        }
        svg.element("rect", pairs: attributes)
    }
}
