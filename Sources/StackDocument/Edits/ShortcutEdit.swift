/// An edit as people type it on the command line (`insert`, `add-subview`, `remove`, `hide`,
/// `unhide`, `set`): views by id or by name (`ViewReference`), an insertion at the end unless
/// an index is given. `edits(in:)` turns it into the document's edits.
public enum ShortcutEdit: Sendable, Hashable {
    /// `insertArrangedSubview`: at `index`, else after the last arranged view.
    case insert(stack: String, index: Int?, view: ViewSource)
    /// `addSubview` / `insertSubview(_:at:)`: at `zIndex`, else on top.
    case addSubview(parent: String, view: ViewSource, zIndex: Int?)
    /// `removeFromSuperview`, or from the arranged views only.
    case remove(view: String, from: RemovalScope)
    /// Hide the views.
    case hide([String])
    /// Unhide the views.
    case unhide([String])
    /// Set a property of a view.
    case set(view: String, property: ViewProperty, value: JSONValue)

    /// The edits this makes of `document` (its head): every view reference resolved
    /// (`ViewReference`, an `.existing` view source too), and an insertion without an index
    /// placed after the last arranged view, one place less when the view moved is one of them
    /// (`insertArrangedSubview` takes it out first). Throws `ViewReferenceError`. O(views).
    public func edits(in document: Document) throws(ViewReferenceError) -> [Edit] {
        let reference = ViewReference(document: document)
        func resolved(_ source: ViewSource) throws(ViewReferenceError) -> ViewSource {
            guard case .existing(let typed) = source else { return source }
            return .existing(try reference.id(for: typed))
        }
        switch self {
        case .insert(let typedStack, let index, let view):
            let source = try resolved(view)
            let stack = try reference.id(for: typedStack)
            let arranged = document[stack]?.arranged ?? []
            var end = arranged.count
            if case .existing(let id) = source, arranged.contains(id) { end -= 1 }
            return [.insert(stack: stack, index: index ?? end, view: source)]
        case .addSubview(let parent, let view, let zIndex):
            let parentID = try reference.id(for: parent)
            return [.addSubview(parent: parentID, view: try resolved(view), zIndex: zIndex)]
        case .remove(let view, let scope):
            return [.remove(view: try reference.id(for: view), from: scope)]
        case .hide(let views):
            return try reference.ids(for: views).map { .hide(view: $0) }
        case .unhide(let views):
            return try reference.ids(for: views).map { .unhide(view: $0) }
        case .set(let view, let property, let value):
            return [.set(view: try reference.id(for: view), property: property, value: value)]
        }
    }
}
