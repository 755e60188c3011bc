import HTTPTypes
import Hummingbird

/// Answers 401 to every request that does not carry `Authorization: Bearer <token>` (the
/// scheme's name in any case, as HTTP's authentication schemes are).
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], let credentials = Self.bearerCredentials(header), Self.constantTimeEqual(credentials, token) else {
            var response = APIError(status: .unauthorized, message: "this server needs 'Authorization: Bearer TOKEN' with the token it was started with").response
            response.headers[.wwwAuthenticate] = "Bearer"
            return response
        }
        return try await next(request, context)
    }

    /// What follows the scheme `Bearer` (any case) and the spaces after it; nil for another
    /// scheme or none.
    static func bearerCredentials(_ header: String) -> String? {
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return String(parts[1].drop { $0 == " " })
    }

    /// Compares all of both texts whatever they hold, so that the time taken tells nothing of
    /// where they differ.
    static func constantTimeEqual(_ given: String, _ expected: String) -> Bool {
        let (a, b) = (Array(given.utf8), Array(expected.utf8))
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count { difference |= (index < a.count ? a[index] : 0) ^ b[index] }
        return difference == 0
    }
}
