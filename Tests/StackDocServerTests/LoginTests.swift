import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import StackDocServer
import StackDocTestSupport
import Testing

/// Logging in from a browser to a server with a token: the cookie, what it opens, what is
/// refused, logging out.
@Suite("login with the token")
struct LoginTests {
    static let token = "s3cret"

    /// The session cookie's `name=value` out of a `Set-Cookie` header.
    static func cookie(_ setCookie: String?) -> String? {
        setCookie?.split(separator: ";").first.map(String.init)
    }

    @Test("the right token opens a session: an HTTP-only, SameSite=Strict cookie for the whole site that reads and writes, until logged out")
    func session() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let json: HTTPFields = [.contentType: "application/json"]
        let outcome = try await store.withClient(token: Self.token) { client in
            let wrong = try await client.execute(uri: "/api/login", method: .post, headers: json, body: ByteBuffer(string: #"{"token": "s3cre"}"#))
            let login = try await client.execute(uri: "/api/login", method: .post, headers: json, body: ByteBuffer(string: #"{"token": "s3cret"}"#))
            let cookie = Self.cookie(login.headers[.setCookie]) ?? ""
            let withCookie: HTTPFields = [.cookie: "other=1; " + cookie]
            let read = try await client.execute(uri: "/api/documents", method: .get, headers: withCookie)
            var writeHeaders = json
            writeHeaders[.cookie] = cookie
            let write = try await client.execute(uri: "/api/documents/demo/undo", method: .post, headers: writeHeaders)
            let forged = try await client.execute(uri: "/api/documents", method: .get, headers: [.cookie: "stackdoc_session=" + String(repeating: "0", count: 64)])
            let logout = try await client.execute(uri: "/api/logout", method: .post, headers: writeHeaders)
            let after = try await client.execute(uri: "/api/documents", method: .get, headers: withCookie)
            return (wrong, login, read, write, forged, logout, after)
        }
        let (wrong, login, read, write, forged, logout, after) = outcome
        #expect(wrong.status == .unauthorized && wrong.headers[.setCookie] == nil)
        #expect(wrong.text.contains("not the token"))
        #expect(login.status == .noContent)
        let setCookie = login.headers[.setCookie] ?? ""
        let attributes = Set(setCookie.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(attributes == ["Path=/", "HttpOnly", "SameSite=Strict"], "\(setCookie)")
        #expect(setCookie.hasPrefix("stackdoc_session=") && Self.cookie(setCookie)!.count == "stackdoc_session=".count + 64)
        #expect(read.status == .ok && read.text.contains(#""name" : "demo""#) || read.text.contains(#""name": "demo""#), "\(read.text)")
        #expect(write.status == .ok, "\(write.text)")
        #expect(forged.status == .unauthorized)
        #expect(logout.status == .noContent && logout.headers[.setCookie]?.contains("Max-Age=0") == true)
        #expect(after.status == .unauthorized)
    }

    @Test("a login is a write: JSON only, from no other origin; a secure cookie over https; a page asked for without a session goes to the login page")
    func refusals() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let body = ByteBuffer(string: #"{"token": "s3cret"}"#)
        let outcome = try await store.withClient(token: Self.token) { client in
            let form = try await client.execute(
                uri: "/api/login", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "token=s3cret"))
            let foreign = try await client.execute(
                uri: "/api/login", method: .post, headers: [.contentType: "application/json", .origin: "http://attacker.example"],
                body: body)
            let proxied = try await client.execute(
                uri: "/api/login", method: .post, headers: [.contentType: "application/json", HTTPField.Name("X-Forwarded-Proto")!: "https"], body: body)
            let page = try await client.execute(uri: "/documents/demo", method: .get, headers: [.accept: "text/html,*/*"])
            let loginPage = try await client.execute(uri: "/login", method: .get, headers: [.accept: "text/html"])
            return (form, foreign, proxied, page, loginPage)
        }
        let (form, foreign, proxied, page, loginPage) = outcome
        #expect(form.status == .unsupportedMediaType && form.headers[.setCookie] == nil)
        #expect(foreign.status == .forbidden && foreign.headers[.setCookie] == nil)
        #expect(proxied.status == .noContent && proxied.headers[.setCookie]?.hasSuffix("; Secure") == true)
        #expect(page.status == .seeOther && page.headers[.location] == "/login?next=/documents/demo")
        #expect(loginPage.status == .ok && loginPage.text.contains(#"<form id="login">"#))
    }

    @Test("a server without a token has nothing to log in to")
    func noToken() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (login, page) = try await store.withClient { client in
            let login = try await client.execute(
                uri: "/api/login", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"token": "x"}"#))
            let page = try await client.execute(uri: "/login", method: .get)
            return (login, page)
        }
        #expect(login.status == .badRequest && login.text.contains("without a token"))
        #expect(page.status == .seeOther && page.headers[.location] == "/")
    }

    @Test("after ten wrong tokens in a minute, every login is answered 429 with Retry-After, the right token included")
    func wrongTokensAreThrottled() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let json: HTTPFields = [.contentType: "application/json"]
        // A window of an hour: ten requests on a machine busy with a whole parallel run may
        // take longer than the server's minute (its window is `throttleWindow`'s to test).
        var server = store.server(token: Self.token)
        server.loginThrottle = LoginThrottle(window: .seconds(3600))
        let (wrong, refused, bearer) = try await Application(router: server.makeRouter()).test(.router) { client in
            var wrong: [HTTPResponse.Status] = []
            for guess in 0..<10 {
                let answer = try await client.execute(
                    uri: "/api/login", method: .post, headers: json, body: ByteBuffer(string: #"{"token": "guess\#(guess)"}"#))
                wrong.append(answer.status)
            }
            let refused = try await client.execute(uri: "/api/login", method: .post, headers: json, body: ByteBuffer(string: #"{"token": "s3cret"}"#))
            let bearer = try await client.execute(uri: "/api/documents", method: .get, headers: [.authorization: "Bearer s3cret"])
            return (wrong, refused, bearer)
        }
        #expect(wrong == Array(repeating: .unauthorized, count: 10))
        #expect(refused.status == .tooManyRequests && refused.headers[.setCookie] == nil, "\(refused.text)")
        let retryAfter = refused.headers[.retryAfter].flatMap { Int($0) }
        #expect(retryAfter.map { (1...3600).contains($0) } == true, "\(refused.headers)")
        #expect(bearer.status == .ok)
    }

    @Test("the throttle's window: failures after it ended start a new one")
    func throttleWindow() {
        let throttle = LoginThrottle()
        let start = ContinuousClock.now
        for second in 0..<throttle.failuresPerWindow {
            #expect(throttle.retryAfter(at: start + .seconds(second)) == nil)
            throttle.noteFailure(at: start + .seconds(second))
        }
        #expect(throttle.retryAfter(at: start + .seconds(10)) != nil)
        #expect(throttle.retryAfter(at: start + .seconds(70)) == nil)
        throttle.noteFailure(at: start + .seconds(70))
        #expect(throttle.retryAfter(at: start + .seconds(71)) == nil)
    }
}
