import HTTPTypes
import Hummingbird

/// Answers 421 to every request whose `Host` is not in the server's `HostAllowList`.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowList: HostAllowList

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let host = request.head.authority, let authority = Authority(hostHeader: host), allowList.allows(authority) else {
            let given = request.head.authority.map { "Host \"\($0)\"" } ?? "a request without Host"
            let names = allowList.names.sorted().joined(separator: ", ")
            return APIError(
                status: .misdirectedRequest,
                message: "\(given) is not served here: this server answers to \(names) (start it with --allowed-host NAME to add a name)"
            ).response
        }
        return try await next(request, context)
    }
}
