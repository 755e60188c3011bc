import ArgumentParser
import DocumentStore
import StackDocOutput
import StackDocument

struct BranchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "branch",
        abstract: "Create a branch of a document, or list its branches.",
        discussion: """
            `branch DOC NAME` creates branch NAME of document DOC at revision --from
            (default: the head). The branch is a document of its own, named DOC@NAME:
            every command that takes a document takes DOC@NAME (show, log, layout,
            render, export, query, diff, blame), and the edit commands, undo, redo and
            restore write to it with DOC@NAME or with --branch NAME. Its revision 1
            holds DOC's state at the fork revision. `merge DOC NAME` merges it back.
            `list` leaves branches out unless given --branches.

            A branch name is not empty, not only white space, and holds no "@" and no
            control character; a document has one branch of each name.

            `branch DOC` lists DOC's branches with their fork revision, head and the
            branch revision merged last; --format json prints [{document, branch, name,
            fork, head, lastMerged}].

            Examples:
              stackdoc branch demo wide --from 3
              stackdoc hide --branch wide demo entry2
              stackdoc show demo@wide
              stackdoc branch demo
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String
    @Argument(help: ArgumentHelp("The new branch's name (none: list the branches).", valueName: "name"))
    var name: String?
    @Option(help: ArgumentHelp("The revision to branch from (default: the head).", valueName: "rev"))
    var from: Int?
    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        if name == nil && from != nil { throw ValidationError("--from applies when creating a branch: give its name too") }
        if name == nil && message.message != nil { throw ValidationError("--message applies when creating a branch: give its name too") }
    }

    func run() throws {
        guard let name else { return try list() }
        let branch = try store.openForWriting().createBranch(of: document, named: name, from: from, message: message.message)
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.branch(branch)))
        case .text: print("\(branch.storedName): branch \"\(branch.name)\" of \"\(branch.document)\" at r\(branch.forkRevision)")
        }
    }

    private func list() throws {
        let branches = try store.open().branches(of: document)
        switch output.format {
        case .json: print(JSONWriter.string(.array(branches.map(DocumentJSON.branch))))
        case .text:
            if branches.isEmpty { print("\"\(document)\" has no branches (create one with: stackdoc branch \(document) NAME)") }
            let width = branches.map(\.storedName.count).max() ?? 0
            for branch in branches {
                let merged = branch.lastMerged.map { "  merged up to r\($0)" } ?? ""
                print("\(branch.storedName.padding(toLength: width + 1)) from r\(branch.forkRevision)  head r\(branch.head)\(merged)")
            }
        }
    }
}
