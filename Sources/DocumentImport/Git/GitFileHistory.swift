/// The history of one file as `git log --first-parent` sees it: each commit on the first-parent
/// line of HEAD whose file differs from its first parent's, merges included (a merge holds what
/// it changed against its first parent), under every path the file has had.
public struct GitFileHistory: Sendable {
    /// The repository's runner.
    public let git: GitRunner
    /// The file, as git is given it (absolute, or relative to `git.directory`).
    public let file: String

    /// The history of `file` in `git`'s repository.
    public init(git: GitRunner, file: String) {
        self.git = git
        self.file = file
    }

    /// The history of the file at `path` in the git repository that holds its folder: git runs
    /// there, and is given the file's name. Throws as `GitRunner.init(directory:)` does.
    public init(file path: String) throws(GitError) {
        guard let slash = path.lastIndex(of: "/") else {
            try self.init(git: GitRunner(directory: "."), file: path)
            return
        }
        let folder = path[..<slash].isEmpty ? "/" : String(path[..<slash])
        try self.init(git: GitRunner(directory: folder), file: String(path[path.index(after: slash)...]))
    }

    /// The commits that changed the file on HEAD's first-parent line, oldest first, with the
    /// file's path and blob in each (none for a commit that deleted it); none in a repository
    /// without commits. Four git processes.
    public func commits() throws(GitError) -> [GitCommit] {
        guard (try? git.run(["rev-parse", "--verify", "--quiet", "HEAD"])) != nil else { return [] }
        let paths = try pathsOverTime()
        guard !paths.isEmpty else { return [] }
        // %x01 starts each commit; NUL separates the fields.
        // The paths are from the repository's top, wherever git runs.
        let output = try git.run(
            ["log", "--first-parent", "-z", "--format=%x01%H%x00%an <%ae>%x00%at%x00%s", "HEAD", "--"] + paths.map { ":(top)" + $0 })
        var commits = output.split(separator: 0x01).compactMap(Self.commit).reversed() as [GitCommit]
        let blobs = try blobs(of: commits.map(\.id), paths: paths)
        for index in commits.indices {
            commits[index].path = blobs[index]?.path
            commits[index].blob = blobs[index]?.blob
        }
        return commits
    }

    /// Every path the file has had, newest first, as `git log --follow` finds its renames.
    private func pathsOverTime() throws(GitError) -> [String] {
        let output = try git.run(["log", "--follow", "--name-status", "-z", "--format=", "--", file])
        var paths: [String] = []
        for field in output.split(separator: 0).map({ String(decoding: $0, as: UTF8.self).trimmingWhitespace }) {
            guard !field.isEmpty, !Self.isStatus(field), !paths.contains(field) else { continue }
            paths.append(field)
        }
        return paths
    }

    /// `M`, `A`, `D`, `R100`, `C075`, ...: a name-status field rather than a path.
    private static func isStatus(_ field: String) -> Bool {
        guard let first = field.first, "ACDMRTUX".contains(first) else { return false }
        return field.dropFirst().allSatisfy(\.isNumber)
    }

    /// For each commit, the first of `paths` that names a file in it, with that file's blob;
    /// `nil` where none does. One `git cat-file --batch-check`.
    private func blobs(of commits: [String], paths: [String]) throws(GitError) -> [(path: String, blob: String)?] {
        let requests = commits.flatMap { commit in paths.map { "\(commit):\($0)\n" } }.joined()
        let output = try git.run(["cat-file", "--batch-check"], input: Array(requests.utf8))
        let answers = output.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        guard answers.count == commits.count * paths.count else {
            throw .failed(command: ["cat-file", "--batch-check"], message: "answered \(answers.count) of \(commits.count * paths.count) requests")
        }
        return commits.indices.map { index in
            for (offset, path) in paths.enumerated() {
                let fields = answers[index * paths.count + offset].split(separator: " ")
                if fields.count == 3, fields[1] == "blob" { return (path, String(fields[0])) }
            }
            return nil
        }
    }

    /// The content of each blob, in order, read by one `git cat-file --batch`. O(total size).
    public func contents(of blobs: [String]) throws(GitError) -> [[UInt8]] {
        guard !blobs.isEmpty else { return [] }
        let output = try git.run(["cat-file", "--batch"], input: Array(blobs.map { "\($0)\n" }.joined().utf8))
        var contents: [[UInt8]] = []
        var index = 0
        for blob in blobs {
            // Each answer: "<object> blob <size>\n<content>\n".
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
                throw .failed(command: ["cat-file", "--batch"], message: "no blob \(blob)")
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 2 + size
        }
        guard contents.count == blobs.count else {
            throw .failed(command: ["cat-file", "--batch"], message: "answered \(contents.count) of \(blobs.count) requests")
        }
        return contents
    }

    /// One record: id, author, date, subject.
    private static func commit(_ record: ArraySlice<UInt8>) -> GitCommit? {
        let fields = record.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 4 else { return nil }
        return GitCommit(
            id: fields[0].trimmingWhitespace, author: fields[1], date: Int64(fields[2]) ?? 0, subject: fields[3], path: nil, blob: nil)
    }
}
