/// The natural (intrinsic) height of a text-bearing view, from its font, its class's padding and
/// the design device's pixels, where the file says enough to know it; nil elsewhere, and the
/// stored height stands in for it.
///
/// The rules, from the frames Xcode stores for views at their intrinsic size:
/// - A label of one line: one line of its font, rounded up to the device's pixels.
/// - A label without text (`ViewNaming.text` finds none: `text=""` or none, and no attributed
///   text with characters): 50 points tall when it is of one line, as Interface Builder measures
///   it whatever the font and the device; 0 x 0 when its `numberOfLines` is another (UIKit
///   measures no lines at all).
/// - A system button (`buttonType` `system` or `roundedRect`) with a title and no image: the title's
///   line plus its content insets, or 6 points above and below when both vertical insets are zero
///   (UIKit's default padding), rounded up to whole points: 30 at 15 pt, 26 at 11 pt, 29 at 14 pt.
/// - A button with a configuration (`<buttonConfiguration>`, Xcode 13 and later) of the default size
///   with a title and no image: the body font's line (17 pt), rounded to pixels, plus 7 points above
///   and below (34.5 on @2x devices, 34.33 on @3x).
/// - A label with a custom class sets its own font in code: its stored height stands in.
/// - A borderless text field: one line of its font, rounded up to the device's pixels.
/// - A rounded-rect text field: the field's own fixed height, which its text does not reach at
///   sizes up to 17 pt: 34 in files saved by Xcode 11 and later (iOS 13's field), 30 before (at up to 14 pt).
///
/// Not known: widths (no glyph metrics), labels of several lines and text views (their height
/// depends on how the text wraps), custom fonts (no metrics in the file), buttons with images
/// (the image's size is not in the file unless it is an asset of `<resources>`), attributed titles,
/// text fields with a line or bezel border (their height follows the font's line plus padding that
/// the stored frames do not show), views of a file without a known device.
enum NaturalControlHeight {
    /// A font and the height it gives a view.
    struct Measure {
        var font: FontMetrics
        var height: Double
        /// The natural width, when it is known without glyph metrics (a label without text of
        /// several lines: 0); nil: the stored width stands in.
        var width: Double? = nil
        /// Whether the view shows text; a label without any has no line to centre, and its
        /// baselines sit where Auto Layout puts them, from its edges (`SceneBuilder.naturalTextBaselines`).
        var hasText = true
    }

    /// The natural height of a view, or why the stored height stands in for it.
    enum Outcome {
        case measured(Measure)
        case standIn(StoredSizeStandIn)

        var measure: Measure? {
            if case .measured(let measure) = self { measure } else { nil }
        }
    }

    /// UIKit's padding above and below a system button's title when its content insets are zero.
    static let buttonTitlePadding = 6.0
    /// A configuration button's content insets above and below its title (default size).
    static let configurationTitlePadding = 7.0
    /// The point size of a configuration button's title (the body text style).
    static let configurationTitleSize = 17.0
    /// The height Interface Builder gives a one-line label without text.
    static let emptyLabelHeight = 50.0
    /// Heights of a rounded-rect text field: iOS 13 and later, earlier.
    static let roundedFieldHeight = (modern: 34.0, classic: 30.0)
    /// The largest point size whose line fits the rounded-rect field's fixed height, per era.
    static let roundedFieldLargestFont = (modern: 17.0, classic: 14.0)

    /// The natural height of `element` drawn at `scale` pixels a point (nil: the file names no
    /// known device), from a file that `screen` describes, or why the stored height stands in.
    static func measure(_ element: XMLElement, scale: Double?, screen: SimulatedScreen) -> Outcome {
        switch element.name {
        case "textView": return .standIn(.textView)
        case "label", "button", "textField": break
        default: return .standIn(.control)
        }
        if element.name == "label", ViewNaming.text(of: element) == nil { return emptyLabel(element) }
        guard let scale else { return .standIn(.noDevice) }
        return switch element.name {
        case "label": label(element, scale: scale)
        case "button": button(element, scale: scale)
        default: textField(element, modern: screen.savedByXcode(since: SimulatedScreen.firstXcode11), scale: scale)
        }
    }

    static func label(_ element: XMLElement, scale: Double) -> Outcome {
        guard (element[attribute: "numberOfLines"] ?? "1") == "1" else { return .standIn(.severalLines) }
        guard element[attribute: "customClass"] == nil else { return .standIn(.customClass) }
        let font = FontMetrics(of: element, defaultSize: 17)
        guard font.isSystemFont else { return .standIn(.customFont) }
        return .measured(Measure(font: font, height: font.textHeight(lines: 1, scale: scale)))
    }

    /// A label without text: 50 tall on one line, 0 x 0 otherwise (see the rules above).
    static func emptyLabel(_ element: XMLElement) -> Outcome {
        let font = FontMetrics(of: element, defaultSize: 17)
        guard (element[attribute: "numberOfLines"] ?? "1") == "1" else {
            return .measured(Measure(font: font, height: 0, width: 0, hasText: false))
        }
        return .measured(Measure(font: font, height: emptyLabelHeight, hasText: false))
    }

    static func button(_ element: XMLElement, scale: Double) -> Outcome {
        if let configuration = element.elements.first(where: { $0.name == "buttonConfiguration" }) {
            return configuredButton(configuration, scale: scale)
        }
        guard ["system", "roundedRect"].contains(element[attribute: "buttonType"] ?? "") else { return .standIn(.buttonContent) }
        let states = element.elements(named: "state")
        guard let normal = states.first(where: { $0[attribute: "key"] == "normal" }), !(normal[attribute: "title"] ?? "").isEmpty,
              !states.contains(where: hasImageOrAttributedTitle)
        else { return .standIn(.buttonContent) }
        let font = FontMetrics(of: element, defaultSize: 15)
        guard font.isSystemFont else { return .standIn(.customFont) }
        let insets = element.elements.first { $0.name == "inset" && $0[attribute: "key"] == "contentEdgeInsets" }
        let top = insets.flatMap { $0[attribute: "minY"] }.flatMap(Double.init) ?? 0
        let bottom = insets.flatMap { $0[attribute: "maxY"] }.flatMap(Double.init) ?? 0
        guard top.isFinite, bottom.isFinite, top >= 0, bottom >= 0 else { return .standIn(.buttonContent) }
        let padding = top == 0 && bottom == 0 ? 2 * buttonTitlePadding : top + bottom
        return .measured(Measure(font: font, height: wholePointsUp(font.lineHeight + padding)))
    }

    /// A button configured by `<buttonConfiguration>`: only the default size with a plain title
    /// (a custom font, an image, a subtitle or custom insets change the size in ways not modelled).
    static func configuredButton(_ configuration: XMLElement, scale: Double) -> Outcome {
        let knownAttributes: Set<String> = ["key", "style", "title", "cornerStyle"]
        guard !(configuration[attribute: "title"] ?? "").isEmpty,
              configuration.attributes.allSatisfy({ knownAttributes.contains($0.name) }),
              configuration.elements.allSatisfy({ $0.name == "color" || $0.name == "backgroundConfiguration" })
        else { return .standIn(.buttonContent) }
        let font = FontMetrics(pointSize: configurationTitleSize, isSystemFont: true)
        return .measured(Measure(font: font, height: font.textHeight(lines: 1, scale: scale) + 2 * configurationTitlePadding))
    }

    static func textField(_ element: XMLElement, modern: Bool, scale: Double) -> Outcome {
        let font = FontMetrics(of: element, defaultSize: 14)
        if (element[attribute: "borderStyle"] ?? "none") == "none" {
            guard font.isSystemFont else { return .standIn(.customFont) }
            return .measured(Measure(font: font, height: font.textHeight(lines: 1, scale: scale)))
        }
        guard element[attribute: "borderStyle"] == "roundedRect" else { return .standIn(.textFieldBorder) }
        guard font.isSystemFont else { return .standIn(.customFont) }
        let largest = modern ? roundedFieldLargestFont.modern : roundedFieldLargestFont.classic
        guard font.pointSize <= largest else { return .standIn(.textFieldBorder) }
        return .measured(Measure(font: font, height: modern ? roundedFieldHeight.modern : roundedFieldHeight.classic))
    }

    /// Whether a `<state>` of a button shows an image (whose size the button's follows) or an
    /// attributed title (whose fonts the file's font does not say).
    static func hasImageOrAttributedTitle(_ state: XMLElement) -> Bool {
        state[attribute: "image"] != nil || state[attribute: "backgroundImage"] != nil
            || state.elements.contains { $0.name == "imageReference" || $0.name == "attributedString" }
    }

    /// `value` rounded up to a whole point, ignoring floating-point noise below a millionth.
    static func wholePointsUp(_ value: Double) -> Double {
        ((value * 1e6).rounded() / 1e6).rounded(.up)
    }
}
