/// Connection strings with their secrets removed, for messages.
///
/// libpq takes either a URL (`postgresql://user:secret@host:5432/db?sslmode=require`) or
/// `key=value` pairs (`host=h password=secret`); a password can sit in the URL's user part or
/// in a `password` parameter of either form. Error messages and logs use only the redacted form.
package enum ConnectionURL {
    /// What stands in for a removed secret.
    package static let mask = "***"

    /// Whether `text` is a PostgreSQL connection URL (`postgresql://` or `postgres://`).
    package static func isPostgreSQL(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// `connection` with every password replaced by `mask`: the one in a URL's user part
    /// (`user:secret@`), and the value of every `password` parameter (`?password=`,
    /// `&password=`, or a `password=` pair of a key/value string, quoted or not). O(n).
    package static func redacted(_ connection: String) -> String {
        var text = connection
        if let scheme = text.firstRange(of: "://") {
            let authorityEnd = text[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
            // The last `@` of the authority ends the user part (a password may hold `@`s).
            if let at = text[scheme.upperBound..<authorityEnd].lastIndex(of: "@"),
                let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
            {
                text.replaceSubrange(text.index(after: colon)..<at, with: mask)
            }
        }
        return redactingPasswordParameters(text)
    }

    /// Replaces the value of each `password=` parameter (after a start, `?`, `&` or a blank).
    private static func redactingPasswordParameters(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let found = rest.firstRange(of: "password=") {
            let startsParameter = found.lowerBound == rest.startIndex && result.isEmpty
                || [Character("?"), "&", " ", "\t"].contains(rest[rest.index(before: found.lowerBound)])
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            guard startsParameter else { continue }
            result += mask
            rest = rest.dropFirst(valueLength(rest))
        }
        return result + rest
    }

    /// The length of a parameter value at the start of `text`: up to `&` or a blank, or a
    /// single-quoted value with its backslash escapes.
    private static func valueLength(_ text: Substring) -> Int {
        guard text.first == "'" else {
            return text.prefix { $0 != "&" && $0 != " " && $0 != "\t" }.count
        }
        var length = 1
        var escaped = false
        for character in text.dropFirst() {
            length += 1
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "'" { break }
        }
        return length
    }
}
