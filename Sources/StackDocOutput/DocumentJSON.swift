import DocumentStore
import StackDocument

/// The JSON of StackDoc's answers: what `stackdoc ... --format json` prints and what
/// `stackdoc serve` answers, built by one encoder so that both are the same bytes
/// (`JSONWriter.string` of these values).
public enum DocumentJSON {
    /// `list`: each document's name, head revision, view count and times; `deleted: true` for
    /// a deleted document (listed only when asked).
    public static func documentList(_ documents: [DocumentSummary]) -> JSONValue {
        .array(documents.map { summary in
            var fields: [(key: String, value: JSONValue)] = [
                ("name", .string(summary.name)), ("revision", .number(Double(summary.revision))),
                ("views", .number(Double(summary.viewCount))),
                ("created", .string(Timestamp.iso8601(milliseconds: summary.createdAt))),
                ("updated", .string(Timestamp.iso8601(milliseconds: summary.updatedAt))),
            ]
            if summary.deleted { fields.append(("deleted", .bool(true))) }
            return .object(fields)
        })
    }

    /// `show`: the document in `stack-document/1` form with its revision after the name.
    public static func document(_ document: Document, revision: Int) -> JSONValue {
        guard case .object(var fields) = DocumentFormat.encode(document) else { return .null }
        fields.insert(("revision", .number(Double(revision))), at: 2)
        return .object(fields)
    }
}
