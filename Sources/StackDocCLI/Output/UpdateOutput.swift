import DocumentStore
import StackDocument

/// What `import --update` and `import-git` did with each document, for people and for tools.
enum UpdateOutput {
    /// `created "Main" (12 views) as revision 1`, `updated "Main": revision 4, 3 edits`, or
    /// `"Main" unchanged at revision 3`.
    static func line(_ update: DocumentUpdate) -> String {
        switch update {
        case .created(let revision): "created \"\(revision.document)\" as revision \(revision.number)"
        case .updated(let revision):
            "updated \"\(revision.document)\": revision \(revision.number), \(revision.edits.count) edit\(revision.edits.count == 1 ? "" : "s")"
        case .unchanged(let document, let head): "\"\(document)\" unchanged at revision \(head)"
        case .renamed(let revision): "renamed \"\(revision.detail ?? "")\" to \"\(revision.document)\": revision \(revision.number)"
        case .deleted(let revision): "deleted \"\(revision.document)\": revision \(revision.number)"
        case .skipped(let revision): "\"\(revision.document)\": skipped at revision \(revision.number)"
        case .versionSkipped(let reason): "skipped: \(reason)"
        }
    }

    /// `{"document", "action": created|updated|unchanged|renamed|deleted|skipped, "revision",
    /// "edits"}`, with `"from"` (the old name) for a rename; `nil` for `versionSkipped`, which
    /// the command reports itself.
    static func json(_ update: DocumentUpdate) -> JSONValue? {
        switch update {
        case .created(let revision): entry(revision.document, "created", revision.number, edits: 0)
        case .updated(let revision): entry(revision.document, "updated", revision.number, edits: revision.edits.count)
        case .unchanged(let document, let head): entry(document, "unchanged", head, edits: 0)
        case .renamed(let revision):
            entry(revision.document, "renamed", revision.number, edits: 0, from: revision.detail)
        case .deleted(let revision): entry(revision.document, "deleted", revision.number, edits: 0)
        case .skipped(let revision): entry(revision.document, "skipped", revision.number, edits: 0)
        case .versionSkipped: nil
        }
    }

    private static func entry(_ document: String, _ action: String, _ revision: Int, edits: Int, from: String? = nil) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("document", .string(document)), ("action", .string(action)), ("revision", .number(Double(revision))),
            ("edits", .number(Double(edits))),
        ]
        if let from { fields.append(("from", .string(from))) }
        return .object(fields)
    }
}
