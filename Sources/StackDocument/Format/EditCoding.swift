import StackLayout

/// Edits as JSON, exactly as the format spec lists them:
/// `{ "op": "insert", "stack": "s", "index": 0, "view": { ... } }`, `"existing": "id"` instead of `view`, ...
public enum EditFormat {
    /// Reads a JSON array of edits (one revision); a lone edit object is not a list. The
    /// numbers of new views and constraints are checked here against the format's ranges, so
    /// that an error names their JSON path (a `set` value is checked when it applies).
    public static func decodeList(_ bytes: [UInt8]) throws(DocumentError) -> [Edit] {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw error.asDocumentError }
        guard case .array(let elements) = json else {
            throw DocumentError("expected an array of edits, found \(json.typeName)", at: .root)
        }
        guard !elements.isEmpty else { throw DocumentError("the list of edits is empty", at: .root) }
        var edits: [Edit] = []
        for (index, element) in elements.enumerated() {
            let edit = try decode(element, at: .root / index)
            try checkNumbers(of: edit, at: .root / index)
            edits.append(edit)
        }
        return edits
    }

    /// Checks the numbers of the view or constraint an edit brings in.
    private static func checkNumbers(of edit: Edit, at path: JSONPath) throws(DocumentError) {
        switch edit {
        case .insert(_, _, .new(let tree)), .addSubview(_, .new(let tree), _):
            try tree.checkNumbers(at: path / "view")
        case .addConstraint(let constraint, _):
            try ConstraintRules.checkNumbers(of: constraint, at: path / "constraint")
        default:
            break
        }
    }

    package static func decode(_ json: JSONValue, at path: JSONPath) throws(DocumentError) -> Edit {
        typealias D = JSONDecoding
        var reader = try JSONObjectReader(json, at: path, what: "an edit object")
        let op = try D.string(try reader.required("op"), at: path / "op")
        func id(_ key: String) throws(DocumentError) -> String {
            try D.viewID(try reader.required(key), at: path / key)
        }
        func source() throws(DocumentError) -> ViewSource {
            switch (reader.optional("view"), reader.optional("existing")) {
            case (let view?, nil): return .new(try DocumentFormat.decodeView(view, at: path / "view"))
            case (nil, let existing?): return .existing(try D.viewID(existing, at: path / "existing"))
            case (nil, nil): throw DocumentError("needs \"view\" (a new view) or \"existing\" (an id)", at: path)
            case (_?, _?): throw DocumentError("give either \"view\" or \"existing\", not both", at: path)
            }
        }
        let edit: Edit
        switch op {
        case "insert":
            let stack = try id("stack")
            let index = try D.integer(try reader.required("index"), at: path / "index")
            edit = .insert(stack: stack, index: index, view: try source())
        case "addSubview":
            let parent = try id("parent")
            let view = try source()
            let zIndex = try reader.optional("zIndex").map { (value) throws(DocumentError) in
                try D.integer(value, at: path / "zIndex")
            }
            edit = .addSubview(parent: parent, view: view, zIndex: zIndex)
        case "remove":
            let view = try id("view")
            edit = .remove(view: view, from: try D.choice(try reader.required("from"), at: path / "from", as: RemovalScope.self))
        case "hide":
            edit = .hide(view: try id("view"))
        case "unhide":
            edit = .unhide(view: try id("view"))
        case "set":
            let view = try id("view")
            let propertyName = try D.string(try reader.required("property"), at: path / "property")
            guard let property = ViewProperty(rawValue: propertyName) else {
                let reason = ["id", "subviews", "arranged"].contains(propertyName)
                    ? "\"\(propertyName)\" cannot be set; use insert, addSubview, remove or moveZ"
                    : "unknown property \"\(propertyName)\""
                throw DocumentError(reason, at: path / "property")
            }
            edit = .set(view: view, property: property, value: try reader.required("value"))
        case "moveZ":
            let view = try id("view")
            edit = .moveZ(view: view, zIndex: try D.integer(try reader.required("zIndex"), at: path / "zIndex"))
        case "addConstraint":
            let constraint = try DocumentFormat.decodeConstraint(try reader.required("constraint"), at: path / "constraint")
            let index = try reader.optional("index").map { (value) throws(DocumentError) in
                try D.integer(value, at: path / "index")
            }
            edit = .addConstraint(constraint, index: index)
        case "removeConstraint":
            edit = .removeConstraint(id: try D.viewID(try reader.required("id"), at: path / "id"))
        default:
            throw DocumentError(
                "unknown op \"\(op)\"; expected insert, addSubview, remove, hide, unhide, set, moveZ, addConstraint or removeConstraint",
                at: path / "op")
        }
        try reader.rejectUnknownKeys()
        return edit
    }

    /// The edit as the JSON object `decodeList` reads (one element of the list). O(size of
    /// the edit).
    public static func encode(_ edit: Edit) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("op", .string(edit.op))]
        func add(_ key: String, _ value: JSONValue) { fields.append((key, value)) }
        func add(_ source: ViewSource) {
            switch source {
            case .new(let tree): add("view", DocumentFormat.encode(tree))
            case .existing(let id): add("existing", .string(id))
            }
        }
        switch edit {
        case let .insert(stack, index, source):
            add("stack", .string(stack))
            add("index", .number(Double(index)))
            add(source)
        case let .addSubview(parent, source, zIndex):
            add("parent", .string(parent))
            add(source)
            if let zIndex { add("zIndex", .number(Double(zIndex))) }
        case let .remove(view, scope):
            add("view", .string(view))
            add("from", .string(scope.rawValue))
        case .hide(let view), .unhide(let view):
            add("view", .string(view))
        case let .set(view, property, value):
            add("view", .string(view))
            add("property", .string(property.rawValue))
            add("value", value)
        case let .moveZ(view, zIndex):
            add("view", .string(view))
            add("zIndex", .number(Double(zIndex)))
        case let .addConstraint(constraint, index):
            add("constraint", DocumentFormat.encode(constraint))
            if let index { add("index", .number(Double(index))) }
        case .removeConstraint(let id):
            add("id", .string(id))
        }
        return .object(fields)
    }
}

extension Edit: CustomStringConvertible {
    /// A one-line summary for logs: `insert label1 into stack at 2`.
    public var description: String { description { $0 } }

    /// The summary with each view of the document written as `label` writes its id (`log`
    /// writes `Sign in (Y6d-8w-Tjm)` for a view with a name, as `diff` does); a new view keeps
    /// its id. O(size of the edit).
    public func description(label: (String) -> String) -> String {
        func name(_ source: ViewSource) -> String {
            switch source {
            case .new(let tree): "new \(tree.properties.kind) \(tree.id)"
            case .existing(let id): label(id)
            }
        }
        switch self {
        case let .insert(stack, index, source): return "insert \(name(source)) into \(label(stack)) at \(index)"
        case let .addSubview(parent, source, zIndex):
            return "add \(name(source)) to \(label(parent))" + (zIndex.map { " at z \($0)" } ?? "")
        case let .remove(view, scope): return "remove \(label(view)) from \(scope == .arranged ? "arranged views" : "superview")"
        case .hide(let view): return "hide \(label(view))"
        case .unhide(let view): return "unhide \(label(view))"
        case let .set(view, property, value):
            return "set \(label(view)).\(property.rawValue) = \(JSONWriter.string(value, style: .compact))"
        case let .moveZ(view, zIndex): return "move \(label(view)) to z \(zIndex)"
        case let .addConstraint(constraint, _): return "add constraint \(constraint.id.map { "\($0): " } ?? "")\(constraint)"
        case .removeConstraint(let id): return "remove constraint \(id)"
        }
    }
}
