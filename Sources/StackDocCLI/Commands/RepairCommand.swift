import ArgumentParser
import DocumentStore
import StackDocument

struct RepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Cut a document's history back to before a revision the store cannot read.",
        discussion: """
            Stores written by older StackDoc versions may hold a revision that the store
            cannot read back (a view kind such as "a b" given with --kind); every command
            that reads that document then fails, naming the revision. repair finds the
            first such revision and deletes it and every later revision (they were built on
            it), so that the document's head is the revision before it again. The ids the
            deleted revisions used stay used. A document whose revisions all read is left
            as it is.

            Examples:
              stackdoc repair demo
              stackdoc repair demo --format json
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let outcome = try store.openForWriting().repair(document)
        switch output.format {
        case .json:
            let unreadable: JSONValue = outcome.unreadableRevision.map { .number(Double($0)) } ?? .null
            print(JSONWriter.string(.object([
                ("document", .string(outcome.document)), ("unreadableRevision", unreadable),
                ("reason", outcome.reason.map(JSONValue.string) ?? .null),
                ("headBefore", .number(Double(outcome.headBefore))), ("headAfter", .number(Double(outcome.headAfter))),
            ])))
        case .text:
            guard let revision = outcome.unreadableRevision else {
                print("\(outcome.document): every revision reads; nothing to repair (head revision \(outcome.headBefore))")
                return
            }
            let cut = revision == outcome.headBefore ? "revision \(revision)" : "revisions \(revision)...\(outcome.headBefore)"
            print(
                "\(outcome.document): revision \(revision) could not be read (\(outcome.reason ?? "")); "
                    + "deleted \(cut); the head is revision \(outcome.headAfter)")
        }
    }
}
