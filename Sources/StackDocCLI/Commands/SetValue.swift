import StackDocument

/// How `set` reads VALUE: as JSON, except that a bare word is a string (`horizontal`,
/// `system`). Text that is neither, such as `{"vertical": 1e999}` or `12px`, is an error with
/// the JSON parser's message, not a string. `name` and `text` take any text as it is
/// (`set demo title name "Sign in"`); `null` removes them, and a JSON string (`'"null"'`) is
/// read as JSON.
enum SetValue {
    static func json(of text: String, for property: ViewProperty) throws -> JSONValue {
        guard property == .name || property == .text else { return try json(of: text) }
        if text == "null" { return .null }
        if case .string(let string)? = try? JSONParser.parse(text) { return .string(string) }
        return .string(text)
    }

    static func json(of text: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            guard isBareWord(text) else { throw CLIError("VALUE: malformed JSON at \(error)") }
            return .string(text)
        }
    }

    /// A letter, then letters, digits, `_` and `-`.
    static func isBareWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }
}
