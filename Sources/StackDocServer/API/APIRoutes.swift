import DocumentHistory
import DocumentQuery
import DocumentStore
import Hummingbird
import LayoutRendering
import StackDocOutput
import StackDocument

/// The HTTP API: each route answers what the command it mirrors prints with `--format json`.
enum APIRoutes {
    static let canvasParameters: [APIRoute.Parameter] = [
        .init(name: "width", description: "Canvas width in points (with height).", type: "number"),
        .init(name: "height", description: "Canvas height in points (with width).", type: "number"),
        .init(name: "device", description: "A device's screen instead of width and height: a name /api/devices lists (iphone15) or an Interface Builder id (retina6_12)."),
        .init(name: "landscape", description: "With device: turn it to landscape.", type: "boolean"),
    ]

    /// Every route, in the order the OpenAPI document lists them.
    static let all: [APIRoute] = reads + history + writes + [
        APIRoute(method: .get, path: "/api/devices", summary: "The devices `device` names, with their screens (as `devices --format json`).") { _ in
            Answer.json(DocumentJSON.devices())
        },
        APIRoute(method: .get, path: "/api/events", summary: "Server-sent events: `heads`, each document's head revision, whenever one changes.", produces: "text/event-stream") { request in
            HeadEvents(heads: request.heads).response()
        },
        APIRoute(method: .get, path: "/api/openapi.json", summary: "This description of the API.") { _ in
            Answer.json(OpenAPIDocument.json(for: all))
        },
    ]

    /// Reads with a pooled connection and answers the JSON `body` makes.
    static func json(_ request: APIRequest, _ body: @escaping @Sendable (DocumentStoreReader) throws -> JSONValue) async throws -> Response {
        try await request.pool.reading { Answer.json(try body($0)) }
    }

    static func renderOptions(_ request: APIRequest) throws -> RenderOptions {
        guard let style = HiddenViewStyle(rawValue: request.query("hidden") ?? "omitted") else {
            throw APIError.badParameter("hidden", "\"\(request.query("hidden") ?? "")\" is neither omitted nor dashed")
        }
        return RenderOptions(hiddenViews: style, scale: 1)
    }
}
