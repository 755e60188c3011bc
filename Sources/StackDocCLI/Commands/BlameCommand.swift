import ArgumentParser
import DocumentQuery
import DocumentStore
import StackDocOutput
import StackDocument

struct BlameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blame",
        abstract: "List the revisions that touched a view, newest first, with what each did to it.",
        discussion: """
            A revision touches a view when it creates it, moves it (in the arranged order,
            in the z-order, or to another superview), hides or unhides it, changes one of
            its properties, adds or removes a constraint naming it, or removes it. Undo,
            redo and restore revisions count like edits (their kind says which). A view id
            the document never used is an error.

            Through branches (`branch`, `merge`): what a merge brought to the view is
            attributed to the branch revisions that made it, shown with the branch's
            name (DOC@NAME); on a branch, the revisions before its fork are the
            document's.

            Examples:
              stackdoc blame demo entry3
              stackdoc blame demo stack --format json
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String
    @Argument(help: ArgumentHelp("The view: its id or its name.", valueName: "view"))
    var view: String
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let opened = try store.open()
        // A name the head gives a view stands for its id; anything else is looked up in the
        // history, which may hold views the head no longer has.
        let reference = ViewReference(document: try opened.document(document))
        let view = try reference.id(for: self.view, suggesting: false)
        let entries: [BlameEntry]
        do {
            entries = try ViewBlame(store: opened).blame(view, in: document)
        } catch QueryError.unknownView(let document, let view) {
            // Neither the head nor the history has it: a slip, as the head names its views.
            let hint = reference.nearest(to: view).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw CLIError("view \"\(view)\" never existed in document \"\(document)\"\(hint)")
        }
        // Views are named as the head names them; a view the head no longer has keeps its id.
        let names = try ViewNames.head(of: document, in: opened)
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.blame(entries, names: names)))
        case .text:
            if let name = names[view] { print(ViewLabel.text(id: view, name: name)) }
            for entry in entries {
                // A revision of a branch, merged into this document, or of the document a branch was made from.
                let from = entry.revision.document == document ? "" : "\(entry.revision.document) "
                print(from + RevisionOutput.line(entry.revision, names: names))
                for action in entry.actions {
                    print("    \(action.description { ViewLabel.text(id: $0, name: names[$0]) })")
                }
            }
        }
    }
}
