import HTTPTypes
import Hummingbird

/// One address of the HTTP API: its method and path template (OpenAPI's form,
/// `/api/documents/{name}`), what it answers, and its handler. The router and the OpenAPI
/// document are both made from the table of these (`APIRoutes.all`).
struct APIRoute: Sendable {
    /// A query parameter, for the OpenAPI document.
    struct Parameter: Sendable {
        var name: String
        var description: String
        var type = "string"
        var required = false
    }

    var method: HTTPRequest.Method
    var path: String
    var summary: String
    var parameters: [Parameter] = []
    /// What the request body holds, for routes that take one.
    var body: String?
    /// The type of a successful answer.
    var produces = "application/json"
    /// Whether the route lays documents out (layouts, pictures, diffs, queries): work whose
    /// memory grows with the document, of which the server runs only a few at once.
    var laysOut = false
    var handle: @Sendable (APIRequest) async throws -> Response

    /// The path parameters of the template, in order (`{name}` -> `name`).
    var pathParameters: [String] {
        path.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The template as the router writes it (`/api/documents/:name`).
    var routerPath: String {
        "/" + path.split(separator: "/").map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : String(segment)
        }.joined(separator: "/")
    }
}
