import StackDocument

/// The events of one revision as the `revisions.events` column holds them:
/// `[{"edit": {...}, "changes": [...]}, ...]`, `edit` absent for undo and redo.
public struct RevisionEvent: Sendable, Hashable {
    /// The edit as the user gave it (`nil` for undo and redo, whose changes are computed).
    public var edit: Edit?
    /// The primitive changes it made, in order, each holding what it replaced.
    public var changes: [DocumentChange]

    public init(edit: Edit?, changes: [DocumentChange]) {
        self.edit = edit
        self.changes = changes
    }

    static func encode(_ events: [RevisionEvent]) -> String {
        JSONWriter.string(.array(events.map { event in
            var fields: [(key: String, value: JSONValue)] = []
            if let edit = event.edit { fields.append(("edit", EditFormat.encode(edit))) }
            fields.append(("changes", ChangeFormat.encode(event.changes)))
            return .object(fields)
        }), style: .compact)
    }

    static func decode(_ text: String) throws(DocumentError) -> [RevisionEvent] {
        let json: JSONValue
        do { json = try JSONParser.parse(text) } catch { throw DocumentError("events: \(error)") }
        guard case .array(let elements) = json else { throw DocumentError("events are not an array") }
        var events: [RevisionEvent] = []
        for (index, element) in elements.enumerated() {
            let path = JSONPath.root / index
            guard let changes = element["changes"] else { throw DocumentError("event without changes", at: path) }
            events.append(RevisionEvent(
                edit: try element["edit"].map { (edit) throws(DocumentError) in try EditFormat.decode(edit, at: path / "edit") },
                changes: try ChangeFormat.decodeList(changes)))
        }
        return events
    }

    /// Every change of the events, in order.
    static func changes(in text: String) throws(DocumentError) -> [DocumentChange] {
        try decode(text).flatMap(\.changes)
    }
}
