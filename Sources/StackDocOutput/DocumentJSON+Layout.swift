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
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// `{"x", "y", "width", "height"}`.
    public static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
