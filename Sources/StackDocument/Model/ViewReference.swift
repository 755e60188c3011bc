/// Views as people type them: a view's id, or its name (`Sign in (Y6d-8w-Tjm)` is how
/// `ViewLabel` shows a view, so either half of that works), resolved against one document
/// (the head, for the command line's edits, blame and the server).
public struct ViewReference: Sendable {
    /// The document the references are resolved in.
    public let document: Document

    /// References into `document`.
    public init(document: Document) {
        self.document = document
    }

    /// The id of the view `typed` names: `typed` itself when it is an id of the document; else
    /// the one view whose name it is; else `typed` unchanged, for the caller to report (or,
    /// for a view only the history has, to find). Throws `ViewReferenceError.ambiguous` when
    /// the name belongs to several views, and, when `suggesting`, `.nearMiss` when `typed` is
    /// no id or name but close to one. O(views).
    public func id(for typed: String, suggesting: Bool = true) throws(ViewReferenceError) -> String {
        if document[typed] != nil { return typed }
        let named = document.depthFirstIDs.filter { document[$0]?.properties.name == typed }
        if named.count == 1 { return named[0] }
        if named.count > 1 { throw .ambiguous(name: typed, document: document.name, views: named) }
        guard suggesting else { return typed }
        if let nearest = nearest(to: typed) { throw .nearMiss(typed: typed, document: document.name, nearest: nearest) }
        return typed
    }

    /// The id or name of the document nearest to `typed` (`NearestName`), for "did you mean":
    /// a slip away from it, not `typed` itself. O(views × length²).
    public func nearest(to typed: String) -> String? {
        let candidates = document.depthFirstIDs + document.depthFirstIDs.compactMap { document[$0]?.properties.name }
        return NearestName.closest(to: typed, among: candidates)
    }

    /// The ids of the views `typed` names, in order (see `id(for:suggesting:)`).
    public func ids(for typed: [String]) throws(ViewReferenceError) -> [String] {
        var ids: [String] = []
        for reference in typed { ids.append(try id(for: reference)) }
        return ids
    }
}

/// A view reference that names no one view.
public enum ViewReferenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name belongs to several views (their ids, in depth-first order).
    case ambiguous(name: String, document: String, views: [String])
    /// Neither an id nor a name, but a slip away from `nearest`.
    case nearMiss(typed: String, document: String, nearest: String)

    /// One line naming the document and the views.
    public var description: String {
        switch self {
        case .ambiguous(let name, let document, let views):
            let listed = views.map { ViewLabel.text(id: $0, name: name) }.joined(separator: ", ")
            return "\"\(name)\" names \(views.count) views of \"\(document)\": \(listed); give the id of the one you mean"
        case .nearMiss(let typed, let document, let nearest):
            return "no view \"\(typed)\" in document \"\(document)\" (did you mean \"\(nearest)\"?)"
        }
    }
}
