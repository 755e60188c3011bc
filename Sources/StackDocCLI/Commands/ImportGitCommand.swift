import ArgumentParser
import DocumentStore
import StackDocOutput
import StackDocument

struct ImportGitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-git",
        abstract: "Import the git history of a .storyboard, .xib or JSON file: one revision per commit that changed it.",
        discussion: """
            Reads the commits that changed FILE with `git log --follow` (renames are
            followed), oldest first, and brings the file as it was in each into the store
            as `import --update` does: the first commit imports the file's documents, and
            every later one records what it changed as one revision of edits. Each
            revision carries the commit's id, author and date (`log` and `blame` show
            them), and the commit's subject as its message. A commit that changed nothing
            a document holds writes no revision for it.

            The documents are named as `import` names them, from FILE's current name (or
            --name). Running the command again imports only the commits after the last
            one imported. All the commits of one run are stored in one transaction.

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
        let baseName = name ?? InterfaceBuilderInput.baseName(of: file)
        let documentStore = try store.openForWriting(create: true)
        let pending = commits[try firstNewCommit(in: commits, store: documentStore, baseName: baseName)...]
        guard !pending.isEmpty else {
            switch output.format {
            case .json: print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array([]))])))
            case .text: print("nothing new: the history of \(file) up to commit \(commits.last!.id.prefix(10)) is imported already")
            }
            return
        }
        let contents: [[UInt8]]
        do {
            contents = try history.contents(at: Array(pending))
        } catch {
            throw CLIError(error.description)
        }
        var steps: [DocumentUpdateStep] = []
        for (commit, content) in zip(pending, contents) {
            let read: ImportedFile
            do {
                read = try ImportedFile.read(content, path: commit.path, name: baseName)
            } catch {
                throw CLIError("commit \(commit.id.prefix(10)) (\"\(commit.subject)\"): \(error)")
            }
            if commit == pending.last { InterfaceBuilderInput.printWarnings(read.warnings, path: file) }
            let origin = RevisionOrigin(commit: commit.id, author: commit.author, date: commit.date * 1000)
            steps.append(DocumentUpdateStep(documents: read.documents, message: commit.subject, origin: origin))
        }
        let updates = try documentStore.update(steps)
        report(Array(pending), updates)
    }

    /// The index of the first commit after the last one imported into the documents this
    /// file yields (those named `baseName` or `baseName/SCENE`); 0 when none was.
    private func firstNewCommit(in commits: [GitCommit], store: DocumentStore, baseName: String) throws -> Int {
        let imported = try store.lastImportedCommits().filter { $0.key == baseName || $0.key.hasPrefix(baseName + "/") }
        guard !imported.isEmpty else { return 0 }
        let positions = Dictionary(commits.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard let last = imported.values.compactMap({ positions[$0] }).max() else {
            let (document, commit) = imported.min { $0.key < $1.key }!
            throw CLIError(
                "\"\(document)\" was imported up to commit \(commit.prefix(10)), which is not in the history of \(file) any more (was the history rewritten?)")
        }
        return last + 1
    }

    private func report(_ commits: [GitCommit], _ updates: [[DocumentUpdate]]) {
        switch output.format {
        case .json:
            let entries: [JSONValue] = zip(commits, updates).map { commit, updates in
                .object([
                    ("commit", .string(commit.id)), ("author", .string(commit.author)),
                    ("date", .string(Timestamp.iso8601(milliseconds: commit.date * 1000))), ("subject", .string(commit.subject)),
                    ("documents", .array(updates.map(UpdateOutput.json))),
                ])
            }
            print(JSONWriter.string(.object([("file", .string(file)), ("commits", .array(entries))])))
        case .text:
            for (commit, updates) in zip(commits, updates) {
                print("\(commit.id.prefix(10))  \(commit.subject)  (\(commit.author))")
                for update in updates { print("    \(UpdateOutput.line(update))") }
            }
            print("imported \(commits.count) commit\(commits.count == 1 ? "" : "s") of \(file)")
        }
    }
}
