/// A position in an XML text: 1-based line and column (the column counts bytes of UTF-8).
package struct XMLPosition: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "line \(line), column \(column)" }
}

/// One attribute of an element, in document order.
package struct XMLAttribute: Hashable, Sendable {
    package var name: String
    package var value: String
    package var position: XMLPosition
}

/// An element with its attributes (in document order, names distinct) and its children.
package struct XMLElement: Hashable, Sendable {
    package var name: String
    package var attributes: [XMLAttribute]
    package var children: [XMLNode]
    /// Where the element's `<` is.
    package var position: XMLPosition

    package init(name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], position: XMLPosition) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of the attribute `name`, if present. O(attributes).
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in document order.
    package var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements called `name`.
    package func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element called `name`, optionally with attribute `key` equal to `key`.
    package func element(named name: String, key: String? = nil) -> XMLElement? {
        for case .element(let element) in children where element.name == name && (key == nil || element[attribute: "key"] == key) {
            return element
        }
        return nil
    }

    /// The text of the element's text and CDATA children, concatenated.
    package var text: String {
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
package indirect enum XMLNode: Hashable, Sendable {
    case element(XMLElement)
    case text(String, XMLPosition)
    case cdata(String, XMLPosition)
    case comment(String, XMLPosition)
    case processingInstruction(target: String, data: String, XMLPosition)
}

/// A parsed XML document: the prolog's processing instructions and comments, and the root element.
package struct XMLDocument: Hashable, Sendable {
    /// Comments and processing instructions before and after the root element (the XML
    /// declaration is not among them).
    package var misc: [XMLNode]
    package var root: XMLElement
    /// The name a `<!DOCTYPE name>` gave, if any (only a bare declaration is accepted).
    package var doctypeName: String?
}

/// Malformed or refused XML: what is wrong and where.
package struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var position: XMLPosition

    package init(_ message: String, at position: XMLPosition) {
        self.message = message
        self.position = position
    }

    package var description: String { "\(position): \(message)" }
}
