import DocumentStore
import StackDocument

extension DocumentJSON {
    /// A branch as `branch DOC` lists it: `{document, branch, name (DOC@NAME), fork, head, lastMerged}`,
    /// `lastMerged` `null` for a branch never merged.
    public static func branch(_ branch: BranchSummary) -> JSONValue {
        .object([
            ("document", .string(branch.document)), ("branch", .string(branch.name)), ("name", .string(branch.storedName)),
            ("fork", .number(Double(branch.forkRevision))), ("head", .number(Double(branch.head))),
            ("lastMerged", branch.lastMerged.map { .number(Double($0)) } ?? .null),
        ])
    }

    /// What `merge` did: `{document, branch, base: {document, revision}, theirs, clean,
    /// conflicts: [{kind, element, elementKind, name, property, message}], revision}`,
    /// `revision` (as `log` lists it) `null` when nothing was written.
    public static func branchMerge(_ outcome: BranchMergeOutcome) -> JSONValue {
        .object([
            ("document", .string(outcome.branch.document)), ("branch", .string(outcome.branch.name)),
            ("base", .object([("document", .string(outcome.baseDocument)), ("revision", .number(Double(outcome.baseRevision)))])),
            ("theirs", .number(Double(outcome.branch.head))),
            ("clean", .bool(outcome.conflicts.isEmpty)), ("conflicts", .array(outcome.conflicts.map(\.json))),
            ("revision", outcome.revision.map(revision) ?? .null),
        ])
    }
}
