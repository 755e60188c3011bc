import StackDocument
import StackLayout

/// A file's documents as lines that a line-based diff compares well (`outline`, git's
/// `textconv`): one line per view, `DOC: VIEW kind in PARENT #INDEX ...`, in tree order, then
/// one per constraint, `DOC: constraint ID: first == second + 8`. What a re-save changes
/// without moving a frame is left out: stored frames and the constraints standing for an
/// autoresizing mask; numbers are rounded to a quarter point, below float noise.
enum FileOutline {
    static func lines(_ documents: [Document]) -> [String] {
        documents.flatMap(lines)
    }

    private static func lines(_ document: Document) -> [String] {
        var lines: [String] = []
        func visit(_ id: String, parent: ViewNode?) {
            let node = document[id]!
            var bytes = Array("\(document.name): ".utf8)
            let position: Int?? = parent.map { $0.isStack ? .some($0.arranged.firstIndex(of: id)) : nil } ?? nil
            TreeOutput.describe(node, position: position, into: &bytes, storedFrame: false, rounding: toQuarter)
            var line = String(decoding: bytes, as: UTF8.self)
            if let parent { line += " in \(ViewLabel.text(id: parent.id, name: parent.properties.name))" }
            lines.append(line)
            for child in node.subviews { visit(child, parent: node) }
        }
        visit(document.rootID, parent: nil)
        for constraint in document.constraints where !constraint.standsForStoredFrame {
            var rounded = constraint
            rounded.constant = (constraint.constant * 4).rounded() / 4
            lines.append("\(document.name): constraint \(constraint.id ?? "?"): \(rounded)")
        }
        return lines
    }

    /// To the nearest quarter point.
    private static func toQuarter(_ value: Double) -> Double {
        (value * 4).rounded() / 4
    }
}
