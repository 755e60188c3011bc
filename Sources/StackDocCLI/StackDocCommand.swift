import ArgumentParser
import DocumentHistory
import DocumentStore
import StackDocument

/// `stackdoc`: a store of stack-view layout documents with their full history.
public struct StackDocCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stackdoc",
        abstract: "A store of stack-view layout documents with their full change history.",
        discussion: """
            Documents live in a SQLite store: --db PATH, else $STACKDOC_DB, else
            ./stackdoc.db. Every change is a revision; `log` lists them. --db and
            --format may come before the command too:
              stackdoc --db app.db --format json list

            Try it:  stackdoc demo
            """,
        version: StackDocVersion.current,
        subcommands: [
            DemoCommand.self, InitCommand.self, ImportCommand.self, ImportGitCommand.self, DiffFilesCommand.self, MergeFilesCommand.self, OutlineCommand.self,
            ExportCommand.self, ListCommand.self,
            ShowCommand.self, LogCommand.self, EditCommand.self, InsertCommand.self, AddSubviewCommand.self,
            RemoveCommand.self, HideCommand.self, UnhideCommand.self, SetCommand.self, UndoCommand.self, RedoCommand.self, RestoreCommand.self, BranchCommand.self, MergeCommand.self, DiffCommand.self, ReplayCommand.self, LayoutCommand.self,
            RenderCommand.self,
            CheckIBCommand.self,
            QueryCommand.self, BlameCommand.self, LintCommand.self, DevicesCommand.self,
            CopyCommand.self, RepairCommand.self, ServeLauncher.self,
        ]
    )

    public init() {}
}

extension StackDocCommand {
    /// Runs the command line. A first argument that names no command is refused with the
    /// nearest command's name ("did you mean"), as git does, before the parser sees it; `serve`
    /// and its help are handed to their own program (`ServeHandOver`).
    public static func main() {
        let arguments = StoreArguments.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
        if ServeHandOver.isServe(arguments) {
            do { try ServeHandOver.run(arguments) } catch { exit(withError: error) }
        }
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if !names.contains(first) {
                var message = "Error: '\(first)' is not a stackdoc command."
                if let nearest = NearestName.closest(to: first, among: names) { message += " Did you mean '\(nearest)'?" }
                printError(message + "\nSee 'stackdoc --help' for the list of commands.")
                exit(withError: ExitCode(64))
            }
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withError: CommandLineHint.adding(to: error))
        }
    }
}
