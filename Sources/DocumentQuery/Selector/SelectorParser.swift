/// Parses the selector language (recursive descent over `SelectorLexer`'s tokens):
///
///     list       = complex ( "," complex )*
///     complex    = compound ( combinator compound )*
///     combinator = whitespace | ">" | "+" | "~"
///     compound   = ( kind | "*" )? ( "#" id | attribute | pseudo )*    -- at least one part
///     attribute  = "[" property ( op value )? "]"
///     property   = name ( "." name )*
///     op         = "=" | "!=" | "<" | "<=" | ">" | ">=" | "^=" | "$=" | "*="
///     value      = number | name | "quoted text" | true | false | null
///     pseudo     = ":" name | ":not(" list ")"
///
/// Spaces around `>`, `+`, `~`, `,` and inside brackets are ignored. `<`, `<=`, `>`, `>=`
/// take numbers; `^=`, `$=`, `*=` take text.
struct SelectorParser {
    private let source: String
    private let tokens: [SelectorToken]
    private var index = 0

    static func parse(_ source: String) throws(SelectorSyntaxError) -> SelectorList {
        var parser = SelectorParser(source: source, tokens: try SelectorLexer.tokens(of: source))
        parser.skipWhitespace()
        if parser.current.kind == .end { throw parser.error("the selector is empty") }
        let list = try parser.parseList()
        parser.skipWhitespace()
        guard parser.current.kind == .end else { throw parser.error("unexpected \(parser.describe(parser.current))") }
        return list
    }

    private init(source: String, tokens: [SelectorToken]) {
        self.source = source
        self.tokens = tokens
    }

    private var current: SelectorToken { tokens[index] }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private mutating func skipWhitespace() { while current.kind == .whitespace { advance() } }

    private func error(_ message: String, at column: Int? = nil) -> SelectorSyntaxError {
        SelectorSyntaxError(selector: source, column: column ?? current.column, message: message)
    }

    private func describe(_ token: SelectorToken) -> String {
        switch token.kind {
        case .identifier(let name): "\"\(name)\""
        case .hash(let id): "\"#\(id)\""
        case .number(let n): "the number \(QueryLiteral.number(n))"
        case .string(let s): "the text \"\(s)\""
        case .whitespace: "a space"
        case .openBracket: "\"[\""
        case .closeBracket: "\"]\""
        case .openParen: "\"(\""
        case .closeParen: "\")\""
        case .comma: "\",\""
        case .dot: "\".\""
        case .colon: "\":\""
        case .star: "\"*\""
        case .greater: "\">\""
        case .plus: "\"+\""
        case .tilde: "\"~\""
        case .equal: "\"=\""
        case .notEqual: "\"!=\""
        case .less: "\"<\""
        case .lessOrEqual: "\"<=\""
        case .greaterOrEqual: "\">=\""
        case .prefix: "\"^=\""
        case .suffix: "\"$=\""
        case .contains: "\"*=\""
        case .end: "the end of the selector"
        }
    }

    private mutating func parseList() throws(SelectorSyntaxError) -> SelectorList {
        var selectors = [try parseComplex()]
        while true {
            skipWhitespace()
            guard current.kind == .comma else { break }
            advance()
            skipWhitespace()
            selectors.append(try parseComplex())
        }
        return SelectorList(selectors: selectors)
    }

    private mutating func parseComplex() throws(SelectorSyntaxError) -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [Combinator] = []
        while true {
            let sawSpace = current.kind == .whitespace
            skipWhitespace()
            let combinator: Combinator
            switch current.kind {
            case .greater: combinator = .child
            case .plus: combinator = .nextArranged
            case .tilde: combinator = .laterArranged
            case .comma, .closeParen, .end:
                return ComplexSelector(compounds: compounds, combinators: combinators)
            default:
                guard sawSpace else { throw error("unexpected \(describe(current))") }
                combinator = .descendant
            }
            if combinator != .descendant {
                let combinatorToken = current
                advance()
                skipWhitespace()
                if [.comma, .closeParen, .end].contains(current.kind) {
                    throw error("expected a selector after \(describe(combinatorToken))")
                }
            }
            combinators.append(combinator)
            compounds.append(try parseCompound())
        }
    }

    private mutating func parseCompound() throws(SelectorSyntaxError) -> CompoundSelector {
        var compound = CompoundSelector()
        var hasPart = false
        switch current.kind {
        case .identifier(let name):
            compound.kind = name
            hasPart = true
            advance()
        case .star:
            hasPart = true
            advance()
        default: break
        }
        while true {
            switch current.kind {
            case .hash(let id):
                compound.conditions.append(.id(id))
                advance()
            case .openBracket:
                compound.conditions.append(.attribute(try parseAttribute()))
            case .colon:
                compound.conditions.append(try parsePseudo())
            case .identifier, .star:
                throw error("a kind must come first in a compound selector")
            default:
                guard hasPart || !compound.conditions.isEmpty else {
                    throw error("expected a view kind, \"*\", \"#id\", \"[\" or \":\" but found \(describe(current))")
                }
                return compound
            }
        }
    }

    private mutating func parseAttribute() throws(SelectorSyntaxError) -> AttributePredicate {
        advance()  // [
        skipWhitespace()
        var path: [String] = []
        var columns: [Int] = []
        while true {
            guard case .identifier(let name) = current.kind else {
                throw error(path.isEmpty ? "expected a property name after \"[\"" : "expected a field name after \".\"")
            }
            path.append(name)
            columns.append(current.column)
            advance()
            guard current.kind == .dot else { break }
            advance()
        }
        let property: QueryProperty
        switch QueryProperty.validated(path) {
        case .success(let valid): property = valid
        case .failure(let problem): throw error(problem.message, at: columns[problem.index])
        }
        skipWhitespace()
        let op: ComparisonOperator
        switch current.kind {
        case .closeBracket:
            advance()
            return AttributePredicate(property: property)
        case .equal: op = .equal
        case .notEqual: op = .notEqual
        case .less: op = .less
        case .lessOrEqual: op = .lessOrEqual
        case .greater: op = .greater
        case .greaterOrEqual: op = .greaterOrEqual
        case .prefix: op = .prefix
        case .suffix: op = .suffix
        case .contains: op = .contains
        default: throw error("expected a comparison (= != < <= > >= ^= $= *=) or \"]\" after \"\(property)\"")
        }
        advance()
        skipWhitespace()
        let valueColumn = current.column
        let value: QueryLiteral
        switch current.kind {
        case .number(let number): value = .number(number)
        case .string(let text): value = .text(text)
        case .identifier("true"): value = .bool(true)
        case .identifier("false"): value = .bool(false)
        case .identifier("null"): value = .null
        case .identifier(let word): value = .text(word)
        case .hash(let id): value = .text(id)
        default: throw error("expected a value after \"\(op.rawValue)\"")
        }
        advance()
        if op.isOrdering, case .number = value {} else if op.isOrdering {
            throw error("\"\(op.rawValue)\" compares numbers; \(value) is not a number", at: valueColumn)
        }
        if op.isTextual, case .text = value {} else if op.isTextual {
            throw error("\"\(op.rawValue)\" matches text; quote the value", at: valueColumn)
        }
        skipWhitespace()
        guard current.kind == .closeBracket else { throw error("expected \"]\" after the value") }
        advance()
        return AttributePredicate(property: property, comparison: .init(op: op, value: value))
    }

    private mutating func parsePseudo() throws(SelectorSyntaxError) -> Condition {
        advance()  // :
        guard case .identifier(let name) = current.kind else { throw error("expected a pseudo-class name after \":\"") }
        let column = current.column
        advance()
        if name == "not" {
            guard current.kind == .openParen else { throw error("expected \"(\" after \":not\"") }
            advance()
            skipWhitespace()
            let list = try parseList()
            skipWhitespace()
            guard current.kind == .closeParen else { throw error("expected \")\" to close \":not(\"") }
            advance()
            return .not(list)
        }
        guard let pseudo = PseudoClass(rawValue: name) else {
            let known = (PseudoClass.allCases.map(\.rawValue) + ["not(...)"]).joined(separator: ", ")
            throw error("unknown pseudo-class \":\(name)\"; known: \(known)", at: column)
        }
        return .pseudo(pseudo)
    }
}
