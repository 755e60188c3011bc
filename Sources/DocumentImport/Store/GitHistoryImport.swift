import InterfaceBuilderImport
import DocumentStore

/// Imports the git history of a file (`stackdoc import-git`): one revision group per commit of
/// HEAD's first-parent line that changed it, as `import --update` brings a version in, each
/// carrying the commit's id, author, date and subject. Running it again imports only the
/// commits not imported before.
public enum GitHistoryImport {
    /// Reads the history: the commits that changed the file, those `existing()` (the store,
    /// only read, `nil` when there is none yet; asked after the commits are read) has not read, and the
    /// file at each of them. Throws `GitError`, or `GitImportError.noHistory` when no commit
    /// changed the file. Cost: four git processes and one per version read.
    public static func plan(_ request: GitImportRequest, existing: () throws -> DocumentStoreReader?) throws -> GitImportPlan {
        let path = request.absolutePath
        let history = GitFileHistory(git: try GitRunner(directory: request.repository.map(FilePath.absolute) ?? FilePath.directory(of: path)), file: path)
        let commits = try history.commits()
        guard !commits.isEmpty else { throw GitImportError.noHistory(file: request.file) }
        let baseName = request.baseName
        let pending = try GitReadProgress(store: try existing(), scope: baseName).unread(commits)
        guard !pending.isEmpty else {
            return GitImportPlan(request: request, commits: commits, pending: [], steps: [], lastVersionWarnings: [])
        }
        let versions = try history.versions(of: pending, name: baseName)
        var warnings: [ImportWarning] = []
        let steps = versions.map { version in
            let commit = version.commit
            let origin = RevisionOrigin(commit: commit.id, author: commit.author, date: commit.date * 1000)
            var step = DocumentUpdateStep(documents: [], scope: baseName, message: commit.subject, origin: origin)
            step.skipReason = version.problem
            guard let read = version.file else { return step }
            step.documents = read.documents
            step.sceneIDs = read.sceneIDs
            if commit == pending.last { warnings = read.warnings }
            return step
        }
        return GitImportPlan(request: request, commits: commits, pending: pending, steps: steps, lastVersionWarnings: warnings)
    }

    /// Reads the history and stores what `store` lacks, in one transaction (`plan`, then
    /// `GitImportPlan.write`).
    public static func run(_ request: GitImportRequest, store: DocumentStore) throws -> GitImportResult {
        try plan(request) { store }.write(to: store)
    }
}
