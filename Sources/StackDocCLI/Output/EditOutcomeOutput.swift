import DocumentStore
import StackDocOutput
import StackDocument

/// What `edit` and the edit shortcuts print once the store has taken a batch of edits: the
/// revision written, or that none was, and why each edit that changed nothing was left out.
enum EditOutcomeOutput {
    /// The revision line (or `DOC: no changes; revision stays N`) for standard output, and one
    /// `nothing changed: ...` line per edit left out, for standard error.
    static func text(_ outcome: EditOutcome, document: String) -> (output: String, notes: [String]) {
        let notes = outcome.unchanged.map { "nothing changed: \(DocumentJSON.unchangedReason($0.edit))" }
        guard let revision = outcome.revision else {
            return ("\(document): no changes; revision stays \(outcome.headRevision)", notes)
        }
        let edits = revision.edits.map(\.description).joined(separator: "; ")
        return ("\(revision.document): revision \(revision.number): \(edits)", notes)
    }
}
