/// Splits a selector into tokens. Names are letters, digits, `_` and `-`, starting with a
/// letter or `_` (after `#`, any of those characters, as view ids may start with a digit).
/// Numbers are decimal, optionally negative, with an optional fraction and exponent.
/// Strings are quoted with `"` or `'`; a backslash escapes the next character. O(length).
struct SelectorLexer {
    private let characters: [Character]
    private let source: String
    private var position = 0

    init(_ source: String) {
        self.source = source
        characters = Array(source)
    }

    static func tokens(of source: String) throws(SelectorSyntaxError) -> [SelectorToken] {
        var lexer = SelectorLexer(source)
        var tokens: [SelectorToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func error(_ message: String, at index: Int) -> SelectorSyntaxError {
        SelectorSyntaxError(selector: source, column: index + 1, message: message)
    }

    private func peek(_ offset: Int = 0) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    private static func isNameStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
    private static func isNameCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-") }
    private static func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }

    mutating func next() throws(SelectorSyntaxError) -> SelectorToken {
        let start = position
        func token(_ kind: SelectorToken.Kind, length: Int = 1) -> SelectorToken {
            position = start + length
            return SelectorToken(kind: kind, column: start + 1)
        }
        guard let c = peek() else { return SelectorToken(kind: .end, column: characters.count + 1) }
        switch c {
        case " ", "\t", "\n":
            while let next = peek(), next == " " || next == "\t" || next == "\n" { position += 1 }
            return SelectorToken(kind: .whitespace, column: start + 1)
        case "[": return token(.openBracket)
        case "]": return token(.closeBracket)
        case "(": return token(.openParen)
        case ")": return token(.closeParen)
        case ",": return token(.comma)
        case ":": return token(.colon)
        case "+": return token(.plus)
        case "~": return token(.tilde)
        case "=": return peek(1) == "=" ? token(.equal, length: 2) : token(.equal)
        case "!":
            guard peek(1) == "=" else { throw error("\"!\" must be followed by \"=\"", at: start) }
            return token(.notEqual, length: 2)
        case "<": return peek(1) == "=" ? token(.lessOrEqual, length: 2) : token(.less)
        case ">": return peek(1) == "=" ? token(.greaterOrEqual, length: 2) : token(.greater)
        case "^", "$":
            guard peek(1) == "=" else { throw error("\"\(c)\" must be followed by \"=\"", at: start) }
            return token(c == "^" ? .prefix : .suffix, length: 2)
        case "*": return peek(1) == "=" ? token(.contains, length: 2) : token(.star)
        case "#":
            position += 1
            let name = readName()
            guard !name.isEmpty else { throw error("expected a view id after \"#\"", at: start + 1) }
            return SelectorToken(kind: .hash(name), column: start + 1)
        case "\"", "'":
            return SelectorToken(kind: .string(try readString(quote: c)), column: start + 1)
        case "." where !Self.isDigit(peek(1)):
            return token(.dot)
        default:
            if Self.isDigit(c) || ((c == "-" || c == ".") && Self.isDigit(peek(1))) || (c == "-" && peek(1) == "." && Self.isDigit(peek(2))) {
                return SelectorToken(kind: .number(try readNumber()), column: start + 1)
            }
            if Self.isNameStart(c) {
                return SelectorToken(kind: .identifier(readName()), column: start + 1)
            }
            throw error("unexpected character \"\(c)\"", at: start)
        }
    }

    private mutating func readName() -> String {
        var name = ""
        while let c = peek(), Self.isNameCharacter(c) {
            name.append(c)
            position += 1
        }
        return name
    }

    private mutating func readNumber() throws(SelectorSyntaxError) -> Double {
        let start = position
        var text = ""
        if peek() == "-" { text.append("-"); position += 1 }
        while Self.isDigit(peek()) { text.append(peek()!); position += 1 }
        if peek() == ".", Self.isDigit(peek(1)) {
            text.append("."); position += 1
            while Self.isDigit(peek()) { text.append(peek()!); position += 1 }
        }
        if let e = peek(), e == "e" || e == "E",
            Self.isDigit(peek(1)) || ((peek(1) == "-" || peek(1) == "+") && Self.isDigit(peek(2)))
        {
            text.append("e"); position += 1
            if peek() == "-" || peek() == "+" { text.append(peek()!); position += 1 }
            while Self.isDigit(peek()) { text.append(peek()!); position += 1 }
        }
        if let c = peek(), Self.isNameCharacter(c) {
            throw error("a number cannot run into \"\(c)\" (quote the value if it is text)", at: position)
        }
        guard let value = Double(text), value.isFinite else { throw error("\"\(text)\" is not a finite number", at: start) }
        return value
    }

    private mutating func readString(quote: Character) throws(SelectorSyntaxError) -> String {
        let start = position
        position += 1
        var text = ""
        while let c = peek() {
            position += 1
            if c == quote { return text }
            if c == "\\" {
                guard let escaped = peek() else { break }
                text.append(escaped)
                position += 1
            } else {
                text.append(c)
            }
        }
        throw error("unterminated string", at: start)
    }
}
