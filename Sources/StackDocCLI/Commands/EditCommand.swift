import ArgumentParser
import DocumentImport
import DocumentStore
import StackDocOutput
import StackDocument

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Apply a JSON array of edits to a document as one revision.",
        discussion: """
            Edits are UIKit's calls: insert, addSubview, remove, hide, unhide, set, moveZ,
            addConstraint, removeConstraint. They apply together or not at all; an edit
            that changes nothing is left out, and a batch that changes nothing writes no
            revision. Every edit, its fields and the ranges of its numbers are in
            Docs/document-format.md (section "Edits") in the StackDoc repository.

            Example:
              echo '[{"op": "hide", "view": "entry1"}, {"op": "remove", "view": "entry1",
                  "from": "superview"}]' \\
                | stackdoc edit demo --ops - -m "delete entry"
            """
    )

    @Argument(help: ArgumentHelp("The document's name (DOC@NAME for its branch NAME).", valueName: "doc"))
    var document: String
    @OptionGroup var branch: BranchOption

    @Option(help: ArgumentHelp("A JSON file holding an array of edits, or - for standard input.", valueName: "file"))
    var ops: String

    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let edits: [Edit]
        do {
            edits = try EditFormat.decodeList(FileContents.read(ops))
        } catch let error as DocumentError {
            throw CLIError("\(ops == "-" ? "standard input" : ops): \(error)")
        }
        try commit(edits, to: branch.target(document), message: message.message, store: store, format: output.format)
    }
}

/// Writes `edits` as one revision and reports it; edits that change nothing are left out and
/// reported as such (a batch of only those writes no revision, and is not an error).
func commit(_ edits: [Edit], to document: String, message: String?, store: StoreOptions, format: OutputFormat) throws {
    let outcome = try store.openForWriting().apply(edits, to: document, message: message)
    switch format {
    case .json: print(JSONWriter.string(DocumentJSON.editOutcome(outcome, document: document)))
    case .text:
        let (output, notes) = EditOutcomeOutput.text(outcome, document: document)
        notes.forEach(printError)
        print(output)
    }
}
