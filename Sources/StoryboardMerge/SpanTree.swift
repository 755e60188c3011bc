import InterfaceBuilderImport

/// One attribute of a `SpanElement`: its decoded value and where its text is.
struct SpanAttribute {
    /// The attribute's name.
    let name: String
    /// The value with references replaced, as the parser reads it (what the merge compares).
    let value: String
    /// `name="value"` in the input, from the name to the closing quote.
    let range: Range<Int>
}

/// An element of a parsed Interface Builder file together with the byte ranges of its text, so
/// that the merge copies what it keeps exactly as it was written.
///
/// `gaps[i]` is the text before `children[i]` (whitespace, comments); `gaps[children.count]` is
/// the text between the last child and the end tag. A self-closing element has no gaps.
final class SpanElement {
    let name: String
    let attributes: [SpanAttribute]
    let children: [SpanElement]
    let gaps: [Range<Int>]
    /// The whole element, from `<` to the end of its end tag (or of `/>`).
    let range: Range<Int>
    /// `<name ...>` or `<name .../>`.
    let startTag: Range<Int>
    /// Whether the element is written `<name .../>`.
    let isSelfClosing: Bool
    /// The element's line in its file (1-based).
    let line: Int
    /// Whether the element holds text or CDATA other than whitespace: the merge takes it as a whole.
    let holdsText: Bool
    /// Whether the element or a descendant names other elements by id (`firstItem`, ...).
    let holdsReferences: Bool

    init(
        name: String, attributes: [SpanAttribute], children: [SpanElement], gaps: [Range<Int>], range: Range<Int>, startTag: Range<Int>,
        isSelfClosing: Bool, line: Int, holdsText: Bool
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.gaps = gaps
        self.range = range
        self.startTag = startTag
        self.isSelfClosing = isSelfClosing
        self.line = line
        self.holdsText = holdsText
        self.holdsReferences = attributes.contains { ReferenceAttributes.names.contains($0.name) } || children.contains { $0.holdsReferences }
    }

    /// The value of attribute `name`, if present. O(attributes).
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element's Interface Builder identity: `id`, or a scene's `sceneID`.
    var identifier: String? { self[attribute: "id"] ?? (name == "scene" ? self[attribute: "sceneID"] : nil) }

    /// The ids of the element and its descendants, depth first.
    func collectIdentifiers(into ids: inout [String]) {
        if let identifier { ids.append(identifier) }
        for child in children { child.collectIdentifiers(into: &ids) }
    }
}

/// The attributes by which one element of a file names another.
enum ReferenceAttributes {
    static let names: Set<String> = ["firstItem", "secondItem"]
}

/// A file read for merging: its bytes and its element tree with byte ranges.
struct SpanDocument {
    let bytes: [UInt8]
    let root: SpanElement

    /// Parses `bytes` with the importer's strict parser (which never resolves an external
    /// entity), then finds the byte range of every element and attribute from the positions
    /// the parser reports. O(n) in the size of the file.
    init(bytes: [UInt8]) throws(XMLError) {
        let document = try XMLParser.parse(bytes)
        self.bytes = bytes
        var lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        let builder = SpanBuilder(bytes: bytes, lineStarts: lineStarts)
        root = builder.element(document.root)
    }
}

/// Turns the parser's line and column positions into byte ranges.
private struct SpanBuilder {
    let bytes: [UInt8]
    let lineStarts: [Int]

    func offset(_ position: XMLPosition) -> Int { lineStarts[position.line - 1] + position.column - 1 }

    func element(_ element: XMLElement) -> SpanElement {
        let start = offset(element.position)
        let attributes = element.attributes.map { attribute in
            let nameStart = offset(attribute.position)
            return SpanAttribute(name: attribute.name, value: attribute.value, range: nameStart..<valueEnd(from: nameStart))
        }
        var tagEnd = attributes.last?.range.upperBound ?? (start + 1 + element.name.utf8.count)
        while bytes[tagEnd] != UInt8(ascii: ">") { tagEnd += 1 }
        let isSelfClosing = bytes[tagEnd - 1] == UInt8(ascii: "/")
        tagEnd += 1
        let holdsText = element.children.contains { child in
            switch child {
            case .text(let text, _): return text.utf8.contains { !(SpanBuilder.isSpace($0)) }
            case .cdata: return true
            default: return false
            }
        }
        guard !isSelfClosing else {
            return SpanElement(
                name: element.name, attributes: attributes, children: [], gaps: [], range: start..<tagEnd, startTag: start..<tagEnd,
                isSelfClosing: true, line: element.position.line, holdsText: false)
        }
        var children: [SpanElement] = []
        var gaps: [Range<Int>] = []
        var cursor = tagEnd
        for child in element.elements {
            let built = self.element(child)
            gaps.append(cursor..<built.range.lowerBound)
            children.append(built)
            cursor = built.range.upperBound
        }
        let endTagStart = self.endTagStart(from: cursor)
        gaps.append(cursor..<endTagStart)
        var end = endTagStart
        while bytes[end] != UInt8(ascii: ">") { end += 1 }
        return SpanElement(
            name: element.name, attributes: attributes, children: children, gaps: gaps, range: start..<(end + 1), startTag: start..<tagEnd,
            isSelfClosing: false, line: element.position.line, holdsText: holdsText)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// The end of `name = "value"` starting at `start` (just past the closing quote).
    func valueEnd(from start: Int) -> Int {
        var index = start
        while bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") { index += 1 }
        let quote = bytes[index]
        index += 1
        while bytes[index] != quote { index += 1 }
        return index + 1
    }

    /// Where the end tag that follows `start` begins, past comments, CDATA sections and
    /// processing instructions (which may hold `</`).
    func endTagStart(from start: Int) -> Int {
        var index = start
        while true {
            if matches("<!--", at: index) {
                index = find("-->", from: index + 4) + 3
            } else if matches("<![CDATA[", at: index) {
                index = find("]]>", from: index + 9) + 3
            } else if matches("<?", at: index) {
                index = find("?>", from: index + 2) + 2
            } else if matches("</", at: index) {
                return index
            } else {
                index += 1
            }
        }
    }

    func matches(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    func find(_ literal: StaticString, from start: Int) -> Int {
        var index = start
        while !matches(literal, at: index) { index += 1 }
        return index
    }
}
