import StackLayout

/// Everything about one view except its place in the tree: the values of the format's
/// view and stack keys, with defaults filled in. The keys layout reads are `layout`'s
/// (`ViewLayoutAttributes`, the engine's own type), read and written as the view's own
/// (`properties.hidden`); the words a view shows are the document's alone.
@dynamicMemberLookup
public struct ViewProperties: Hashable, Sendable {
    /// What layout reads: kind, hidden, intrinsic size, baselines, hugging, compression
    /// resistance, margins, frame, safe area and stack attributes.
    public var layout: ViewLayoutAttributes
    /// The name people know the view by (Interface Builder's `userLabel`, a label's text, a
    /// button's title, ...), shown beside or instead of its id; `nil` (the default) for none.
    /// Any non-empty text; it plays no part in layout.
    public var name: String?
    /// What the view shows: a label's text, a button's title, a text field's placeholder, an
    /// image view's image name; `nil` (the default) for none. Pictures draw it; layout ignores it.
    public var text: String?

    /// A view of `kind` with every property at its default.
    public init(kind: ViewKind = .view) {
        layout = ViewLayoutAttributes(kind: kind)
        name = nil
        text = nil
    }

    /// The layout attribute at `field`, read and written as the view's own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<ViewLayoutAttributes, Value>) -> Value {
        get { layout[keyPath: field] }
        set { layout[keyPath: field] = newValue }
    }

    /// This view as the layout engine reads it: its layout attributes as they are.
    package func layoutView(id: String, subviews: [String], arranged: [String]) -> LayoutView {
        LayoutView(id: id, layout: layout, subviews: subviews, arranged: arranged)
    }
}
