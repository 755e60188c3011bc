/// View ids: unique within a document, 1 to `TextRule.maximumIDBytes` bytes of letters,
/// digits, `_` and `-`.
package enum ViewID {
    /// Whether `id` is well formed (not whether it is unused). O(length).
    package static func isValid(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= TextRule.maximumIDBytes && bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// What a well-formed id is made of, as the errors for one that is not say.
    static let rule = "use 1 to \(TextRule.maximumIDBytes) letters, digits, '_' and '-'"

    static func validate(_ id: String, at path: @autoclosure () -> JSONPath?) throws(DocumentError) {
        guard isValid(id) else { throw DocumentError("invalid view id \(TextRule.quoted(id)): \(rule)", at: path()) }
    }
}
