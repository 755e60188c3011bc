import StackDocument

/// The events of one revision as the `revisions.events` column holds them:
/// `[{"edit": {...}, "changes": [...]}, ...]`, `edit` absent for undo and redo.
package struct RevisionEvent: Sendable, Hashable {
    /// The edit as the user gave it (`nil` for undo and redo, whose changes are computed).
    package var edit: Edit?
    /// The primitive changes it made, in order, each holding what it replaced.
    package var changes: [DocumentChange]

    package init(edit: Edit?, changes: [DocumentChange]) {
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

    /// The events as `encode` writes them, once `decode` has read them back as the same
    /// events: whatever path made them, the store never writes a revision that its reader would
    /// refuse. Throws saying what the reader refuses. O(size of the events).
    static func encodeReadingBack(_ events: [RevisionEvent]) throws(DocumentError) -> String {
        let text = encode(events)
        let readBack: [RevisionEvent]
        do { readBack = try decode(text) } catch { throw DocumentError("it would not read back: \(error.description)") }
        guard readBack == events else { throw DocumentError("it would read back as other changes than those made") }
        return text
    }

    /// `encodeReadingBack`, its refusal a `StoreError.invalid` naming revision `revision` of
    /// document `name`, which is not written.
    static func encodeReadingBack(_ events: [RevisionEvent], revision: Int, of name: String) throws(StoreError) -> String {
        do throws(DocumentError) {
            return try encodeReadingBack(events)
        } catch {
            throw StoreError.invalid(DocumentError("revision \(revision) of \"\(name)\" was not written: \(error.message)"))
        }
    }

    /// The events of edits that `Document.apply` accepted, as `encode` writes them, checked
    /// without reading them back: every value of their changes and edits passed the format's
    /// rules as the document took it (`NumberRule`, `TextRule`, `ViewID`, `ConstraintRules`),
    /// the rules `decode` applies, except what a `set` edit gives as JSON, which the property
    /// it sets read and may not hold as given; that value is checked by the JSON parser's rules
    /// (`JSONValue.readBackProblem`). So `decode` reads the text back as these events (the
    /// property tests check it on random documents and edits). Throws saying what the reader
    /// would refuse. O(size of the events).
    static func encodeApplied(_ events: [RevisionEvent]) throws(DocumentError) -> String {
        for (index, event) in events.enumerated() {
            guard case .set(_, _, let value) = event.edit else { continue }
            // `[` events, `{` the event, `{` its edit: the value is nested three deep.
            if let problem = value.readBackProblem(enclosingDepth: 3) {
                throw DocumentError("it would not read back: edit \(index + 1)'s value: \(problem)")
            }
        }
        return encode(events)
    }

    /// `encodeApplied`, its refusal a `StoreError.invalid` naming revision `revision` of
    /// document `name`, which is not written.
    static func encodeApplied(_ events: [RevisionEvent], revision: Int, of name: String) throws(StoreError) -> String {
        do throws(DocumentError) {
            return try encodeApplied(events)
        } catch {
            throw StoreError.invalid(DocumentError("revision \(revision) of \"\(name)\" was not written: \(error.message)"))
        }
    }

    static func decode(_ text: String) throws(DocumentError) -> [RevisionEvent] {
        var events: [RevisionEvent] = []
        try forEachEvent(in: text) { (element, path) throws(DocumentError) in
            events.append(RevisionEvent(
                edit: try element["edit"].map { (edit) throws(DocumentError) in try EditFormat.decode(edit, at: path / "edit") },
                changes: try changes(of: element, at: path)))
        }
        return events
    }

    /// Every change of the events, in order; the edits are not decoded. This is what rebuilding
    /// a revision and loading a head read.
    static func changes(in text: String) throws(DocumentError) -> [DocumentChange] {
        var all: [DocumentChange] = []
        try forEachEvent(in: text) { (element, path) throws(DocumentError) in all += try changes(of: element, at: path) }
        return all
    }

    private static func forEachEvent(
        in text: String, _ body: (JSONValue, JSONPath) throws(DocumentError) -> Void
    ) throws(DocumentError) {
        let json: JSONValue
        do { json = try JSONParser.parse(text) } catch { throw DocumentError("events: \(error)") }
        guard case .array(let elements) = json else { throw DocumentError("events are not an array") }
        for (index, element) in elements.enumerated() { try body(element, JSONPath.root / index) }
    }

    private static func changes(of event: JSONValue, at path: JSONPath) throws(DocumentError) -> [DocumentChange] {
        guard let changes = event["changes"] else { throw DocumentError("event without changes", at: path) }
        return try ChangeFormat.decodeList(changes)
    }
}
