import DocumentStore
import StackDocument

/// Views as people type them on the command line: a view's id, or its name (`show`, `query`
/// and `diff` print `Sign in (Y6d-8w-Tjm)`, so either half of that works). Every command that
/// takes a view of a document resolves it here, against the document's head.
struct ViewReference {
    let document: Document

    /// The id of the view `typed` names: `typed` itself when it is an id of the document; else
    /// the one view whose name it is; else `typed` unchanged, for the command to report (or,
    /// for a view only the history has, to find). Throws when the name belongs to several
    /// views (listing them), and, when `suggesting`, when `typed` is no id or name but close
    /// to one (naming it). O(views).
    func id(for typed: String, suggesting: Bool = true) throws -> String {
        if document[typed] != nil { return typed }
        let named = document.depthFirstIDs.filter { document[$0]?.properties.name == typed }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            let listed = named.map { ViewLabel.text(id: $0, name: typed) }.joined(separator: ", ")
            throw CLIError("\"\(typed)\" names \(named.count) views of \"\(document.name)\": \(listed); give the id of the one you mean")
        }
        guard suggesting else { return typed }
        if let nearest = nearest(to: typed) {
            throw CLIError("no view \"\(typed)\" in document \"\(document.name)\" (did you mean \"\(nearest)\"?)")
        }
        return typed
    }

    /// The id or name of the head nearest to `typed` (`NearestName`), for "did you mean":
    /// a slip away from it, not `typed` itself. O(views × length²).
    func nearest(to typed: String) -> String? {
        let candidates = document.depthFirstIDs + document.depthFirstIDs.compactMap { document[$0]?.properties.name }
        return NearestName.closest(to: typed, among: candidates)
    }

    /// The ids of the views `typed` names, in order (see `id(for:)`).
    func ids(for typed: [String]) throws -> [String] {
        try typed.map { try id(for: $0) }
    }
}

extension StoreOptions {
    /// The views `typed` names in the head of `document` (see `ViewReference`); reads the store
    /// read-only, once.
    func viewIDs(_ typed: [String], in document: String) throws -> [String] {
        try ViewReference(document: try open().document(document)).ids(for: typed)
    }
}
