/// A position in an XML text: 1-based line and column (the column counts bytes of UTF-8).
public struct XMLPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}

/// One attribute of an element, in document order.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var position: XMLPosition
}

/// An element with its attributes (in document order, names distinct) and its children.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// Where the element's `<` is.
    public var position: XMLPosition

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], position: XMLPosition) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of the attribute `name`, if present. O(attributes).
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in document order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements called `name`.
    public func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element called `name`, optionally with attribute `key` equal to `key`.
    public func element(named name: String, key: String? = nil) -> XMLElement? {
        for case .element(let element) in children where element.name == name && (key == nil || element[attribute: "key"] == key) {
            return element
        }
        return nil
    }

    /// The text of the element's text and CDATA children, concatenated.
    public var text: String {
        children.reduce(into: "") { text, child in
            switch child {
            case .text(let value, _), .cdata(let value, _): text += value
            default: break
            }
        }
    }
}

/// A node of an XML tree. Comments and processing instructions are kept, so that a reader
/// can use them (Interface Builder names scenes in comments).
public indirect enum XMLNode: Hashable, Sendable {
    case element(XMLElement)
    case text(String, XMLPosition)
    case cdata(String, XMLPosition)
    case comment(String, XMLPosition)
    case processingInstruction(target: String, data: String, XMLPosition)
}

/// A parsed XML document: the prolog's processing instructions and comments, and the root element.
public struct XMLDocument: Hashable, Sendable {
    /// Comments and processing instructions before and after the root element (the XML
    /// declaration is not among them).
    public var misc: [XMLNode]
    public var root: XMLElement
    /// The name a `<!DOCTYPE name>` gave, if any (only a bare declaration is accepted).
    public var doctypeName: String?
}

/// Malformed or refused XML: what is wrong and where.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var position: XMLPosition

    public init(_ message: String, at position: XMLPosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position): \(message)" }
}
