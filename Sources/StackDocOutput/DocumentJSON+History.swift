import DocumentHistory
import DocumentQuery
import StackDocument

extension DocumentJSON {
    /// `diff`: the document and the two revisions, then every change the diff found.
    public static func diff(_ diff: DocumentDiff, document: String, from: Int, to: Int) -> JSONValue {
        guard case .object(let changes) = diff.json else { preconditionFailure("a diff's JSON is an object") }
        let named: [(key: String, value: JSONValue)] = [
            ("document", .string(document)), ("from", .number(Double(from))), ("to", .number(Double(to))),
        ]
        return .object(named + changes)
    }

    /// One match of `query`: document, revision, view, kind, the path from the root and, for
    /// a query that laid the document out, the frame in canvas coordinates.
    public static func queryMatch(_ match: QueryMatch) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("document", .string(match.document)),
            ("revision", .number(Double(match.revision))),
            ("view", .string(match.view)),
            ("kind", .string(match.kind)),
            ("path", .array(match.path.map(JSONValue.string))),
        ]
        if let frame = match.frame { fields.append(("frame", rect(frame))) }
        return .object(fields)
    }

    /// One revision of `blame`: the revision, its edits, and what each did to the view.
    public static func blameEntry(_ entry: BlameEntry) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("revision", .number(Double(entry.revision.number))),
            ("time", .string(Timestamp.iso8601(milliseconds: entry.revision.createdAt))),
            ("kind", .string(entry.revision.kind.rawValue)),
            ("message", entry.revision.message.map(JSONValue.string) ?? .null),
        ]
        if let target = entry.revision.target { fields.append(("target", .number(Double(target)))) }
        fields.append(("edits", .array(entry.edits.map(EditFormat.encode))))
        fields.append(("changes", .array(entry.actions.map { action in
            .object([("action", .string(action.name))] + action.jsonFields)
        })))
        return .object(fields)
    }
}
