import Hummingbird
import Logging

/// Logs each answer once it is made: the request's method and path (without its query), the
/// answer's status and how long it took, in milliseconds, on the request's logger (which
/// carries its `hb.request.id`, as Hummingbird's `LogRequestsMiddleware` line of its arrival
/// does). No header is logged, so neither a token nor a session cookie reaches the log.
struct AnswerLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The level of every line.
    let level: Logger.Level

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch {
            log(request, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let milliseconds = ((ContinuousClock.now - start) / .microseconds(1)).rounded() / 1_000
        context.logger.log(
            level: level, "Answered",
            metadata: [
                "hb.request.method": .string(request.method.rawValue),
                "hb.request.path": .string(request.uri.path),
                "hb.response.status": .stringConvertible(status),
                "hb.response.duration_ms": .stringConvertible(milliseconds),
            ])
    }
}
