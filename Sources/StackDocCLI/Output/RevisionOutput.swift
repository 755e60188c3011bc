import DocumentStore
import StackDocOutput
import StackDocument

/// Revisions as `log`, `edit` and the edit shortcuts print them.
enum RevisionOutput {
    /// One line: `r3  2026-11-22 09:41:07  edit  hide e2; remove e2 from superview  — "delete entry"`;
    /// views with a name in `names` (by id) are written `name (id)`, as `diff` writes them. The
    /// time is the commit's date for a revision read from git, else when it was written. The
    /// message and the commit's author are shown with their control characters escaped
    /// (`ViewLabel.oneLine`), so that no text read from people or git can drive the terminal.
    static func line(_ revision: RevisionInfo, names: [String: String] = [:]) -> String {
        var summary: String
        switch revision.kind {
        case .import: summary = "imported"
        case .edit:
            summary = revision.edits.map { $0.description { ViewLabel.text(id: $0, name: names[$0]) } }.joined(separator: "; ")
        case .undo: summary = "undid r\(revision.target ?? 0)"
        case .redo: summary = "redid r\(revision.target ?? 0)"
        case .restore: summary = "restored r\(revision.target ?? 0)"
        case .rename: summary = "renamed from \"\(ViewLabel.oneLine(revision.detail ?? ""))\""
        case .delete: summary = "deleted"
        case .skip: summary = "skipped this version: \(ViewLabel.oneLine(revision.detail ?? ""))"
        case .branch:
            let document = BranchName.split(revision.document).map { "\(ViewLabel.oneLine($0.document)) " } ?? ""
            summary = "branched from \(document)r\(revision.target ?? 0)"
        case .merge:
            let parent = revision.mergedFrom.map { "branch \"\(ViewLabel.oneLine($0.branch))\" r\($0.revision)" } ?? "a branch"
            let edits = revision.edits.map { $0.description { ViewLabel.text(id: $0, name: names[$0]) } }.joined(separator: "; ")
            summary = "merged \(parent): \(edits)"
        }
        if let message = revision.message { summary += "  — \"\(ViewLabel.oneLine(message))\"" }
        if let origin = revision.origin {
            summary += "  [\(ViewLabel.oneLine(String(origin.commit.prefix(10)))) \(ViewLabel.oneLine(origin.author))]"
        }
        let number = "r\(revision.number)".padding(toLength: 6)
        return "\(number)\(Timestamp.short(milliseconds: revision.changedAt))  \(revision.kind.rawValue.padding(toLength: 8))\(summary)"
    }
}

extension String {
    /// Pads with spaces to at least `length` characters (never truncates).
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
