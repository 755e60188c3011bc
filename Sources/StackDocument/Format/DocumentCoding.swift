import StackLayout

/// The `stack-document/1` JSON format: reading documents strictly (unknown keys and bad
/// values are errors naming the JSON path) and writing them with defaults left out.
public enum DocumentFormat {
    /// The value of a document's `format` key; reading refuses any other.
    public static let identifier = "stack-document/1"

    /// Reads a document from `stack-document/1` JSON text (UTF-8), checking it as
    /// `Document.init` does; the error names the JSON path. O(size of the text).
    public static func decode(_ bytes: [UInt8]) throws(DocumentError) -> Document {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw error.asDocumentError }
        return try decode(json)
    }

    package static func decode(_ json: JSONValue) throws(DocumentError) -> Document {
        let path = JSONPath.root
        var reader = try JSONObjectReader(json, at: path, what: "a document object")
        let format = try JSONDecoding.string(try reader.required("format"), at: path / "format")
        guard format == identifier else {
            throw DocumentError("unsupported format \"\(format)\"; expected \"\(identifier)\"", at: path / "format")
        }
        let name = try reader.optional("name").map { (value) throws(DocumentError) in
            let name = try JSONDecoding.string(value, at: path / "name")
            try DocumentName.validate(name, at: path / "name")
            return name
        } ?? "untitled"
        let canvas = try reader.optional("canvas").map { (value) throws(DocumentError) in
            try decodeCanvas(value, at: path / "canvas")
        }
        var nodes = NodeTableBuilder()
        let rootID = try nodes.add(try reader.required("root"), parent: nil, at: path / "root")
        let constraintValues = try reader.optional("constraints").map { (value) throws(DocumentError) in
            try JSONDecoding.array(value, at: path / "constraints")
        } ?? []
        try reader.rejectUnknownKeys()

        var document = Document(name: name, canvas: canvas, rootID: rootID, checkedNodes: nodes.nodes)
        for (index, value) in constraintValues.enumerated() {
            let here = path / "constraints" / index
            let constraint = try decodeConstraint(value, at: here)
            try ConstraintRules.validate(constraint, in: document, at: here)
            try document.addConstraintAssigningID(constraint, at: here)
        }
        return document
    }

    /// Reads a view and its subtree straight into a node table, checking ids and structure as
    /// it goes (no intermediate `ViewTree`: this is the path snapshots are read by).
    struct NodeTableBuilder {
        var nodes: [String: ViewNode] = [:]

        /// Adds the view in `value` and its subtree below `parent`; returns its id.
        mutating func add(_ value: JSONValue, parent: String?, at path: JSONPath) throws(DocumentError) -> String {
            var reader = try JSONObjectReader(value, at: path, what: "a view object")
            let id = try JSONDecoding.viewID(try reader.required("id"), at: path / "id")
            guard nodes[id] == nil else { throw DocumentError("duplicate view id \"\(id)\"", at: path / "id") }
            let properties = try ViewProperties.read(from: &reader)
            nodes[id] = ViewNode(id: id, properties: properties, parent: parent)
            var children: [String] = []
            if let list = reader.optional("subviews") {
                for (index, child) in try JSONDecoding.array(list, at: path / "subviews").enumerated() {
                    children.append(try add(child, parent: id, at: path / "subviews" / index))
                }
            }
            var arranged = properties.stack != nil ? children : []
            if let list = reader.optional("arranged") {
                // An `arranged` key, even an empty list, is a stack's alone.
                if let violation = ArrangedViewsRule.violation(isStack: properties.stack != nil, hasArranged: true) {
                    throw violation.documentError(view: id, arranged: [], at: path)
                }
                arranged = []
                for (index, element) in try JSONDecoding.array(list, at: path / "arranged").enumerated() {
                    arranged.append(try JSONDecoding.viewID(element, at: path / "arranged" / index))
                }
            }
            try reader.rejectUnknownKeys()
            try Document.checkPlace(of: id, properties: properties, isRoot: parent == nil, children: children, arranged: arranged, at: path)
            nodes[id]!.subviews = children
            nodes[id]!.arranged = arranged
            return id
        }
    }

    static func decodeCanvas(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Size {
        var reader = try JSONObjectReader(value, at: path)
        let width = try JSONDecoding.nonNegative(try reader.required("width"), at: path / "width")
        let height = try JSONDecoding.nonNegative(try reader.required("height"), at: path / "height")
        try reader.rejectUnknownKeys()
        let canvas = Size(width: width, height: height)
        try canvas.checkCanvas(at: path)
        return canvas
    }

    /// Reads a view and its subtree. Checks the shape and each value; the tree rules
    /// (unique ids, arranged within subviews) are checked by `Document.validateNew`.
    package static func decodeView(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> ViewTree {
        var reader = try JSONObjectReader(value, at: path, what: "a view object")
        let id = try JSONDecoding.viewID(try reader.required("id"), at: path / "id")
        let properties = try ViewProperties.read(from: &reader)
        var subviews: [ViewTree] = []
        if let list = reader.optional("subviews") {
            for (index, child) in try JSONDecoding.array(list, at: path / "subviews").enumerated() {
                subviews.append(try decodeView(child, at: path / "subviews" / index))
            }
        }
        var arranged: [String]?
        if let list = reader.optional("arranged") {
            // An `arranged` key, even an empty list, is a stack's alone.
            if let violation = ArrangedViewsRule.violation(isStack: properties.stack != nil, hasArranged: true) {
                throw violation.documentError(view: id, arranged: [], at: path)
            }
            arranged = []
            for (index, element) in try JSONDecoding.array(list, at: path / "arranged").enumerated() {
                arranged!.append(try JSONDecoding.viewID(element, at: path / "arranged" / index))
            }
        }
        try reader.rejectUnknownKeys()
        return ViewTree(id: id, properties: properties, subviews: subviews, arranged: arranged)
    }

    /// Reads `{ "id"?, "first", "relation"?, "second"?, "multiplier"?, "constant"?, "priority"? }`.
    package static func decodeConstraint(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> LayoutConstraint {
        var reader = try JSONObjectReader(value, at: path, what: "a constraint object")
        let id = try reader.optional("id").map { (value) throws(DocumentError) in
            try JSONDecoding.viewID(value, at: path / "id")
        }
        let first = try decodeAnchor(try reader.required("first"), at: path / "first")
        let relation = try reader.optional("relation").map { (value) throws(DocumentError) in
            try JSONDecoding.choice(value, at: path / "relation", as: Relation.self)
        } ?? .equal
        let second = try reader.optional("second").map { (value) throws(DocumentError) in
            try decodeAnchor(value, at: path / "second")
        }
        let multiplier = try reader.optional("multiplier").map { (value) throws(DocumentError) in
            try JSONDecoding.number(value, at: path / "multiplier")
        } ?? 1
        let constant = try reader.optional("constant").map { (value) throws(DocumentError) in
            try JSONDecoding.number(value, at: path / "constant")
        } ?? 0
        let priority = try reader.optional("priority").map { (value) throws(DocumentError) in
            try JSONDecoding.priority(value, at: path / "priority")
        } ?? .required
        try reader.rejectUnknownKeys()
        return LayoutConstraint(
            id: id, first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Reads `VIEW.ATTRIBUTE` or `VIEW.GUIDE.ATTRIBUTE`.
    package static func decodeAnchor(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Anchor {
        let text = try JSONDecoding.string(value, at: path)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        func attribute(_ name: String) throws(DocumentError) -> LayoutAttribute {
            guard let attribute = LayoutAttribute(rawValue: name) else {
                throw DocumentError("unknown attribute \"\(name)\" in anchor \"\(text)\"", at: path)
            }
            return attribute
        }
        switch parts.count {
        case 2:
            try ViewID.validate(parts[0], at: path)
            return Anchor(view: parts[0], attribute: try attribute(parts[1]))
        case 3:
            try ViewID.validate(parts[0], at: path)
            guard let guide = LayoutGuide(rawValue: parts[1]) else {
                throw DocumentError("unknown layout guide \"\(parts[1])\" in anchor \"\(text)\"", at: path)
            }
            return Anchor(view: parts[0], guide: guide, attribute: try attribute(parts[2]))
        default:
            throw DocumentError("anchor \"\(text)\" must be VIEW.ATTRIBUTE or VIEW.GUIDE.ATTRIBUTE", at: path)
        }
    }

    // MARK: Writing

    /// The document as a `stack-document/1` JSON value, defaults left out (`jsonText` writes
    /// it out). O(size of the document).
    public static func encode(_ document: Document) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("format", .string(identifier)), ("name", .string(document.name))]
        if let canvas = document.canvas {
            fields.append(("canvas", ["width": .number(canvas.width), "height": .number(canvas.height)]))
        }
        fields.append(("root", encode(document.tree(document.rootID)!)))
        if !document.constraints.isEmpty {
            fields.append(("constraints", .array(document.constraints.map(encode))))
        }
        return .object(fields)
    }

    /// A view and its subtree; `arranged` is written only when it differs from `subviews`.
    package static func encode(_ tree: ViewTree) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("id", .string(tree.id))]
        fields += tree.properties.jsonFields
        let subviewIDs = tree.subviews.map(\.id)
        if tree.properties.stack != nil, tree.arranged != subviewIDs {
            fields.append(("arranged", .array(tree.arranged.map(JSONValue.string))))
        }
        if !tree.subviews.isEmpty {
            fields.append(("subviews", .array(tree.subviews.map(encode))))
        }
        return .object(fields)
    }

    package static func encode(_ constraint: LayoutConstraint) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        if let id = constraint.id { fields.append(("id", .string(id))) }
        fields.append(("first", .string(constraint.first.description)))
        if constraint.relation != .equal { fields.append(("relation", .string(constraint.relation.rawValue))) }
        if let second = constraint.second { fields.append(("second", .string(second.description))) }
        if constraint.multiplier != 1 { fields.append(("multiplier", .number(constraint.multiplier))) }
        if constraint.constant != 0 { fields.append(("constant", .number(constraint.constant))) }
        if constraint.priority != .required { fields.append(("priority", .number(constraint.priority))) }
        return .object(fields)
    }
}

extension Document {
    /// Reads a `stack-document/1` JSON text (UTF-8), as `DocumentFormat.decode` does.
    public init(json: [UInt8]) throws(DocumentError) {
        self = try DocumentFormat.decode(json)
    }

    /// The document as `stack-document/1` JSON text, defaults left out: pretty-printed, or on
    /// one line with `.compact`. Reads back (`init(json:)`) to an equal document.
    public func jsonText(style: JSONWriter.Style = .pretty) -> String {
        JSONWriter.string(DocumentFormat.encode(self), style: style)
    }
}
