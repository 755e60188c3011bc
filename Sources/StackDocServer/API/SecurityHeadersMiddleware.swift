import HTTPTypes
import Hummingbird

/// Headers that keep a browser from running anything the page did not bring: scripts and
/// styles from the server only, no framing, no guessing of content types.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
