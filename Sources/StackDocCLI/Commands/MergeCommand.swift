import ArgumentParser
import DocumentStore
import StackDocOutput
import StackDocument

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge a branch of a document back into the document, three-way, by view id.",
        discussion: """
            A three-way merge of DOC's head (ours) and the head of its branch NAME
            (theirs) from their common ancestor: DOC at the fork revision, or the
            branch revision merged last. Views are matched by id and each property
            merges on its own; a view added on one side goes in at its place; one
            deleted on one side and untouched on the other is deleted. Each view's
            subviews (z-order) and each stack's arranged views merge separately as
            ordered lists; constraints are matched by id. The merged document is then
            laid out: a required constraint that the merge breaks and neither side
            broke, or a stack it empties, is a conflict too.

            Conflicts (a property changed to different values, a view deleted on one
            side and changed on the other, a constraint left naming a deleted view,
            orders that do not merge, additions at one place of an ordered list) are
            listed with the views' ids and names; the exit status is then 1 and nothing
            is written. A clean merge is appended to DOC as one revision of kind
            `merge`, whose second parent is the branch revision (log --graph draws it);
            `undo` undoes it like any revision.

            --format json prints {document, branch, base: {document, revision}, theirs,
            clean, conflicts: [{kind, element, elementKind, name, property, message}],
            revision}.

            Examples:
              stackdoc branch demo wide
              stackdoc set --branch wide demo stack spacing 20
              stackdoc set demo entry1-date text '"Mon"'
              stackdoc merge demo wide -m "take the wide layout"
              stackdoc log demo --graph
            """
    )

    @Argument(help: ArgumentHelp("The document to merge into.", valueName: "doc"))
    var document: String
    @Argument(help: ArgumentHelp("The branch to merge.", valueName: "name"))
    var name: String
    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let outcome = try store.openForWriting().merge(branch: name, into: document, message: message.message)
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.branchMerge(outcome)))
        case .text:
            if let revision = outcome.revision {
                print("\(document): revision \(revision.number): merged branch \"\(name)\" r\(outcome.branch.head) (\(revision.edits.count) edits)")
            }
            for conflict in outcome.conflicts { print("conflict: \(conflict)") }
        }
        if !outcome.conflicts.isEmpty {
            printError("\(outcome.conflicts.count) conflict(s) merging branch \"\(name)\" into \"\(document)\"; nothing was written")
            throw ExitCode(1)
        }
    }
}
