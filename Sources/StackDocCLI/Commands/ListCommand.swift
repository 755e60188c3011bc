import ArgumentParser
import StackDocOutput
import StackDocument

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the documents in the store.",
        discussion: """
            Documents whose scene went away from the file they follow (`import --update`,
            `import-git`) are deleted: their history stays (`log`, `show --rev`), and
            --deleted lists them too, marked `deleted`. Branches (DOC@NAME, made by
            `branch`) are listed with --branches.

            Examples:
              stackdoc list --format json
              stackdoc list --deleted
              stackdoc list --branches
            """
    )

    @Flag(help: "List deleted documents too.")
    var deleted = false
    @Flag(help: "List branches (DOC@NAME) too.")
    var branches = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let documents = try store.open().documents(includingDeleted: deleted, includingBranches: branches)
        switch output.format {
        case .json:
            print(JSONWriter.string(DocumentJSON.documentList(documents)))
        case .text:
            if documents.isEmpty { print("no documents (import one with: stackdoc import FILE)") }
            let width = documents.map(\.name.count).max() ?? 0
            for summary in documents {
                print("\(summary.name.padding(toLength: width + 1)) r\(summary.revision)  \(summary.viewCount) views  updated \(Timestamp.short(milliseconds: summary.updatedAt))\(summary.deleted ? "  deleted" : "")")
            }
        }
    }
}
