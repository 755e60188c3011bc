import DocumentStore

/// What `FileImport.run` stored: each file's documents, and for each document its first
/// revision (an import) or what the update did.
public struct FileImportResult: Sendable {
    /// The files read, in the request's order.
    public var files: [ImportedFile]
    /// For an import, each file's documents' first revisions, in the file's order; empty for
    /// an update.
    public var revisions: [[RevisionInfo]]
    /// For an update, what happened to each file's documents (created, updated, renamed,
    /// deleted, unchanged); empty for an import.
    public var updates: [[DocumentUpdate]]

    /// Whether an update changed nothing at all.
    public var changedNothing: Bool {
        updates.joined().allSatisfy { if case .unchanged = $0 { true } else { false } }
    }
}
