import HTTPTypes
import Hummingbird
import NIOCore
import StackDocument

/// Logging in from a browser to a server started with a token: the login page (`/login`, its
/// script `/login.js`), `POST /api/login` with `{"token": "..."}` (a write like any other:
/// JSON only, from the server's own pages only, `CrossSiteWriteMiddleware`), which opens a
/// session (`LoginSessions`) and answers with its cookie, and `POST /api/logout`, which ends
/// it. The token is compared in constant time; the cookie is HTTP-only, `SameSite=Strict`,
/// for the whole site (`Path=/`), and `Secure` when the request came over https. Wrong tokens
/// are limited (`LoginThrottle`): after ten in a minute, logins get 429 until it ends.
enum LoginRoutes {
    /// The paths `TokenMiddleware` lets through without a token or session.
    static let openPaths: Set<String> = ["/login", "/login.js", "/page.css", "/api/login", "/api/logout"]

    static func add(to router: Router<BasicRequestContext>, token: String?, sessions: LoginSessions, throttle: LoginThrottle) {
        router.get("/login") { _, _ in
            guard token != nil else { return redirect(to: "/") }
            return Answer.text(LoginPage.html, contentType: "text/html; charset=utf-8")
        }
        router.get("/login.js") { _, _ in
            Answer.text(LoginPage.script, contentType: "text/javascript; charset=utf-8")
        }
        router.post("/api/login") { request, _ -> Response in
            guard let token else {
                throw APIError(status: .badRequest, message: "this server was started without a token: there is nothing to log in to")
            }
            if let seconds = throttle.retryAfter() {
                throw APIError(
                    status: .tooManyRequests,
                    message: "too many wrong tokens: logins are heard again in \(seconds) s", retryAfter: seconds)
            }
            var request = request
            let given = try await Self.token(in: &request)
            guard TokenMiddleware<BasicRequestContext>.constantTimeEqual(given, token) else {
                throttle.noteFailure()
                throw APIError(status: .unauthorized, message: "that is not the token the server was started with")
            }
            var response = Response(status: .noContent)
            response.headers[.setCookie] = cookie(sessions.open(), secure: Self.cameOverHTTPS(request), maxAge: nil)
            return response
        }
        router.post("/api/logout") { request, _ -> Response in
            if let identifier = LoginSessions.identifier(inCookies: request.headers[values: .cookie]) {
                sessions.close(identifier)
            }
            var response = Response(status: .noContent)
            response.headers[.setCookie] = cookie("", secure: Self.cameOverHTTPS(request), maxAge: 0)
            return response
        }
    }

    /// `303 See Other` to `location`.
    static func redirect(to location: String) -> Response {
        var response = Response(status: .seeOther)
        response.headers[.location] = location
        return response
    }

    /// The session cookie's `Set-Cookie` value; `maxAge` 0 removes it from the browser.
    static func cookie(_ value: String, secure: Bool, maxAge: Int?) -> String {
        var cookie = "\(LoginSessions.cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict"
        if let maxAge { cookie += "; Max-Age=\(maxAge)" }
        if secure { cookie += "; Secure" }
        return cookie
    }

    /// Whether the browser reached the server over https: its `Origin` says so, or the proxy
    /// in front of the server does (`X-Forwarded-Proto`); the server itself speaks only http.
    static func cameOverHTTPS(_ request: Request) -> Bool {
        if let origin = request.headers[.origin], origin.lowercased().hasPrefix("https://") { return true }
        return request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
    }

    /// The `token` of a login's JSON body.
    private static func token(in request: inout Request) async throws -> String {
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: 4096)
        } catch is NIOTooManyBytesError {
            throw APIError(status: .contentTooLarge, message: "a login's body is at most 4096 bytes")
        }
        guard let json = try? JSONParser.parse(Array(buffer: body)), case .object(let fields) = json,
            case .string(let token)? = fields.first(where: { $0.key == "token" })?.value
        else {
            throw APIError(status: .badRequest, message: #"a login's body is {"token": "..."} with the token the server was started with"#)
        }
        return token
    }
}
