import StackDocument
import StackLayout

/// One document as a selector sees it: its views and, when frames are asked about, its layout.
public struct QueryTarget: Sendable {
    /// The document's name (reported with each match).
    public let name: String
    /// The views, as the matcher walks them.
    package let tree: any QueryTree
    /// The revision the document is at (reported with each match).
    public let revision: Int
    /// The frames at the query's canvas; `nil` when the selector needs no frames or the
    /// document has no canvas (frame predicates are then false).
    package let frames: QueryFrames?

    /// `document` at `revision`, with `layout` (its layout at some canvas) for frame predicates;
    /// without a layout, `frame.*` predicates are false. O(1): the matcher indexes the views
    /// when it is made.
    public init(document: Document, revision: Int, layout: LayoutResult? = nil) {
        self.init(name: document.name, tree: DocumentQueryTree(document), revision: revision, frames: layout.map(QueryFrames.layout))
    }

    /// A target over any tree of views (the store's partial reads among them).
    package init(name: String, tree: any QueryTree, revision: Int, frames: QueryFrames? = nil) {
        self.name = name
        self.tree = tree
        self.revision = revision
        self.frames = frames
    }

    /// The value of `property` for view `node`; `nil` when the property does not apply (a
    /// stack key of another kind, a frame without a layout, a custom spacing not set).
    func value(of property: QueryProperty, for node: QueryNode) -> QueryValue? {
        let p = node.properties
        let path = property.path
        let field = path.count > 1 ? path[1] : nil
        func number(_ value: Double?) -> QueryValue { value.map(QueryValue.number) ?? .null }
        switch path[0] {
        case "id": return .text(node.id)
        case "kind": return .text(p.kind.rawValue)
        case "name": return p.name.map(QueryValue.text) ?? .null
        case "text": return p.text.map(QueryValue.text) ?? .null
        case "parent": return node.parent.map(QueryValue.text)
        case "hidden": return .bool(p.hidden)
        case "subviewCount": return .number(Double(node.subviewCount))
        case "arrangedCount": return .number(Double(node.arrangedCount))
        case "baselineRelative": return p.stack.map { .bool($0.baselineRelative) }
        case "marginsRelative": return p.stack.map { .bool($0.marginsRelative) }
        case "axis": return p.stack.map { .text($0.axis.rawValue) }
        case "distribution": return p.stack.map { .text($0.distribution.rawValue) }
        case "alignment": return p.stack.map { .text($0.alignment.rawValue) }
        case "spacing": return p.stack.map { .number($0.spacing.value) }
        case "intrinsicSize":
            switch field {
            case "width": return number(p.intrinsicSize.width)
            case "height": return number(p.intrinsicSize.height)
            default: return .group(isEmpty: p.intrinsicSize.width == nil && p.intrinsicSize.height == nil)
            }
        case "baseline":
            switch field {
            case "first": return number(p.baseline?.first)
            case "last": return number(p.baseline?.last)
            default: return .group(isEmpty: p.baseline == nil)
            }
        case "hugging": return Self.priority(p.hugging, field)
        case "compressionResistance": return Self.priority(p.compressionResistance, field)
        case "layoutMargins": return Self.insets(p.layoutMargins, field)
        case "safeArea": return Self.insets(p.safeArea, field)
        case "fixedFrame": return p.frame.map { Self.rect($0, field) } ?? (field == nil ? .group(isEmpty: true) : .null)
        case "frame":
            guard let frame = frames?.absoluteFrame(of: node.id) else { return nil }
            return Self.rect(frame, field)
        case "customSpacing":
            guard let stack = p.stack else { return nil }
            guard let field else { return .group(isEmpty: stack.customSpacing.isEmpty) }
            return stack.customSpacing[field].map(QueryValue.number)
        default: return nil
        }
    }

    /// Whether `node` is a system-spaced stack (`[spacing=system]`).
    func usesSystemSpacing(_ node: QueryNode) -> Bool? {
        node.properties.stack.map { $0.spacing == .system }
    }

    private static func priority(_ value: AxisPriorities, _ field: String?) -> QueryValue {
        switch field {
        case "horizontal": .number(value.horizontal)
        case "vertical": .number(value.vertical)
        default: .group(isEmpty: false)
        }
    }

    private static func insets(_ value: EdgeInsets, _ field: String?) -> QueryValue {
        switch field {
        case "top": .number(value.top)
        case "leading": .number(value.leading)
        case "bottom": .number(value.bottom)
        case "trailing": .number(value.trailing)
        default: .group(isEmpty: false)
        }
    }

    private static func rect(_ rect: Rect, _ field: String?) -> QueryValue {
        switch field {
        case "x": .number(rect.x)
        case "y": .number(rect.y)
        case "width": .number(rect.width)
        case "height": .number(rect.height)
        default: .group(isEmpty: false)
        }
    }
}
