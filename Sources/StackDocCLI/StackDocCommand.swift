import ArgumentParser

/// `stackdoc`: a store of stack-view layout documents with their full history.
public struct StackDocCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stackdoc",
        abstract: "A store of stack-view layout documents with their full change history.",
        discussion: """
            Documents live in a SQLite store: --db PATH, else $STACKDOC_DB, else
            ./stackdoc.db. Every change is a revision; `log` lists them.

            Try it:  stackdoc demo
            """,
        subcommands: [
            DemoCommand.self, InitCommand.self, ImportCommand.self, ExportCommand.self, ListCommand.self,
            ShowCommand.self, LogCommand.self, EditCommand.self, InsertCommand.self, AddSubviewCommand.self,
            RemoveCommand.self, HideCommand.self, UnhideCommand.self, SetCommand.self, UndoCommand.self, RedoCommand.self, RestoreCommand.self, DiffCommand.self, ReplayCommand.self, LayoutCommand.self,
            RenderCommand.self,
            CheckIBCommand.self,
            QueryCommand.self, BlameCommand.self, LintCommand.self,
        ]
    )

    public init() {}
}
