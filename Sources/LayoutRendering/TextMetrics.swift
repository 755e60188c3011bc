import StackLayout

/// The size of a line of text in the monospaced font the pictures use.
///
/// Every glyph of a monospaced font has the same advance (0.6 em for DejaVu Sans Mono, Menlo
/// and Consolas alike), so a label's box is known without font files: that is what lets the
/// renderer promise that no two labels overlap.
enum TextMetrics {
    /// The font stack written into the SVG.
    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"
    /// Advance of one glyph, in ems (rounded up, so boxes are never too small).
    static let advance = 0.61
    /// Height of a line's box, in ems: ascent plus descent.
    static let lineHeight = 1.2
    /// The part of `lineHeight` above the baseline.
    static let ascent = 0.93

    static func width(of text: String, fontSize: Double) -> Double {
        Double(text.unicodeScalars.count) * advance * fontSize
    }

    /// The box of `text` drawn with its baseline's centre at `center` (`text-anchor: middle`)
    /// or its baseline's start at `x` (`text-anchor: start`).
    static func box(of text: String, fontSize: Double, x: Double, baseline: Double, centered: Bool) -> Rect {
        let width = width(of: text, fontSize: fontSize)
        let left = centered ? x - width / 2 : x
        let top = baseline - ascent * fontSize
        return Rect(x: left, y: top, width: width, height: lineHeight * fontSize)
    }
}
