import DocumentStore
import StackDocument

/// What `edit` and the edit shortcuts print once the store has taken a batch of edits: the
/// revision written, or that none was, and why each edit that changed nothing was left out.
enum EditOutcomeOutput {
    /// The revision line (or `DOC: no changes; revision stays N`) for standard output, and one
    /// `nothing changed: ...` line per edit left out, for standard error.
    static func text(_ outcome: EditOutcome, document: String) -> (output: String, notes: [String]) {
        let notes = outcome.unchanged.map { "nothing changed: \(reason($0.edit))" }
        guard let revision = outcome.revision else {
            return ("\(document): no changes; revision stays \(outcome.headRevision)", notes)
        }
        let edits = revision.edits.map(\.description).joined(separator: "; ")
        return ("\(revision.document): revision \(revision.number): \(edits)", notes)
    }

    /// The revision as `log --format json` shows it (or `document` and `revision`: the head
    /// kept), with `changed` and, when some edits changed nothing, `unchanged`: each such edit
    /// and the reason.
    static func json(_ outcome: EditOutcome, document: String) -> JSONValue {
        var fields: [(key: String, value: JSONValue)]
        if let revision = outcome.revision, case .object(let written) = RevisionOutput.json(revision) {
            fields = written
        } else {
            fields = [("document", .string(document)), ("revision", .number(Double(outcome.headRevision)))]
        }
        fields.append(("changed", .bool(outcome.wroteRevision)))
        if !outcome.unchanged.isEmpty {
            fields.append(("unchanged", .array(outcome.unchanged.map { unchanged in
                .object([("edit", EditFormat.encode(unchanged.edit)), ("reason", .string(reason(unchanged.edit)))])
            })))
        }
        return .object(fields)
    }

    /// Why `edit`, which the store found to change nothing, changed nothing.
    static func reason(_ edit: Edit) -> String {
        switch edit {
        case .hide(let view): "\"\(view)\" is already hidden"
        case .unhide(let view): "\"\(view)\" is already visible"
        case let .set(view, property, .null): "\"\(view)\" \(property.rawValue) is already the default"
        case let .set(view, property, value):
            "\"\(view)\" \(property.rawValue) is already \(JSONWriter.string(value, style: .compact))"
        case let .moveZ(view, zIndex): "\"\(view)\" is already at z-index \(zIndex)"
        case let .insert(stack, index, .existing(view)): "\"\(view)\" is already arranged at index \(index) in \"\(stack)\""
        case let .addSubview(parent, .existing(view), zIndex?): "\"\(view)\" is already at z-index \(zIndex) in \"\(parent)\""
        case let .addSubview(parent, .existing(view), nil): "\"\(view)\" is already the topmost subview of \"\(parent)\""
        default: "\(edit.description) leaves the document as it is"
        }
    }
}
