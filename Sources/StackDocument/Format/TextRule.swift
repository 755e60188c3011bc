/// The format's rules for the words and texts of a document, in one place: whatever reads a
/// document (JSON, a store's event log) and whatever makes one (edits, flags, imports) checks
/// them here, so that nothing is written that reading would refuse.
///
/// - Ids (views, constraints) and kinds: 1 to `maximumIDBytes` bytes of letters, digits, `_`
///   and `-` (`ViewID`).
/// - Document names and view names: not empty, at most `maximumNameBytes` bytes of UTF-8.
/// - A view's text (what it shows): not empty, at most `maximumTextBytes` bytes of UTF-8.
package enum TextRule {
    /// The longest id or kind, in bytes: 256.
    package static let maximumIDBytes = 256
    /// The longest document or view name, in bytes of UTF-8: 1,024.
    package static let maximumNameBytes = 1_024
    /// The longest text a view shows, in bytes of UTF-8: 65,536.
    package static let maximumTextBytes = 65_536

    /// Why `kind` is not a kind the format reads, or `nil`. O(length).
    package static func kindProblem(_ kind: String) -> String? {
        ViewID.isValid(kind) ? nil : "invalid kind \(quoted(kind)): use 1 to \(maximumIDBytes) letters, digits, '_' and '-'"
    }

    /// Why `name` cannot be a view's name, or `nil`. O(1).
    package static func nameProblem(_ name: String) -> String? {
        labelProblem(name, what: "a name", limit: maximumNameBytes)
    }

    /// Why `text` cannot be what a view shows, or `nil`. O(1).
    package static func textProblem(_ text: String) -> String? {
        labelProblem(text, what: "a text", limit: maximumTextBytes)
    }

    /// The first problem of the kind, name and text of `properties`, with the key it concerns.
    package static func firstProblem(in properties: ViewProperties) -> (key: String, message: String)? {
        if let problem = kindProblem(properties.kind.rawValue) { return ("kind", problem) }
        if let name = properties.name, let problem = nameProblem(name) { return ("name", problem) }
        if let text = properties.text, let problem = textProblem(text) { return ("text", problem) }
        return nil
    }

    /// The error for the first problem of the kind, name and text of `properties`, view `id`'s:
    /// at `path` and its key when the view came from JSON, else naming the view.
    static func firstError(in properties: ViewProperties, view id: String, at path: JSONPath?) -> DocumentError? {
        guard let (key, message) = firstProblem(in: properties) else { return nil }
        return path.map { DocumentError(message, at: $0 / key) } ?? DocumentError("view \"\(id)\": \(key): \(message)")
    }

    /// `text` cut to at most `limit` bytes of UTF-8 at a character boundary, for texts read
    /// from elsewhere (Interface Builder) that a document keeps as far as it may.
    package static func cut(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var bytes = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            bytes += text.utf8.distance(from: index, to: next)
            guard bytes <= limit else { break }
            end = next
        }
        return String(text[..<end])
    }

    private static func labelProblem(_ text: String, what: String, limit: Int) -> String? {
        if text.isEmpty { return "must not be empty (use null for none)" }
        let bytes = text.utf8.count
        return bytes > limit ? "\(what) of \(bytes) bytes is longer than the \(limit) bytes allowed" : nil
    }

    /// `text` as a JSON string, its start only when it is long: for messages.
    package static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return JSONWriter.string(.string(shown), style: .compact)
    }
}
