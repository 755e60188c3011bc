/// Selectors over a document held in memory, or over a store, given as text.
extension Document {
    /// The ids of the views that `selector` (CSS-like text: `stack > label:hidden`, see
    /// `Docs/queries.md`) matches, in depth-first order. A selector that tests frames
    /// (`[width>100]`) sees the document laid out on its own canvas, or on `device`'s screen
    /// when one is given. Throws `SelectorSyntaxError` for text that is not a selector, and
    /// `HistoryError.noCanvas` for a selector that tests frames of a document with no canvas
    /// and no device.
    public func viewIDs(matching selector: String, on device: Device? = nil, landscape: Bool = false) throws -> [String] {
        let list = try SelectorList(parsing: selector)
        var document = self
        var layout: LayoutResult?
        if let device {
            document = placed(on: device.screen(landscape: landscape))
            if list.needsLayout { layout = self.layout(on: device, landscape: landscape) }
        } else if list.needsLayout {
            layout = try self.layout()
        }
        return SelectorMatcher(target: QueryTarget(document: document, revision: 0, layout: layout)).matches(list)
    }
}

extension QueryService {
    /// `query(_:documents:revision:canvas:screen:)` with the selector given as text (as
    /// `stackdoc query` takes it). Throws `SelectorSyntaxError` for text that is not a selector.
    public func query(
        _ selector: String, documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil, on device: Device? = nil,
        landscape: Bool = false
    ) throws -> QueryOutcome {
        try query(SelectorList(parsing: selector), documents: names, revision: revision, canvas: canvas, screen: device?.screen(landscape: landscape))
    }
}
