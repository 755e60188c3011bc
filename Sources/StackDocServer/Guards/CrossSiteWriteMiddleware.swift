import HTTPTypes
import Hummingbird

/// Keeps pages of other sites from writing: a request other than GET or HEAD is refused with
/// 403 when it carries an `Origin` other than the server's own (the scheme's host and port
/// the request's `Host` names), and with 415 unless its `Content-Type` is `application/json`,
/// which no form and no cross-site `fetch` can send without the server's consent (never given).
struct CrossSiteWriteMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        if let origin = request.headers[.origin], !Self.isSameOrigin(origin, host: request.head.authority) {
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

    /// Whether `origin` names the scheme, host and port the request was sent to.
    static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let (scheme, originAuthority) = Authority.origin(origin), let host, var hostAuthority = Authority(hostHeader: host) else { return false }
        hostAuthority.port = hostAuthority.port ?? (scheme == "https" ? 443 : 80)
        return originAuthority == hostAuthority
    }

    /// The media type of a `Content-Type`, lowercased, without its parameters.
    static func mediaType(_ contentType: String) -> String {
        String(contentType.prefix { $0 != ";" }).trimmingWhitespace().lowercased()
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
