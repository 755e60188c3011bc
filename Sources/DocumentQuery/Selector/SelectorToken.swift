/// One token of a selector, with the column (1-based, in characters) where it starts.
struct SelectorToken: Equatable {
    enum Kind: Equatable {
        /// A name: a view kind, a property, a pseudo-class, a bare value (`vertical`).
        case identifier(String)
        /// `#name`: a view id.
        case hash(String)
        case number(Double)
        /// A quoted string, unescaped.
        case string(String)
        /// Runs of spaces and tabs: the descendant combinator between compounds.
        case whitespace
        case openBracket, closeBracket, openParen, closeParen
        case comma, dot, colon, star
        /// `>`: the child combinator, or greater-than inside brackets.
        case greater
        case plus, tilde
        case equal, notEqual, less, lessOrEqual, greaterOrEqual
        case prefix, suffix, contains  // ^=  $=  *=
        case end
    }

    var kind: Kind
    var column: Int
}
