import ArgumentParser
import DocumentImport
import DocumentStore
import StackDocOutput
import StackDocument

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Relative to --repo when given, as git -C reads paths; else to the current directory.
        let path = FilePath.absolute(repo.map { file.hasPrefix("/") ? file : "\($0)/\(file)" } ?? file)
        let history: GitFileHistory
        let commits: [GitCommit]
        do {
            history = GitFileHistory(git: try GitRunner(directory: repo.map(FilePath.absolute) ?? FilePath.directory(of: path)), file: path)
            commits = try history.commits()
        } catch {
            throw CLIError(error.description)
        }
        guard !commits.isEmpty else {
            throw CLIError("\(file) has no history in git: no commit changed it (is it committed?)")
        }
        let baseName = name ?? DocumentFile.baseName(of: file)
        let existing = try store.existingStoreForWriting()
        let pending = try GitReadProgress(store: existing, scope: baseName).unread(commits)
        guard !pending.isEmpty else {
            switch output.format {
            case .json: print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array([]))])))
            case .text: print("nothing new: the history of \(file) up to commit \(commits.last!.id.prefix(10)) is imported already")
            }
            return
        }
        let steps = try readSteps(pending, history: history, baseName: baseName)
        let updates = try store.writingCreatingOnlyOnSuccess(existing) { try $0.update(steps, skippingRefused: true) }
        warnAboutSkipped(pending, updates)
        report(pending, updates)
    }

    /// The file at each commit as a step of `DocumentStore.update`; a version that does not
    /// read is a step skipped for its reason. The import warnings of the last version are
    /// printed, naming its commit.
    private func readSteps(_ commits: [GitCommit], history: GitFileHistory, baseName: String) throws -> [DocumentUpdateStep] {
        let versions: [GitFileVersion]
        do {
            versions = try history.versions(of: commits, name: baseName)
        } catch {
            throw CLIError(error.description)
        }
        return versions.map { version in
            let commit = version.commit
            let origin = RevisionOrigin(commit: commit.id, author: commit.author, date: commit.date * 1000)
            var step = DocumentUpdateStep(documents: [], scope: baseName, message: commit.subject, origin: origin)
            step.skipReason = version.problem
            guard let read = version.file else { return step }
            step.documents = read.documents
            step.sceneIDs = read.sceneIDs
            if commit == commits.last {
                ImportDiagnostics.printWarnings(read.warnings, path: "\(file) at commit \(commit.id.prefix(10))")
            }
            return step
        }
    }

    /// Why a commit's version of the file was skipped (its first update says so); `nil` when
    /// it was imported.
    private static func skipReason(_ updates: [DocumentUpdate]) -> String? {
        guard case .versionSkipped(let reason) = updates.first else { return nil }
        return reason
    }

    /// One warning per skipped commit, naming it and the reason.
    private func warnAboutSkipped(_ commits: [GitCommit], _ updates: [[DocumentUpdate]]) {
        for (commit, updates) in zip(commits, updates) {
            guard let reason = Self.skipReason(updates) else { continue }
            ImportDiagnostics.writeError("warning: commit \(commit.id.prefix(10)) (\"\(commit.subject)\") skipped: \(reason)\n")
        }
    }

    private func report(_ commits: [GitCommit], _ updates: [[DocumentUpdate]]) {
        let skipped = zip(commits, updates).compactMap { commit, updates in Self.skipReason(updates).map { (commit, $0) } }
        switch output.format {
        case .json:
            let entries: [JSONValue] = zip(commits, updates).map { commit, updates in
                let skip = Self.skipReason(updates).map(JSONValue.string) ?? .null
                return .object([
                    ("commit", .string(commit.id)), ("author", .string(commit.author)),
                    ("date", .string(Timestamp.iso8601(milliseconds: commit.date * 1000))), ("subject", .string(commit.subject)),
                    ("skipped", skip), ("documents", .array(updates.compactMap(UpdateOutput.json))),
                ])
            }
            print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array(entries))])))
        case .text:
            for (commit, updates) in zip(commits, updates) {
                print("\(commit.id.prefix(10))  \(commit.subject)  (\(commit.author))")
                for update in updates { print("    \(UpdateOutput.line(update))") }
            }
            var summary = "imported \(commits.count) commit\(commits.count == 1 ? "" : "s") of \(file)"
            if !skipped.isEmpty {
                summary += "; skipped \(skipped.count): " + skipped.map { String($0.0.id.prefix(10)) }.joined(separator: ", ")
            }
            print(summary)
        }
    }
}
