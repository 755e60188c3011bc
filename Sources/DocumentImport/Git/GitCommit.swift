/// One commit of a file's first-parent history.
public struct GitCommit: Equatable, Sendable {
    /// The commit's id, 40 hex digits.
    public var id: String
    /// `Name <email>`.
    public var author: String
    /// The author date, Unix time in seconds.
    public var date: Int64
    /// The first line of the message.
    public var subject: String
    /// The file's path in that commit, from the repository's top (it differs before a rename);
    /// `nil` when the commit deleted the file.
    public var path: String?
    /// The file's blob in that commit; `nil` when the commit deleted the file.
    public var blob: String?

    /// A commit as `git log` tells it; `path` and `blob` as `GitFileHistory.commits()` finds them.
    public init(id: String, author: String, date: Int64, subject: String, path: String? = nil, blob: String? = nil) {
        self.id = id
        self.author = author
        self.date = date
        self.subject = subject
        self.path = path
        self.blob = blob
    }
}
