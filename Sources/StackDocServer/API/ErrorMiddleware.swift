import Hummingbird

/// Turns every error a route throws, the router's "no such route" included, into a JSON
/// `{"error": message}` answer with its status, so that no error reaches the client as an
/// empty page.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return APIError(status: .notFound, message: "nothing is served at \(request.uri.path)").response
        } catch {
            return APIError(error).response
        }
    }
}
