import DocumentImport
import StackDocument
import StackLayout

/// How `diff-files` and `merge-files --explain` show one document of two files compared.
extension DocumentComparison {
    /// `{document, status, renamedFrom?, ...changes}`, the changes as `diff --format json` prints them.
    var json: JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("document", .string(document)), ("status", .string(status.rawValue))]
        if let renamedFrom { fields.append(("renamedFrom", .string(renamedFrom))) }
        if let diff, case .object(let changes) = diff.json { fields += changes }
        return .object(fields)
    }

    /// The diff's lines, under the document's name when `titled`; without `all`, the re-save
    /// noise is left out (`resaveNoise(canvas:)`, `canvas` being the one asked for).
    func text(colored: Bool, titled: Bool, all: Bool = false, canvas: Size? = nil) -> String {
        let body: String
        switch status {
        case .added: body = "document added"
        case .removed: body = "document removed"
        case .unchanged: body = "no changes"
        case .changed:
            let text = diff!.text(colored: colored, hiding: all ? nil : resaveNoise(canvas: canvas))
            body = text.isEmpty ? "no layout changes (--all shows what changed)" : text
        }
        let title = renamedFrom.map { "\(document) (renamed from \($0))" } ?? document
        let showsTitle = titled || status == .added || status == .removed || renamedFrom != nil
        return showsTitle ? "\(title): \(body.contains("\n") ? "\n" : "")\(body)" : body
    }
}
