import DocumentHistory
import DocumentQuery
import StackDocument

extension DocumentJSON {
    /// `diff`: the document and the two revisions, then every change the diff found.
    /// `diff DOC OTHER`: the diff from the head of `document` (revision `from`) to the head of
    /// `other` (revision `to`): `{document, from, other, to, added, ...}`.
    public static func diff(_ diff: DocumentDiff, document: String, from: Int, other: String, to: Int) -> JSONValue {
        guard case .object(let changes) = diff.json else { preconditionFailure("a diff's JSON is an object") }
        let named: [(key: String, value: JSONValue)] = [
            ("document", .string(document)), ("from", .number(Double(from))), ("other", .string(other)), ("to", .number(Double(to))),
        ]
        return .object(named + changes)
    }

    public static func diff(_ diff: DocumentDiff, document: String, from: Int, to: Int) -> JSONValue {
        guard case .object(let changes) = diff.json else { preconditionFailure("a diff's JSON is an object") }
        let named: [(key: String, value: JSONValue)] = [
            ("document", .string(document)), ("from", .number(Double(from))), ("to", .number(Double(to))),
        ]
        return .object(named + changes)
    }

    /// `blame`: its entries, newest first, views named by `names` (`ViewNames.head(of:in:)`).
    public static func blame(_ entries: [BlameEntry], names: [String: String]) -> JSONValue {
        .array(entries.map { blameEntry($0, names: names) })
    }

    /// One revision of `blame`: the revision, its edits, and what each did to the view; each
    /// change that names views with a name in `names` (id to name, as the head names them)
    /// carries `"names": {id: name}` for them.
    public static func blameEntry(_ entry: BlameEntry, names: [String: String] = [:]) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("revision", .number(Double(entry.revision.number))),
            ("time", .string(Timestamp.iso8601(milliseconds: entry.revision.createdAt))),
            ("kind", .string(entry.revision.kind.rawValue)),
            ("message", entry.revision.message.map(JSONValue.string) ?? .null),
        ]
        if let target = entry.revision.target { fields.append(("target", .number(Double(target)))) }
        if let origin = entry.revision.origin { fields.append(("origin", self.origin(origin))) }
        fields.append(("edits", .array(entry.edits.map(EditFormat.encode))))
        fields.append(("changes", .array(entry.actions.map { action in
            let named = Set(action.views).sorted().compactMap { id in names[id].map { (id, JSONValue.string($0)) } }
            return .object([("action", .string(action.name))] + action.jsonFields + (named.isEmpty ? [] : [("names", .object(named))]))
        })))
        return .object(fields)
    }
}
