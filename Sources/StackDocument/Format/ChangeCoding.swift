import StackLayout

/// Primitive changes as compact JSON, the form in which the event log keeps them.
package enum ChangeFormat {
    package static func encode(_ changes: [DocumentChange]) -> JSONValue {
        .array(changes.map(encode))
    }

    package static func encode(_ change: DocumentChange) -> JSONValue {
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        switch change {
        case let .addView(id, properties, parent, zIndex):
            return ["addView": .string(id), "properties": encode(properties), "parent": .string(parent), "z": number(zIndex)]
        case let .removeView(id, properties, parent, zIndex):
            return ["removeView": .string(id), "properties": encode(properties), "parent": .string(parent), "z": number(zIndex)]
        case let .arrange(view, stack, index):
            return ["arrange": .string(view), "stack": .string(stack), "index": number(index)]
        case let .unarrange(view, stack, index):
            return ["unarrange": .string(view), "stack": .string(stack), "index": number(index)]
        case let .moveZ(view, parent, from, to):
            return ["moveZ": .string(view), "parent": .string(parent), "from": number(from), "to": number(to)]
        case let .reparent(view, from, to):
            return [
                "reparent": .string(view), "fromParent": .string(from.parent), "fromZ": number(from.index),
                "toParent": .string(to.parent), "toZ": number(to.index),
            ]
        case let .setProperties(view, old, new):
            // `new` as the keys that differ from `old`: a hide is a few bytes, not two views.
            return ["set": .string(view), "old": encode(old), "changed": changedFields(from: old, to: new)]
        case let .addConstraint(constraint, index):
            return ["addConstraint": DocumentFormat.encode(constraint), "index": number(index)]
        case let .removeConstraint(constraint, index):
            return ["removeConstraint": DocumentFormat.encode(constraint), "index": number(index)]
        }
    }

    package static func decodeList(_ json: JSONValue) throws(DocumentError) -> [DocumentChange] {
        var changes: [DocumentChange] = []
        for (index, element) in try JSONDecoding.array(json, at: .root).enumerated() {
            changes.append(try decode(element, at: .root / index))
        }
        return changes
    }

    package static func decode(_ json: JSONValue, at path: JSONPath) throws(DocumentError) -> DocumentChange {
        typealias D = JSONDecoding
        var reader = try JSONObjectReader(json, at: path, what: "a change object")
        func string(_ key: String) throws(DocumentError) -> String { try D.string(try reader.required(key), at: path / key) }
        func int(_ key: String) throws(DocumentError) -> Int { try D.integer(try reader.required(key), at: path / key) }
        func properties(_ key: String) throws(DocumentError) -> ViewProperties {
            try decodeProperties(try reader.required(key), at: path / key)
        }
        let change: DocumentChange
        if let id = reader.optional("addView") {
            change = .addView(
                id: try D.string(id, at: path), properties: try properties("properties"), parent: try string("parent"), zIndex: try int("z"))
        } else if let id = reader.optional("removeView") {
            change = .removeView(
                id: try D.string(id, at: path), properties: try properties("properties"), parent: try string("parent"), zIndex: try int("z"))
        } else if let view = reader.optional("arrange") {
            change = .arrange(view: try D.string(view, at: path), stack: try string("stack"), index: try int("index"))
        } else if let view = reader.optional("unarrange") {
            change = .unarrange(view: try D.string(view, at: path), stack: try string("stack"), index: try int("index"))
        } else if let view = reader.optional("moveZ") {
            change = .moveZ(view: try D.string(view, at: path), parent: try string("parent"), from: try int("from"), to: try int("to"))
        } else if let view = reader.optional("reparent") {
            change = .reparent(
                view: try D.string(view, at: path),
                from: ZPosition(parent: try string("fromParent"), index: try int("fromZ")),
                to: ZPosition(parent: try string("toParent"), index: try int("toZ")))
        } else if let view = reader.optional("set") {
            let old = try properties("old")
            var new = old
            let changedPath = path / "changed"
            var changed = try JSONObjectReader(try reader.required("changed"), at: changedPath)
            if let kind = changed.optional("kind") { try new.assign(.kind, from: kind, at: changedPath / "kind") }
            try changed.readFields({ ViewProperty(rawValue: $0).flatMap { $0 == .kind ? nil : $0 } }) {
                (property, value) throws(DocumentError) in
                try new.assign(property, from: value, at: changedPath / property.rawValue)
            }
            try changed.rejectUnknownKeys()
            change = .setProperties(view: try D.string(view, at: path), old: old, new: new)
        } else if let constraint = reader.optional("addConstraint") {
            change = .addConstraint(try DocumentFormat.decodeConstraint(constraint, at: path / "addConstraint"), index: try int("index"))
        } else if let constraint = reader.optional("removeConstraint") {
            change = .removeConstraint(
                try DocumentFormat.decodeConstraint(constraint, at: path / "removeConstraint"), index: try int("index"))
        } else {
            throw DocumentError("unknown change", at: path)
        }
        try reader.rejectUnknownKeys()
        return change
    }

    /// The properties whose values differ between `old` and `new`, with their values in `new`
    /// spelled out (`kind` first, as it picks the defaults of the others).
    static func changedFields(from old: ViewProperties, to new: ViewProperties) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        for property in ViewProperty.allCases where !old.hasSameValue(of: property, as: new) {
            fields.append((property.rawValue, new.explicitJSONValue(of: property) ?? .null))
        }
        return .object(fields)
    }

    /// A view's properties as the keys of a view object (defaults left out, `kind` always present).
    package static func encode(_ properties: ViewProperties) -> JSONValue {
        .object(properties.jsonFields)
    }

    package static func decodeProperties(_ json: JSONValue, at path: JSONPath) throws(DocumentError) -> ViewProperties {
        var reader = try JSONObjectReader(json, at: path)
        let properties = try ViewProperties.read(from: &reader)
        try reader.rejectUnknownKeys()
        return properties
    }
}

extension DocumentChange: CustomStringConvertible {
    /// The change as one line of compact JSON, as the event log stores it:
    /// `{"arrange":"title","stack":"stack","index":0}`.
    public var description: String { JSONWriter.string(ChangeFormat.encode(self), style: .compact) }
}
