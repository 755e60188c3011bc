import ArgumentParser
import DocumentStore
import StackDocument

struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a whole store, history included, between files and PostgreSQL servers.",
        discussion: """
            Copies every document with all its revisions, events, snapshots and stored layouts, \
            so that every revision reads back the same; either store may be a file or a \
            postgresql:// URL. The target is created if it is missing, must hold no documents \
            unless --replace, and is written in one transaction: a failure leaves it as it was.

            Examples:
              stackdoc copy --from screens.db --to postgresql://ann@db.example.com/stackdoc
              stackdoc copy --from postgresql://ann@db.example.com/stackdoc --to backup.db --replace
            """
    )

    @Option(help: ArgumentHelp("The store to copy: a file or a postgresql:// URL.", valueName: "store"))
    var from: String

    @Option(help: ArgumentHelp("The store to copy into: a file or a postgresql:// URL.", valueName: "store"))
    var to: String

    @Flag(help: "Delete the target's documents first, instead of refusing a target that has some.")
    var replace = false

    @OptionGroup var format: FormatOption

    func validate() throws {
        guard from != to else { throw ValidationError("--from and --to name the same store: '\(from)'") }
    }

    func run() throws {
        let source = try DocumentStoreReader(path: from)
        let target = try DocumentStore(path: to, access: .create)
        let counts = try source.copy(to: target, replacing: replace)
        switch format.format {
        case .text:
            print("copied \(counts["documents"]) documents (\(counts["revisions"]) revisions, \(counts["snapshots"]) snapshots) from \(source.path) to \(target.path)")
        case .json:
            let rows = JSONValue.object(counts.rows.map { (key: $0.table, value: .number(Double($0.count))) })
            print(JSONWriter.string(["from": .string(source.path), "to": .string(target.path), "rows": rows]))
        }
    }
}
