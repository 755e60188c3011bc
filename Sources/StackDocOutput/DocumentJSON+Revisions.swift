import DocumentStore
import StackDocument

extension DocumentJSON {
    /// A revision as `log` lists it: document, number, kind, time, message, target and origin
    /// when present, `renamedFrom` (the old name) for a `rename`, `skipped` (why the version
    /// was skipped) for a `skip` and `mergedFrom` (the branch revision) for a `merge`, each
    /// `null` when not recorded, and its edits.
    public static func revision(_ revision: RevisionInfo) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("document", .string(revision.document)),
            ("revision", .number(Double(revision.number))),
            ("kind", .string(revision.kind.rawValue)),
            ("time", .string(Timestamp.iso8601(milliseconds: revision.createdAt))),
        ]
        if let message = revision.message { fields.append(("message", .string(message))) }
        if let target = revision.target { fields.append(("target", .number(Double(target)))) }
        if let origin = revision.origin { fields.append(("origin", self.origin(origin))) }
        switch revision.kind {
        case .rename: fields.append(("renamedFrom", revision.detail.map(JSONValue.string) ?? .null))
        case .skip: fields.append(("skipped", revision.detail.map(JSONValue.string) ?? .null))
        case .merge: fields.append(("mergedFrom", revision.mergedFrom.map(mergeParent) ?? .null))
        default: break
        }
        fields.append(("edits", .array(revision.edits.map(EditFormat.encode))))
        return .object(fields)
    }

    /// The branch revision a merge merged: `{"document", "branch", "revision"}`.
    public static func mergeParent(_ parent: MergeParent) -> JSONValue {
        .object([("document", .string(parent.document)), ("branch", .string(parent.branch)), ("revision", .number(Double(parent.revision)))])
    }

    /// Where an imported revision came from: `{"commit", "author", "date"}` (ISO 8601).
    public static func origin(_ origin: RevisionOrigin) -> JSONValue {
        .object([
            ("commit", .string(origin.commit)), ("author", .string(origin.author)),
            ("date", .string(Timestamp.iso8601(milliseconds: origin.date))),
        ])
    }

    /// `log`, `undo` and `redo`: revisions in order.
    public static func revisions(_ revisions: [RevisionInfo]) -> JSONValue {
        .array(revisions.map(revision))
    }

    /// What `edit` prints once the store has taken a batch: the revision as `revision(_:)`
    /// gives it (or `document` and `revision`: the head kept), with `changed` and, when some
    /// edits changed nothing, `unchanged`: each such edit and the reason.
    public static func editOutcome(_ outcome: EditOutcome, document: String) -> JSONValue {
        var fields: [(key: String, value: JSONValue)]
        if let written = outcome.revision, case .object(let writtenFields) = revision(written) {
            fields = writtenFields
        } else {
            fields = [("document", .string(document)), ("revision", .number(Double(outcome.headRevision)))]
        }
        fields.append(("changed", .bool(outcome.wroteRevision)))
        if !outcome.unchanged.isEmpty {
            fields.append(("unchanged", .array(outcome.unchanged.map { unchanged in
                .object([("edit", EditFormat.encode(unchanged.edit)), ("reason", .string(unchangedReason(unchanged.edit)))])
            })))
        }
        return .object(fields)
    }

    /// Why `edit`, which the store found to change nothing, changed nothing.
    public static func unchangedReason(_ edit: Edit) -> String {
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
