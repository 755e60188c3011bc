import ArgumentParser
import DocumentImport
import DocumentStore
import StackDocOutput
import StackDocument

struct ImportGitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-git",
        abstract: "Import the git history of a .storyboard, .xib or JSON file: one revision per commit that changed it.",
        discussion: """
            Reads the commits of HEAD's first-parent line that changed FILE under any of
            the paths it has had (as `git log --first-parent` lists them; renames are
            followed), oldest first, and brings the file as it was in each into the store
            as `import --update` does. Each commit's revision holds what the commit
            changed against its first parent, so a merge holds what the merge itself
            brought in. Revisions carry the commit's id, author and date (`log` and
            `blame` show them), and the commit's subject as their message.

            A scene is the same document for as long as its root view is, whatever its
            class or label is called: a new name is a `rename` revision, a scene that went
            away (or whose root was re-created) is a `delete` revision of the old
            document, which `list` then shows only with --deleted.

            A version that does not parse, or holds values out of range, is skipped with
            one warning naming the commit and why, and recorded as a `skip` revision
            (`log` shows the gap); the next version is compared with the last one read.

            The documents are named as `import` names them, from FILE's current name (or
            --name). Running the command again imports only the commits of the history at
            hand not imported before, whatever was checked out in between. All the
            commits of one run are stored in one transaction; a run that fails leaves the
            store as it was (and creates none).

            git must be installed (it is run as `git`, found in $PATH). The repository is
            the one holding --repo DIR (FILE is then relative to DIR), else the one
            holding FILE.

            Examples:
              stackdoc import-git App/Base.lproj/Main.storyboard
              stackdoc import-git Main.storyboard --repo ~/src/App --format json
            """
    )

    @Argument(help: ArgumentHelp("The file, as it is named now.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("A directory of the git repository, which a relative FILE is relative to (default: FILE's directory).", valueName: "dir"))
    var repo: String?

    @Option(help: "The name to store the document under (the name prefix for a multi-scene Interface Builder file).")
    var name: String?

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let request = GitImportRequest(file: file, repository: repo, name: name)
        // The plan only reads; it reads the store the commits will then be written to (opened
        // once, upgraded if it is older).
        var existing: DocumentStore?
        let plan = try GitHistoryImport.plan(request) {
            existing = try store.existingStoreForWriting()
            return existing
        }
        guard !plan.isUpToDate else {
            switch output.format {
            case .json: print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array([]))])))
            case .text: print("nothing new: the history of \(file) up to commit \(plan.commits.last!.id.prefix(10)) is imported already")
            }
            return
        }
        if let last = plan.pending.last {
            ImportDiagnostics.printWarnings(plan.lastVersionWarnings, path: "\(file) at commit \(last.id.prefix(10))")
        }
        let result = try store.writingCreatingOnlyOnSuccess(existing) { try plan.write(to: $0) }
        for (commit, reason) in result.skipped {
            ImportDiagnostics.writeError("warning: commit \(commit.id.prefix(10)) (\"\(commit.subject)\") skipped: \(reason)\n")
        }
        report(result)
    }

    private func report(_ result: GitImportResult) {
        switch output.format {
        case .json:
            let entries: [JSONValue] = result.commits.map { entry in
                let commit = entry.commit
                return .object([
                    ("commit", .string(commit.id)), ("author", .string(commit.author)),
                    ("date", .string(Timestamp.iso8601(milliseconds: commit.date * 1000))), ("subject", .string(commit.subject)),
                    ("skipped", entry.skipReason.map(JSONValue.string) ?? .null), ("documents", .array(entry.updates.compactMap(UpdateOutput.json))),
                ])
            }
            print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array(entries))])))
        case .text:
            for entry in result.commits {
                print("\(entry.commit.id.prefix(10))  \(entry.commit.subject)  (\(entry.commit.author))")
                for update in entry.updates { print("    \(UpdateOutput.line(update))") }
            }
            let skipped = result.skipped
            var summary = "imported \(result.commits.count) commit\(result.commits.count == 1 ? "" : "s") of \(file)"
            if !skipped.isEmpty {
                summary += "; skipped \(skipped.count): " + skipped.map { String($0.commit.id.prefix(10)) }.joined(separator: ", ")
            }
            print(summary)
        }
    }
}
