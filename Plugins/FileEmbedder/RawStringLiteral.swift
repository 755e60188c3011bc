/// Swift source for a text, as the generated files embed it.
enum RawStringLiteral {
    /// `text` as a multi-line raw string literal whose lines and closing delimiter are indented
    /// by `indentation` (which Swift strips). It uses one more `#` than the longest run of `#`
    /// in `text`, so no part of `text` can close the literal or start an escape; `text` holds
    /// no carriage return, so the compiler's line-ending normalisation leaves it unchanged.
    static func of(_ text: String, indentation: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { indentation + $0 }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indentation + "\"\"\"" + hashes
    }
}
