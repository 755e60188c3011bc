import StackDocument
import StackLayout

/// The diff for tools.
extension DocumentDiff {
    /// The diff as one JSON object. Every key is always present, an empty array when nothing
    /// of its sort changed; entries are in the order of the properties of the same name.
    ///
    /// - `added`: `{"view", "parent", "zIndex", "arrangedIndex", "properties"}`: its place in
    ///   the new document (`arrangedIndex` is `null` when it is not arranged) and its keys as
    ///   in the document format (defaults left out, `kind` always there).
    /// - `removed`: `{"view", "parent", "zIndex", "arrangedIndex"}`: its place in the old one.
    /// - `moved`: `{"view", "parent", "order", "from", "to"}`, `order` `"arranged"` or `"z"`;
    ///   `from` / `to` are `null` when the view is not arranged on that side.
    /// - `reparented`: `{"view", "from", "to"}`, each `{"parent", "zIndex", "arrangedIndex"}`.
    /// - `hidden`, `unhidden`: view ids.
    /// - `properties`: `{"view", "property", "old", "new"}`, values as `set` takes them,
    ///   defaults written out.
    /// - `constraintsAdded`, `constraintsRemoved`: constraints as in the document format,
    ///   with their `id`.
    /// - `frames`: `{"view", "old", "new"}`, each frame `{"x", "y", "width", "height"}`.
    ///
    /// O(size of the diff).
    public var json: JSONValue {
        [
            "added": .array(added.map {
                Self.json(view: $0.view, at: $0.position, extra: [("properties", ChangeFormat.encode($0.properties))])
            }),
            "removed": .array(removed.map { Self.json(view: $0.view, at: $0.position) }),
            "moved": .array(moved.map {
                ["view": .string($0.view), "parent": .string($0.parent), "order": .string($0.order.rawValue),
                 "from": Self.json($0.from), "to": Self.json($0.to)]
            }),
            "reparented": .array(reparented.map {
                ["view": .string($0.view), "from": Self.json($0.from), "to": Self.json($0.to)]
            }),
            "hidden": .array(hidden.map(JSONValue.string)),
            "unhidden": .array(unhidden.map(JSONValue.string)),
            "properties": .array(properties.map {
                ["view": .string($0.view), "property": .string($0.property.rawValue), "old": $0.old, "new": $0.new]
            }),
            "constraintsAdded": .array(constraintsAdded.map(DocumentFormat.encode)),
            "constraintsRemoved": .array(constraintsRemoved.map(DocumentFormat.encode)),
            "frames": .array(frames.map { ["view": .string($0.view), "old": Self.json($0.old), "new": Self.json($0.new)] }),
        ]
    }

    /// `{"view", "parent", "zIndex", "arrangedIndex", ...extra}`.
    private static func json(view: String, at position: Position, extra: [(key: String, value: JSONValue)] = []) -> JSONValue {
        .object([("view", .string(view))] + fields(of: position) + extra)
    }

    private static func json(_ position: Position) -> JSONValue { .object(fields(of: position)) }

    private static func fields(of position: Position) -> [(key: String, value: JSONValue)] {
        [("parent", .string(position.parent)), ("zIndex", .number(Double(position.zIndex))),
         ("arrangedIndex", json(position.arrangedIndex))]
    }

    private static func json(_ index: Int?) -> JSONValue { index.map { .number(Double($0)) } ?? .null }

    private static func json(_ rect: Rect) -> JSONValue {
        ["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)]
    }
}
