import DocumentStore
import InterfaceBuilderImport

/// A file's git history read and ready to store (`GitHistoryImport.plan`): the commits not
/// imported before, each as a step of `DocumentStore.update`.
public struct GitImportPlan: Sendable {
    /// The request.
    public let request: GitImportRequest
    /// Every commit that changed the file, oldest first.
    public let commits: [GitCommit]
    /// The commits not imported before, oldest first.
    public let pending: [GitCommit]
    /// One step per pending commit: its version's documents, or why it is skipped.
    public let steps: [DocumentUpdateStep]
    /// The import warnings of the last pending version, when it read.
    public let lastVersionWarnings: [ImportWarning]

    /// Whether every commit was imported before: nothing to write.
    public var isUpToDate: Bool { pending.isEmpty }

    /// Stores the steps in `store`, in one transaction (a version the store refuses is
    /// recorded as skipped), and pairs each commit with what it did.
    public func write(to store: DocumentStore) throws -> GitImportResult {
        let updates = try store.update(steps, skippingRefused: true)
        return GitImportResult(file: request.file, commits: zip(pending, updates).map { GitImportResult.Commit(commit: $0, updates: $1) })
    }
}

/// What `GitImportPlan.write` stored: a revision group per commit.
public struct GitImportResult: Sendable {
    /// One imported commit and what it did to the documents.
    public struct Commit: Sendable {
        /// The commit.
        public var commit: GitCommit
        /// What happened to each document (a version skipped: one `.versionSkipped`).
        public var updates: [DocumentUpdate]

        /// Why the commit's version of the file was skipped; `nil` when it was imported.
        public var skipReason: String? {
            guard case .versionSkipped(let reason) = updates.first else { return nil }
            return reason
        }
    }

    /// The file, as the request named it.
    public var file: String
    /// The commits stored, oldest first.
    public var commits: [Commit]

    /// The commits skipped, with why.
    public var skipped: [(commit: GitCommit, reason: String)] {
        commits.compactMap { entry in entry.skipReason.map { (entry.commit, $0) } }
    }
}
