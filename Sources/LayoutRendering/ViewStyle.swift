import StackDocument
import StackLayout

/// How a view of each kind is drawn, so that its kind shows without reading a label: a label
/// is a pale blue box holding its text, a button a rounded pale yellow box with its title in
/// bold, a text field a white box with its placeholder in grey, an image a pale purple box
/// with an image glyph and its name, a switch a pill, a stack an outline with an arrow along
/// its axis, any other view a grey box.
struct ViewStyle {
    var fill: String
    var fillOpacity: Double
    var cornerRadius: Double
    var textColour: String
    var bold: Bool
    /// Whether an image glyph (a frame with a sun and a hill) is drawn.
    var imageGlyph: Bool

    static func of(_ kind: ViewKind) -> ViewStyle {
        switch kind {
        case .label: ViewStyle(fill: "#e1f1fb", fillOpacity: 0.9, cornerRadius: 0, textColour: Palette.text, bold: false, imageGlyph: false)
        case .button: ViewStyle(fill: "#fbf3c4", fillOpacity: 0.95, cornerRadius: 6, textColour: Palette.text, bold: true, imageGlyph: false)
        case .textField: ViewStyle(fill: "#ffffff", fillOpacity: 1, cornerRadius: 3, textColour: Palette.mutedText, bold: false, imageGlyph: false)
        case .image: ViewStyle(fill: "#f5e3ed", fillOpacity: 0.9, cornerRadius: 0, textColour: Palette.text, bold: false, imageGlyph: true)
        case .switch: ViewStyle(fill: "#e3f3ec", fillOpacity: 0.95, cornerRadius: 100, textColour: Palette.text, bold: false, imageGlyph: false)
        case .stack: ViewStyle(fill: "none", fillOpacity: 0, cornerRadius: 0, textColour: Palette.stackStroke, bold: false, imageGlyph: false)
        default: ViewStyle(fill: "#ececec", fillOpacity: 0.85, cornerRadius: 0, textColour: Palette.text, bold: false, imageGlyph: false)
        }
    }

    /// The kinds the legend shows a swatch for, in its order, with their descriptions.
    static let legendKinds: [(kind: ViewKind, description: String)] = [
        (.stack, "stack (arrow: its axis)"), (.label, "label (its text)"), (.button, "button (its title)"),
        (.textField, "text field (its placeholder)"), (.image, "image (its name)"), (.switch, "switch"), (.view, "other view"),
    ]
}

/// The words a picture writes on a view: what it shows (a label's text, a button's title, ...),
/// else the name people know it by, else its id; a stack's with an arrow for its axis. On one
/// line (white space runs become one space) and at most `maximumLength` characters.
enum ViewCaption {
    static let maximumLength = 40

    static func text(for node: ViewNode) -> String {
        let properties = node.properties
        var words = properties.text ?? properties.name ?? node.id
        if let stack = properties.stack { words = (stack.axis == .horizontal ? "→ " : "↓ ") + (properties.name ?? node.id) }
        return oneLine(words)
    }

    /// How a legend names the view: its caption, with its id beside it unless the caption is
    /// the id (`Sign in (Y6d-8w-Tjm)`, `↓ stack`).
    static func listing(for node: ViewNode) -> String {
        let caption = text(for: node)
        return caption == node.id || caption.hasSuffix(" " + node.id) ? caption : "\(caption) (\(node.id))"
    }

    /// `text` with white space and control characters folded to single spaces, cut with `…`.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var count = 0
        var lastWasSpace = false
        for character in text {
            let space = character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
            if space && (lastWasSpace || result.isEmpty) { continue }
            if count == maximumLength {
                result += "…"
                break
            }
            result.append(space ? " " : character)
            lastWasSpace = space
            count += 1
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
