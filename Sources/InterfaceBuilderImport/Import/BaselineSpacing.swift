/// UIKit's system spacing between two lines of text in different views, which it derives from
/// their fonts rather than using the 8 points it puts between edges: the distance from one
/// baseline to the next is the taller of the two fonts' line heights (ascender plus descender
/// plus line gap; the system font has no gap), so that consecutive views read as consecutive
/// lines of one paragraph. A multiplier on the system spacing scales this.
enum BaselineSpacing {
    /// The system spacing from the last baseline of text in `above` to the first baseline of
    /// text in `below` (symmetric).
    static func system(_ above: FontMetrics, _ below: FontMetrics) -> Double {
        max(above.lineHeight, below.lineHeight)
    }

    /// The font of a text-bearing view element when its metrics are known: a label, a button's
    /// title (a configuration button's is the body font), a text field, a text view that names
    /// its font (UIKit's default for a text view is not the system font). Nil for other classes
    /// and for custom fonts, whose metrics the file does not hold.
    static func font(of element: XMLElement) -> FontMetrics? {
        let font: FontMetrics
        switch element.name {
        case "button" where element.elements.contains { $0.name == "buttonConfiguration" }:
            font = FontMetrics(pointSize: NaturalControlHeight.configurationTitleSize, isSystemFont: true)
        case "textView":
            guard element.elements.contains(where: { $0.name == "fontDescription" || $0.name == "font" }) else { return nil }
            font = FontMetrics(of: element, defaultSize: 12)
        default:
            guard let size = ViewClassMapping.defaultFontSize(of: element.name) else { return nil }
            font = FontMetrics(of: element, defaultSize: size)
        }
        return font.isSystemFont ? font : nil
    }
}
