import HTTPTypes
import Hummingbird

/// Lets a request through when it carries `Authorization: Bearer <token>` (the scheme's name
/// in any case, as HTTP's authentication schemes are) or the cookie of a browser session that
/// logged in with the token (`LoginSessions`), and the login page and routes to anyone
/// (`LoginRoutes.openPaths`). Any other request is answered 401, except that a browser asking
/// for a page (`Accept: text/html`) is sent to the login page.
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: String
    let sessions: LoginSessions

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if LoginRoutes.openPaths.contains(request.uri.path) { return try await next(request, context) }
        if let header = request.headers[.authorization], let credentials = Self.bearerCredentials(header), Self.constantTimeEqual(credentials, token) {
            return try await next(request, context)
        }
        if let session = LoginSessions.identifier(inCookies: request.headers[values: .cookie]), sessions.contains(session) {
            return try await next(request, context)
        }
        if request.method == .get || request.method == .head, request.headers[.accept]?.contains("text/html") == true {
            return LoginRoutes.redirect(to: "/login?next=" + Self.queryEncoded(request.uri.path))
        }
        var response = APIError(
            status: .unauthorized, message: "this server needs 'Authorization: Bearer TOKEN' with the token it was started with, or a login at /login").response
        response.headers[.wwwAuthenticate] = "Bearer"
        return response
    }

    /// `text` with every byte but letters, digits, `/`, `-`, `.`, `_` and `~` percent-encoded.
    static func queryEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
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
