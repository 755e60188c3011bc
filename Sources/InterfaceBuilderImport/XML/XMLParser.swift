/// A small, strict, non-validating XML 1.0 parser over UTF-8 bytes, with no Foundation and no
/// system library.
///
/// It reads elements, attributes, text, comments, CDATA sections, processing instructions, the
/// five predefined entities and numeric character references. It never resolves anything
/// outside the input: a `<!DOCTYPE>` with an external identifier or an internal subset (where
/// entities would be declared) is refused, and so is any entity other than the five predefined
/// ones. Every error names its line and column.
///
/// Hostile input cannot exhaust the stack (the parser keeps its own stack of open elements,
/// bounded by `Limits.maxDepth`) or make it allocate without bound beyond the input's size
/// (attribute counts are bounded too). Cost: O(n) in the input size, plus O(a²) per element
/// with a attributes for the duplicate check (a is at most `Limits.maxAttributes`).
package struct XMLParser {
    /// Bounds that keep pathological input harmless.
    package struct Limits: Hashable, Sendable {
        /// How deeply elements may nest.
        package var maxDepth: Int
        /// How many attributes one element may carry.
        package var maxAttributes: Int

        package init(maxDepth: Int = 256, maxAttributes: Int = 256) {
            self.maxDepth = maxDepth
            self.maxAttributes = maxAttributes
        }
    }

    /// Parses a whole document: an optional BOM and XML declaration, comments and processing
    /// instructions, an optional bare `<!DOCTYPE name>`, exactly one root element.
    package static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(XMLError) -> XMLDocument {
        var reader = XMLReader(bytes: bytes, limits: limits)
        return try reader.document()
    }

    package static func parse(_ text: String, limits: Limits = Limits()) throws(XMLError) -> XMLDocument {
        try parse(Array(text.utf8), limits: limits)
    }
}

/// The parser's cursor and its stack of open elements.
struct XMLReader {
    let bytes: [UInt8]
    let limits: XMLParser.Limits
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], limits: XMLParser.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: Cursor

    var position: XMLPosition { XMLPosition(line: line, column: index - lineStart + 1) }
    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String, at position: XMLPosition? = nil) -> XMLError {
        XMLError(message, at: position ?? self.position)
    }

    mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    mutating func expect(_ literal: StaticString, _ what: String) throws(XMLError) {
        guard starts(with: literal) else { throw error("expected \(what)") }
        advance(by: literal.utf8CodeUnitCount)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    mutating func skipSpace() {
        while let byte = current, Self.isSpace(byte) { advance() }
    }

    /// The text of `bytes[start..<end]`, refusing invalid UTF-8.
    func string(_ start: Int, _ end: Int, at position: XMLPosition) throws(XMLError) -> String {
        guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
            throw error("invalid UTF-8", at: position)
        }
        return text
    }

    // MARK: Names

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    mutating func name(_ what: String) throws(XMLError) -> String {
        let start = index
        let startPosition = position
        guard let first = current, Self.isNameStart(first) else { throw error("expected \(what)") }
        while let byte = current, Self.isNameByte(byte) { index += 1 }
        return try string(start, index, at: startPosition)
    }

    // MARK: Document

    mutating func document() throws(XMLError) -> XMLDocument {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        if starts(with: "<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) { try xmlDeclaration() }
        var misc: [XMLNode] = []
        var doctype: String?
        var root: XMLElement?
        while true {
            skipSpace()
            guard !atEnd else { break }
            if starts(with: "<!--") {
                misc.append(try comment())
            } else if starts(with: "<?") {
                misc.append(try processingInstruction())
            } else if starts(with: "<!DOCTYPE") {
                guard root == nil, doctype == nil else { throw error("a <!DOCTYPE> is only allowed once, before the root element") }
                doctype = try doctypeDeclaration()
            } else if current == UInt8(ascii: "<") {
                guard root == nil else { throw error("text after the root element: a document has exactly one root element") }
                root = try elementTree()
            } else {
                throw error(root == nil ? "expected '<': this is not XML" : "text after the root element")
            }
        }
        guard let root else { throw error("no root element") }
        return XMLDocument(misc: misc, root: root, doctypeName: doctype)
    }

    mutating func xmlDeclaration() throws(XMLError) {
        let start = position
        advance(by: 5)
        while !starts(with: "?>") {
            guard !atEnd else { throw error("unterminated XML declaration", at: start) }
            advance()
        }
        advance(by: 2)
    }

    /// Accepts `<!DOCTYPE name>` only: an external identifier could make a reader fetch a file,
    /// an internal subset could declare entities; both are refused.
    mutating func doctypeDeclaration() throws(XMLError) -> String {
        let start = position
        advance(by: 9)
        skipSpace()
        let declared = try name("a document type name after <!DOCTYPE")
        skipSpace()
        if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
            throw error("<!DOCTYPE> with an external identifier (SYSTEM / PUBLIC) is refused: external DTDs and entities are never loaded", at: start)
        }
        if current == UInt8(ascii: "[") {
            throw error("<!DOCTYPE> with an internal subset is refused: entity and DTD declarations are not supported", at: start)
        }
        guard current == UInt8(ascii: ">") else { throw error("malformed <!DOCTYPE> declaration", at: start) }
        advance()
        return declared
    }

    mutating func comment() throws(XMLError) -> XMLNode {
        let start = position
        advance(by: 4)
        let contentStart = index
        while !starts(with: "-->") {
            guard !atEnd else { throw error("unterminated comment", at: start) }
            advance()
        }
        let text = try string(contentStart, index, at: start)
        advance(by: 3)
        return .comment(text, start)
    }

    mutating func processingInstruction() throws(XMLError) -> XMLNode {
        let start = position
        advance(by: 2)
        let target = try name("a processing-instruction target")
        if target.lowercased() == "xml" { throw error("an XML declaration is only allowed at the very start", at: start) }
        let dataStart = index
        while !starts(with: "?>") {
            guard !atEnd else { throw error("unterminated processing instruction", at: start) }
            advance()
        }
        var data = try string(dataStart, index, at: start)
        while let first = data.utf8.first, Self.isSpace(first) { data.removeFirst() }
        advance(by: 2)
        return .processingInstruction(target: target, data: data, start)
    }

    mutating func cdata() throws(XMLError) -> XMLNode {
        let start = position
        advance(by: 9)
        let contentStart = index
        while !starts(with: "]]>") {
            guard !atEnd else { throw error("unterminated CDATA section", at: start) }
            advance()
        }
        let text = try string(contentStart, index, at: start)
        advance(by: 3)
        return .cdata(text, start)
    }

    // MARK: Elements

    /// An element being read: its start tag is done, its children are being collected.
    struct OpenElement {
        var element: XMLElement
    }

    /// The root element and everything inside it, read with an explicit stack.
    mutating func elementTree() throws(XMLError) -> XMLElement {
        var stack: [OpenElement] = []
        let (first, firstEmpty) = try startTag()
        if firstEmpty { return first }
        stack.append(OpenElement(element: first))
        while !stack.isEmpty {
            guard !atEnd else {
                throw error("unexpected end of input: <\(stack.last!.element.name)> (\(stack.last!.element.position)) is not closed")
            }
            if current == UInt8(ascii: "<") {
                if starts(with: "</") {
                    let closing = try endTag()
                    let open = stack.removeLast().element
                    guard closing.name == open.name else {
                        throw error("</\(closing.name)> does not close <\(open.name)> opened at \(open.position)", at: closing.position)
                    }
                    if stack.isEmpty { return open }
                    stack[stack.count - 1].element.children.append(.element(open))
                } else if starts(with: "<!--") {
                    stack[stack.count - 1].element.children.append(try comment())
                } else if starts(with: "<![CDATA[") {
                    stack[stack.count - 1].element.children.append(try cdata())
                } else if starts(with: "<?") {
                    stack[stack.count - 1].element.children.append(try processingInstruction())
                } else if starts(with: "<!") {
                    throw error("markup declarations (<!DOCTYPE, <!ENTITY, ...) are not allowed inside an element")
                } else {
                    guard stack.count < limits.maxDepth else {
                        throw error("elements nest deeper than \(limits.maxDepth) levels")
                    }
                    let (child, isEmpty) = try startTag()
                    if isEmpty {
                        stack[stack.count - 1].element.children.append(.element(child))
                    } else {
                        stack.append(OpenElement(element: child))
                    }
                }
            } else {
                let text = try characterData()
                stack[stack.count - 1].element.children.append(text)
            }
        }
        fatalError("unreachable: the loop returns when the root closes")
    }

    /// `<name attr="value" ...>` or `<name .../>`; returns the element and whether it was empty.
    mutating func startTag() throws(XMLError) -> (XMLElement, Bool) {
        let start = position
        advance()
        let elementName = try name("an element name after '<'")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = current.map(Self.isSpace) ?? false
            skipSpace()
            guard let byte = current else { throw error("unexpected end of input in the start tag of <\(elementName)>", at: start) }
            if byte == UInt8(ascii: ">") {
                advance()
                return (XMLElement(name: elementName, attributes: attributes, position: start), false)
            }
            if byte == UInt8(ascii: "/") {
                advance()
                guard current == UInt8(ascii: ">") else { throw error("expected '>' after '/' in <\(elementName)>") }
                advance()
                return (XMLElement(name: elementName, attributes: attributes, position: start), true)
            }
            guard hadSpace else { throw error("expected whitespace, '>' or '/>' in <\(elementName)>") }
            let attributePosition = position
            let attributeName = try name("an attribute name, '>' or '/>'")
            skipSpace()
            guard current == UInt8(ascii: "=") else { throw error("expected '=' after attribute \(attributeName)") }
            advance()
            skipSpace()
            let value = try attributeValue()
            guard attributes.count < limits.maxAttributes else {
                throw error("<\(elementName)> has more than \(limits.maxAttributes) attributes", at: start)
            }
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("duplicate attribute \(attributeName) in <\(elementName)>", at: attributePosition)
            }
            attributes.append(XMLAttribute(name: attributeName, value: value, position: attributePosition))
        }
    }

    mutating func endTag() throws(XMLError) -> (name: String, position: XMLPosition) {
        let start = position
        advance(by: 2)
        let closing = try name("an element name after '</'")
        skipSpace()
        guard current == UInt8(ascii: ">") else { throw error("expected '>' to end </\(closing)>") }
        advance()
        return (closing, start)
    }

    /// A quoted attribute value with references replaced and whitespace normalised to spaces.
    mutating func attributeValue() throws(XMLError) -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error("expected a quoted attribute value")
        }
        let start = position
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated attribute value", at: start) }
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"): throw error("'<' is not allowed in an attribute value")
            case UInt8(ascii: "&"): try reference(into: &value)
            case 0x0A, 0x09, 0x0D:
                value.append(0x20)
                advance()
            default:
                value.append(byte)
                advance()
            }
        }
        advance()
        guard let text = String(validating: value, as: UTF8.self) else { throw error("invalid UTF-8 in an attribute value", at: start) }
        return text
    }

    /// Text up to the next `<`, with references replaced.
    mutating func characterData() throws(XMLError) -> XMLNode {
        let start = position
        var value: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                try reference(into: &value)
            } else {
                if byte == UInt8(ascii: ">"), value.count >= 2, value[value.count - 1] == 0x5D, value[value.count - 2] == 0x5D {
                    throw error("']]>' is not allowed in text")
                }
                value.append(byte)
                advance()
            }
        }
        guard let text = String(validating: value, as: UTF8.self) else { throw error("invalid UTF-8 in text", at: start) }
        return .text(text, start)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xH;`. Any other entity is refused:
    /// nothing here declares entities, and external ones are never loaded.
    mutating func reference(into value: inout [UInt8]) throws(XMLError) {
        let start = position
        advance()
        if current == UInt8(ascii: "#") {
            advance()
            var radix: UInt32 = 10
            if current == UInt8(ascii: "x") {
                radix = 16
                advance()
            }
            var scalar: UInt32 = 0
            var digits = 0
            while let byte = current, byte != UInt8(ascii: ";") {
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x61...0x66 where radix == 16: digit = UInt32(byte - 0x61 + 10)
                case 0x41...0x46 where radix == 16: digit = UInt32(byte - 0x41 + 10)
                default: throw error("malformed character reference", at: start)
                }
                scalar = scalar * radix + digit
                digits += 1
                guard scalar <= 0x10FFFF else { throw error("character reference out of range", at: start) }
                advance()
            }
            guard digits > 0, current == UInt8(ascii: ";") else { throw error("malformed character reference", at: start) }
            advance()
            guard scalar != 0, let character = Unicode.Scalar(scalar) else {
                throw error("character reference to an invalid character", at: start)
            }
            value.append(contentsOf: String(Character(character)).utf8)
            return
        }
        let nameStart = index
        while let byte = current, Self.isNameByte(byte) { advance() }
        guard current == UInt8(ascii: ";") else { throw error("malformed entity reference: '&' must start a reference ending in ';'", at: start) }
        let entity = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        advance()
        switch entity {
        case "lt": value.append(UInt8(ascii: "<"))
        case "gt": value.append(UInt8(ascii: ">"))
        case "amp": value.append(UInt8(ascii: "&"))
        case "quot": value.append(UInt8(ascii: "\""))
        case "apos": value.append(UInt8(ascii: "'"))
        default: throw error("undefined entity &\(entity); (only the five predefined entities are supported)", at: start)
        }
    }
}
