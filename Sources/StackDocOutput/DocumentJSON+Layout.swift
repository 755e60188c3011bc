import StackDocument
import StackLayout

extension DocumentJSON {
    /// `layout`: the canvas, every view's frame (relative to its superview), hidden flag and
    /// content size, and the constraints that could not be satisfied, exactly as the format's
    /// "Layout output" section gives them.
    public static func layout(_ result: LayoutResult, document: String, revision: Int) -> JSONValue {
        .object([
            ("document", .string(document)),
            ("revision", .number(Double(revision))),
            ("canvas", size(result.canvas)),
            ("views", .array(result.views.map { view in
                var fields: [(key: String, value: JSONValue)] = [("id", .string(view.id)), ("frame", rect(view.frame)), ("hidden", .bool(view.hidden))]
                if let content = view.contentSize { fields.append(("contentSize", size(content))) }
                return .object(fields)
            })),
            ("brokenConstraints", .array(result.brokenConstraints.map { broken in
                .object([("id", broken.id.map(JSONValue.string) ?? .null), ("description", .string(broken.description))])
            })),
        ])
    }

    /// `{"width", "height"}`.
    public static func size(_ size: Size) -> JSONValue {
        .object([("width", length(size.width)), ("height", length(size.height))])
    }

    /// `{"x", "y", "width", "height"}`.
    public static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", length(rect.x)), ("y", length(rect.y)), ("width", length(rect.width)), ("height", length(rect.height))])
    }

    /// A length as JSON: a number, or `null` for one that is not finite (which JSON cannot
    /// write, and which a layout never holds: `LayoutValueRange.maximumResult`).
    static func length(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
}
