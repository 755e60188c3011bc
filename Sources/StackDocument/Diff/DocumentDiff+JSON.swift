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
    /// - `names`: `{id: name}` for every view named above (as a view, a parent or in a
    ///   constraint) that has a name (`viewNames`), by id.
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
            "names": .object(mentionedViews.sorted().compactMap { id in viewNames[id].map { (id, .string($0)) } }),
        ]
    }

    /// Every view id an entry of the diff names. O(size of the diff).
    private var mentionedViews: Set<String> {
        var ids = Set<String>()
        for view in added { ids.formUnion([view.view, view.position.parent]) }
        for view in removed { ids.formUnion([view.view, view.position.parent]) }
        for move in moved { ids.formUnion([move.view, move.parent]) }
        for move in reparented { ids.formUnion([move.view, move.from.parent, move.to.parent]) }
        ids.formUnion(hidden)
        ids.formUnion(unhidden)
        ids.formUnion(properties.map(\.view))
        for constraint in constraintsAdded + constraintsRemoved { ids.formUnion(constraint.views) }
        ids.formUnion(frames.map(\.view))
        return ids
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
