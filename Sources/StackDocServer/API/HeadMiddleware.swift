import Hummingbird

/// `HEAD` answers as `GET` does, headers and `Content-Length` included, with no body: errors
/// too, so that no client reading a HEAD answer finds body bytes where it expects the next
/// answer. The router makes a HEAD route of every GET route (`autoGenerateHeadEndpoints`).
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        return try await next(request, context).createHeadResponse()
    }
}
