/// Vertical metrics of the font a text-bearing view names, as fractions of its point size.
///
/// The system font (San Francisco) has a 2048-unit em with an ascender of 1950 units, a
/// descender of 494 and no line gap: ascender 0.952 em, line height 1.193 em. Fonts named by
/// family (custom fonts) have metrics the file does not hold: they are assumed alike, and
/// `isSystemFont` is false so that sizes are not derived from them.
struct FontMetrics {
    var pointSize: Double
    /// Whether the font is the system font (a `type` of the system family, a text style, or
    /// UIKit's default when the element names no font).
    var isSystemFont: Bool

    static let systemAscender = 1950.0 / 2048
    static let systemDescender = 494.0 / 2048

    var ascender: Double { pointSize * Self.systemAscender }
    var descender: Double { pointSize * Self.systemDescender }
    var lineHeight: Double { ascender + descender }

    /// Point sizes of the Dynamic Type text styles at the default content size. `Title0`, a
    /// style Interface Builder offers without a public name, is 30 points: Xcode stores one line
    /// of it 36 points tall.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 30, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// `type` values of `<fontDescription>` that name the system font.
    static let systemTypes: Set<String> = ["system", "boldSystem", "italicSystem"]

    /// A font of `pointSize` points.
    init(pointSize: Double, isSystemFont: Bool) {
        self.pointSize = pointSize
        self.isSystemFont = isSystemFont
    }

    /// The font of a view element (`<fontDescription>` or `<font>` child), else UIKit's default for its class.
    init(of element: XMLElement, defaultSize: Double) {
        var size = defaultSize
        var system = true
        for child in element.elements where child.name == "fontDescription" || child.name == "font" {
            if let points = child[attribute: "pointSize"].flatMap(Double.init), points.isFinite, points > 0, points < 1000 {
                size = points
                system = child[attribute: "type"].map(Self.systemTypes.contains) ?? false
            } else if let style = child[attribute: "style"], let styled = Self.textStyleSizes[style] {
                size = styled
                system = true
            } else {
                system = false
            }
        }
        pointSize = size
        isSystemFont = system
    }

    /// The height of `lines` lines of text, rounded up to the device's pixels (`scale` pixels a
    /// point): what a label of that many lines measures as its intrinsic height.
    func textHeight(lines: Int, scale: Double) -> Double {
        let pixels = (Double(lines) * lineHeight * scale * 1e6).rounded() / 1e6
        return pixels.rounded(.up) / scale
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

    /// The baseline of one line of text centred in a view `height` tall (a one-line label
    /// stretched or compressed by constraints, a button title, a text field).
    func controlBaseline(height: Double) -> Double {
        (height - lineHeight) / 2 + ascender
    }
}
