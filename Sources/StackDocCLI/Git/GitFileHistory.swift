/// One commit that changed a file.
struct GitCommit: Equatable {
    /// The commit's id, 40 hex digits.
    var id: String
    /// `Name <email>`.
    var author: String
    /// The author date, Unix time in seconds.
    var date: Int64
    /// The first line of the message.
    var subject: String
    /// The file's path in that commit, from the repository's top (it differs before a rename).
    var path: String
}

/// The commits that changed one file, read with `git log --follow` (renames followed).
struct GitFileHistory {
    let git: GitRunner
    /// The file, as git is given it (absolute, or relative to `git.directory`).
    let file: String

    /// The commits that changed the file, oldest first, with the file's path in each; commits
    /// that deleted it, and merges (which list no change of their own), are left out; none in
    /// a repository without commits. Two git processes.
    func commits() throws(GitError) -> [GitCommit] {
        guard (try? git.run(["rev-parse", "--verify", "--quiet", "HEAD"])) != nil else { return [] }
        // %x01 starts each commit; NUL separates the header fields and the -z name-status fields.
        let output = try git.run([
            "log", "--follow", "--name-status", "-z", "--format=%x01%H%x00%an <%ae>%x00%at%x00%s%x00", "--", file,
        ])
        let commits = output.split(separator: 0x01).compactMap(Self.commit)
        // `git log --follow --reverse` does not follow renames: reverse here.
        return commits.reversed()
    }

    /// The file's content in `commit` (`git cat-file blob COMMIT:PATH`).
    func content(at commit: GitCommit) throws(GitError) -> [UInt8] {
        try git.run(["cat-file", "blob", "\(commit.id):\(commit.path)"])
    }

    /// One record: id, author, date, subject, then the name-status fields (`M`, path; or
    /// `R100`, old path, new path).
    private static func commit(_ record: ArraySlice<UInt8>) -> GitCommit? {
        let fields = record.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 4 else { return nil }
        let changes = fields.dropFirst(4).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard let status = changes.first, !status.hasPrefix("D"), changes.count >= 2 else { return nil }
        return GitCommit(id: fields[0], author: fields[1], date: Int64(fields[2]) ?? 0, subject: fields[3], path: changes.last!)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
