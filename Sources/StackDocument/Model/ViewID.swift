/// View ids: unique within a document, made of letters, digits, `_` and `-`.
package enum ViewID {
    /// Whether `id` is well formed (not whether it is unused). O(length).
    package static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    static func validate(_ id: String, at path: @autoclosure () -> JSONPath?) throws(DocumentError) {
        guard isValid(id) else {
            throw DocumentError("invalid view id \"\(id)\": use letters, digits, '_' and '-'", at: path())
        }
    }
}
