/// The colours of a picture: one palette, used everywhere.
///
/// Everything a reader must tell apart by colour, the four kinds of change in a diff, takes
/// a colour of the Okabe–Ito set, which stays apart for readers with any of the common
/// colour-vision deficiencies, and a dash pattern of its own, so that no meaning rests on
/// colour alone. Views are drawn in neutral greys and pale tints, kept for the kind of view,
/// which its shape and contents also show (see `ViewStyle`).
enum Palette {
    static let background = "#ffffff"
    static let canvasFill = "#fbfcfd"
    static let canvasStroke = "#1a1a1a"
    static let text = "#1a1a1a"
    static let mutedText = "#666666"

    /// The neutral outline of views, and of stacks with their axis arrows.
    static let leafStroke = "#7a7a7a"
    static let stackStroke = "#3d3d3d"
    /// A scroll view's content: a darker Okabe–Ito reddish purple, apart from the hidden grey.
    static let scrollContent = "#a0527f"
    static let hidden = "#b0b0b0"
    /// The shade laid over whatever lies outside the canvas.
    static let outsideCanvas = "#000000"
    static let outsideCanvasOpacity = 0.12

    /// The Okabe–Ito colours of the kinds of change.
    static func stroke(for highlight: ViewHighlight) -> String {
        switch highlight {
        case .added: "#009e73"  // bluish green
        case .removed: "#d55e00"  // vermillion
        case .moved: "#e69f00"  // orange
        case .reframed: "#0072b2"  // blue
        }
    }

    /// The dash pattern of each kind of change, so that it is told by more than its colour.
    static func dashes(for highlight: ViewHighlight) -> String {
        switch highlight {
        case .added: "none"
        case .removed: "6 3"
        case .moved: "2 2"
        case .reframed: "9 3 2 3"
        }
    }

    /// The word the legend and the change count use for each colour.
    static func colourName(for highlight: ViewHighlight) -> String {
        switch highlight {
        case .added: "green"
        case .removed: "red"
        case .moved: "orange"
        case .reframed: "blue"
        }
    }

    /// Every colour that carries a meaning of its own, for checks that they stay apart: the
    /// four changes, the stack outline, hidden views and scroll content.
    static var meaningful: [(role: String, colour: String)] {
        ViewHighlight.allCases.map { ($0.rawValue, stroke(for: $0)) }
            + [("stack", stackStroke), ("hidden", hidden), ("scroll content", scrollContent)]
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
