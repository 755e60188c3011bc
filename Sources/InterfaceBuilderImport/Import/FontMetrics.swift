/// Baselines of text-bearing views, estimated from the font the file names (the system font's
/// proportions: ascender 0.952 em, line height 1.193 em; other fonts are assumed alike).
/// Interface Builder stores no font metrics, so this is an estimate; it only matters where
/// views are aligned by baseline.
struct FontMetrics {
    var pointSize: Double

    var ascender: Double { pointSize * 0.952 }
    var lineHeight: Double { pointSize * 1.193 }

    /// Point sizes of the Dynamic Type text styles at the default content size.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The font of a view element (`<fontDescription>` or `<font>` child), else UIKit's default for its class.
    init(of element: XMLElement, defaultSize: Double) {
        var size = defaultSize
        for child in element.elements where child.name == "fontDescription" || child.name == "font" {
            if let points = child[attribute: "pointSize"].flatMap(Double.init), points.isFinite, points > 0, points < 1000 {
                size = points
            } else if let style = child[attribute: "style"], let styled = Self.textStyleSizes[style] {
                size = styled
            }
        }
        pointSize = size
    }

    /// First and last baselines of a label `height` tall. A label's stored height is a whole
    /// number of lines of the font it was drawn with (which may differ from the named size, as
    /// text styles change between OS versions): the number of lines comes from the named size,
    /// the line height from the stored height, the ascender in the font's proportion to it.
    func labelBaselines(height: Double) -> (first: Double, last: Double) {
        let lines = max(1, (height / lineHeight).rounded())
        let drawnLineHeight = height / lines
        let first = drawnLineHeight * (ascender / lineHeight)
        return (first, first + (lines - 1) * drawnLineHeight)
    }

    /// The baseline of a one-line control (button title, text field) `height` tall, text centred.
    func controlBaseline(height: Double) -> Double {
        (height - lineHeight) / 2 + ascender
    }
}
