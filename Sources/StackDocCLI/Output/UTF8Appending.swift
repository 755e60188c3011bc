extension [UInt8] {
    /// Appends the UTF-8 of `text`, copied from its storage in one step (a string's `utf8`
    /// view appended element by element costs several times more). O(length of `text`).
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
