import ArgumentParser
import DocumentStore

/// `--branch NAME` on the commands that write a document: the edit goes to the document's
/// branch NAME, as `DOC@NAME` does.
struct BranchOption: ParsableArguments {
    @Option(help: ArgumentHelp("Write to this branch of the document (as DOC@NAME does).", valueName: "name"))
    var branch: String?

    func validate() throws {
        if let branch {
            do { try BranchName.validate(branch) } catch { throw ValidationError("--branch: \(error)") }
        }
    }

    /// `document`, or its branch `--branch` names: `DOC@NAME`.
    func target(_ document: String) -> String {
        branch.map { BranchName.documentName(document, branch: $0) } ?? document
    }
}
