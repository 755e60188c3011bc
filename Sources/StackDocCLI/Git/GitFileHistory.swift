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

    /// The file's content in each of `commits`, in order, read by one `git cat-file --batch`.
    /// O(total size).
    func contents(at commits: [GitCommit]) throws(GitError) -> [[UInt8]] {
        let requests = commits.map { "\($0.id):\($0.path)\n" }.joined()
        let output = try git.run(["cat-file", "--batch"], input: Array(requests.utf8))
        var contents: [[UInt8]] = []
        var index = 0
        for commit in commits {
            // Each answer: "<object> blob <size>\n<content>\n", or "<request> missing\n".
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
                throw .failed(command: ["cat-file", "--batch"], message: "no file \(commit.path) in commit \(commit.id)")
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 2 + size
        }
        guard contents.count == commits.count else {
            throw .failed(command: ["cat-file", "--batch"], message: "answered \(contents.count) of \(commits.count) requests")
        }
        return contents
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
