import HTTPTypes
import Hummingbird

/// Keeps pages of other sites from writing: a POST (or PUT, PATCH, DELETE) is refused with
/// 403 when it carries an `Origin` other than the server's own (the scheme's host and port
/// the request's `Host` names), and with 415 unless its `Content-Type` is `application/json`,
/// which no form and no cross-site `fetch` can send without the server's consent (never given).
struct CrossSiteWriteMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.writeMethods.contains(request.method) else { return try await next(request, context) }
        if let origin = request.headers[.origin], !Authority.isSameOrigin(origin, host: request.head.authority) {
            throw APIError(
                status: .forbidden,
                message: "a write from the page at \(origin) is refused: the server takes writes only from its own pages and from clients that send no Origin")
        }
        let contentType = request.headers[.contentType]
        guard let contentType, Self.mediaType(contentType) == "application/json" else {
            throw APIError(
                status: .unsupportedMediaType,
                message: "a write must be sent with Content-Type: application/json (this one has \(contentType.map { "\"\($0)\"" } ?? "none"))")
        }
        return try await next(request, context)
    }

    /// The methods that change what the server holds.
    static var writeMethods: Set<HTTPRequest.Method> { [.post, .put, .patch, .delete] }

    /// The media type of a `Content-Type`, lowercased, without its parameters.
    static func mediaType(_ contentType: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let type = contentType.prefix { $0 != ";" }
        return String(type.drop(while: isSpace).reversed().drop(while: isSpace).reversed()).lowercased()
    }
}
