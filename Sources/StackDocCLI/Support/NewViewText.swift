import ArgumentParser
import StackDocument
import StackLayout

/// The words a new view of `insert` and `add-subview` starts with: `--text` (what it shows),
/// `--title` (a button's title, stored as its text) and `--name`, each checked by `TextRule`
/// so that the view and its words are one revision.
enum NewViewText {
    /// Refuses words given for anything but a new view (`--new`), `--text` and `--title`
    /// together, `--title` on a view that is not a button, and words `TextRule` refuses.
    static func check(text: String?, title: String?, name: String?, kind: String, creating: Bool) throws(ValidationError) {
        let given = [("--text", text), ("--title", title), ("--name", name)].filter { $0.1 != nil }.map(\.0)
        guard let first = given.first else { return }
        guard creating else { throw ValidationError("\(first) gives a new view its words: use it with --new (a --view object holds its own)") }
        if text != nil, title != nil { throw ValidationError("give --text or --title, not both (a button's title is its text)") }
        if title != nil, kind != ViewKind.button.rawValue {
            throw ValidationError("--title is a button's title; give --kind button, or --text for a \(kind)")
        }
        if let words = text ?? title, let problem = TextRule.textProblem(words) { throw ValidationError("\(text != nil ? "--text" : "--title"): \(problem)") }
        if let name, let problem = TextRule.nameProblem(name) { throw ValidationError("--name: \(problem)") }
    }
}
