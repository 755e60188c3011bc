/// The colours of a picture, chosen to stay apart for readers with the common colour-vision
/// deficiencies (the Okabe–Ito set for highlights).
enum Palette {
    static let background = "#ffffff"
    static let canvasStroke = "#1f2933"
    static let text = "#1f2933"
    static let mutedText = "#6b7785"

    static let leafFill = "#e9eef5"
    static let leafStroke = "#7b8a9c"
    static let stackStroke = "#2b6cb0"
    static let stackFill = "#2b6cb0"
    static let scrollContent = "#805ad5"
    static let hidden = "#9aa5b1"

    static func fill(for highlight: ViewHighlight) -> String {
        switch highlight {
        case .added: "#d9f2e6"
        case .removed: "#fbe0dc"
        case .moved: "#fdebc8"
        case .reframed: "#d6ebf8"
        }
    }

    static func stroke(for highlight: ViewHighlight) -> String {
        switch highlight {
        case .added: "#009e73"
        case .removed: "#d55e00"
        case .moved: "#e69f00"
        case .reframed: "#0072b2"
        }
    }
}

/// How a view changed between the two revisions of a diff picture.
package enum ViewHighlight: String, CaseIterable, Sendable {
    /// Only the newer revision has it.
    case added
    /// Only the older revision has it.
    case removed
    /// It moved in an ordering of its superview, or to another superview.
    case moved
    /// Same place in the tree, but its frame changed.
    case reframed
}
