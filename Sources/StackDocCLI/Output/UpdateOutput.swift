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
        }
    }

    /// `{"document", "action": created|updated|unchanged, "revision", "edits"}`.
    static func json(_ update: DocumentUpdate) -> JSONValue {
        switch update {
        case .created(let revision): entry(revision.document, "created", revision.number, edits: 0)
        case .updated(let revision): entry(revision.document, "updated", revision.number, edits: revision.edits.count)
        case .unchanged(let document, let head): entry(document, "unchanged", head, edits: 0)
        }
    }

    private static func entry(_ document: String, _ action: String, _ revision: Int, edits: Int) -> JSONValue {
        .object([
            ("document", .string(document)), ("action", .string(action)), ("revision", .number(Double(revision))),
            ("edits", .number(Double(edits))),
        ])
    }
}
