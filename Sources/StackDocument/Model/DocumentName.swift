/// Document names: any text that shows as something, so not empty, not only white space,
/// without control characters (which would break the lines `list` and `log` print), and at
/// most `TextRule.maximumNameBytes` bytes.
package enum DocumentName {
    /// Throws saying what is wrong with `name`, at `path` when it came from JSON. O(length).
    package static func validate(_ name: String, at path: JSONPath? = nil) throws(DocumentError) {
        guard !name.isEmpty else { throw DocumentError("a document name must not be empty", at: path) }
        let bytes = name.utf8.count
        guard bytes <= TextRule.maximumNameBytes else {
            throw DocumentError(
                "document name \(TextRule.quoted(name)) of \(bytes) bytes is longer than the \(TextRule.maximumNameBytes) bytes allowed",
                at: path)
        }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            throw DocumentError(
                "document name \(JSONWriter.string(.string(name), style: .compact)) holds a control character "
                    + "(U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))",
                at: path)
        }
        guard name.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw DocumentError("a document name must not be only white space", at: path)
        }
    }
}
