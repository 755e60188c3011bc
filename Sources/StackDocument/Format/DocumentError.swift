/// A document, an edit or an input file that breaks the format or UIKit's rules.
/// The message names the problem; `path` names where it is when the input was JSON.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the value (and the edit, for an edit of a batch).
    public var message: String
    /// `$.root.subviews[0].axis`, or `nil` when the problem has no place in a JSON text.
    public var path: String?

    package init(_ message: String, at path: JSONPath? = nil) {
        self.message = message
        self.path = path?.description
    }

    /// The path, when there is one, then the message: `$.root.subviews[0].axis: ...`.
    public var description: String {
        if let path { "\(path): \(message)" } else { message }
    }

    /// The same error, said of the edit at `index` (0-based) of a revision: the edit first,
    /// then the path within it, then the problem.
    func inEdit(_ index: Int, op: String) -> DocumentError {
        var error = self
        error.message = "edit \(index + 1) (\(op)): \(path.map { "\($0): " } ?? "")\(message)"
        error.path = nil
        return error
    }
}

extension JSONSyntaxError {
    var asDocumentError: DocumentError { DocumentError("malformed JSON at \(description)") }
}
