import StackDocument

/// The events of one revision as the `revisions.events` column holds them:
/// `[{"edit": {...}, "changes": [...]}, ...]`, `edit` absent for undo and redo.
struct RevisionEvent {
    var edit: Edit?
    var changes: [DocumentChange]

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
