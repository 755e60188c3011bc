/// How text output names a view: by the name people know it by, with its id beside it
/// (`Sign in (Y6d-8w-Tjm)`), or by its id alone when it has no name.
///
/// Names come from files and people, so they may hold anything: line breaks, terminal escape
/// sequences, thousands of characters. Text output shows them on one line, control
/// characters spelled out (`\n`, `\u{1B}`) and cut to `maximumLength` characters with `…`.
/// JSON output and pictures escape names by their own rules and keep them whole. Other texts
/// that people and files write (revision messages, commit authors) go through `oneLine`,
/// the same escapes without the cut.
public enum ViewLabel {
    /// The most characters of a name that text output shows.
    public static let maximumLength = 60

    /// `name (id)`, or `id` when `name` is `nil`; the name made printable (`printable`). O(name).
    public static func text(id: String, name: String?) -> String {
        guard let name else { return id }
        return "\(printable(name)) (\(id))"
    }

    /// `name` on one line, for a terminal: control characters (C0, DEL, C1, and the line and
    /// paragraph separators) written as Swift escapes, and cut after `maximumLength`
    /// characters with `…`. O(length of the name), reading at most `maximumLength + 1` characters.
    public static func printable(_ name: String) -> String {
        var output = ""
        for (index, character) in name.enumerated() {
            if index == maximumLength {
                output += "…"
                break
            }
            output += escaped(character)
        }
        return output
    }

    /// `text` on one line, whole: control characters written as `printable` writes them. For
    /// texts that text output shows in full, such as revision messages and commit authors.
    /// O(length of the text).
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        for character in text { output += escaped(character) }
        return output
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    private static func escaped(_ character: Character) -> String {
        var result = ""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Document {
    /// How text output names view `id`: `Sign in (Y6d-8w-Tjm)`, or the id alone for a view
    /// without a name or not in the document. O(name).
    public func label(of id: String) -> String {
        ViewLabel.text(id: id, name: nodes[id]?.properties.name)
    }
}
