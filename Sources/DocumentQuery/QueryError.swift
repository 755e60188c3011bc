/// Why a query, blame or lint could not run.
public enum QueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The view id was never used in the document.
    case unknownView(document: String, view: String)
    /// The state tables do not form a document.
    case corruptState(document: String, reason: String)

    /// The message for people, naming the document and the view or the reason.
    public var description: String {
        switch self {
        case let .unknownView(document, view): "view \"\(view)\" never existed in document \"\(document)\""
        case let .corruptState(document, reason): "the stored state of \"\(document)\" is not a document: \(reason)"
        }
    }
}
