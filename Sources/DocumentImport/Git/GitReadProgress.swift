import DocumentStore

/// Which commits of a history a store has read into the documents of one scope.
public struct GitReadProgress {
    /// The store, or `nil` when there is none yet.
    public let store: DocumentStoreReader?
    /// The documents' name (`NAME` or `NAME/SCENE`).
    public let scope: String

    /// The progress of `store`'s documents under `scope`.
    public init(store: DocumentStoreReader?, scope: String) {
        self.store = store
        self.scope = scope
    }

    /// `commits` without those read before, in order. A store written before the read commits
    /// were kept remembers only each document's last commit: every commit up to it counts as read.
    public func unread(_ commits: [GitCommit]) throws -> [GitCommit] {
        guard let store else { return commits }
        var read = try store.readCommits(scope: scope)
        if read.isEmpty {
            let last = Set(try store.lastImportedCommits().filter { $0.key == scope || $0.key.hasPrefix(scope + "/") }.values)
            if let position = commits.lastIndex(where: { last.contains($0.id) }) { read.formUnion(commits[...position].map(\.id)) }
        }
        return commits.filter { !read.contains($0.id) }
    }
}
