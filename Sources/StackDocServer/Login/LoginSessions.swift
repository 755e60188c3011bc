import Hummingbird
import Synchronization

/// The browser sessions of a token-protected server: a login (`LoginRoutes`) that gave the
/// right token opens one, named by a random identifier the browser keeps in an HTTP-only
/// cookie (`cookieName`); logging out ends it. Held in memory: a restarted server asks for
/// the token again. At most `limit` are kept, the oldest ended first.
final class LoginSessions: Sendable {
    /// The cookie that carries a session's identifier.
    static let cookieName = "stackdoc_session"
    /// The most sessions kept at once.
    static let limit = 64

    private let identifiers = Mutex<[String]>([])

    /// A new session's identifier: 32 random bytes from the system's generator, in hexadecimal.
    func open() -> String {
        var generator = SystemRandomNumberGenerator()
        let identifier = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
        identifiers.withLock { identifiers in
            identifiers.append(identifier)
            if identifiers.count > Self.limit { identifiers.removeFirst(identifiers.count - Self.limit) }
        }
        return identifier
    }

    /// Whether `identifier` names an open session, compared with every one in constant time.
    func contains(_ identifier: String) -> Bool {
        identifiers.withLock { identifiers in
            identifiers.reduce(false) { found, open in TokenMiddleware<BasicRequestContext>.constantTimeEqual(identifier, open) || found }
        }
    }

    /// Ends the session `identifier` names, if open.
    func close(_ identifier: String) {
        identifiers.withLock { identifiers in
            identifiers.removeAll { TokenMiddleware<BasicRequestContext>.constantTimeEqual(identifier, $0) }
        }
    }

    /// The value of the session cookie in a request's `Cookie` headers, if any.
    static func identifier(inCookies headers: [String]) -> String? {
        for header in headers {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, trimmed(parts[0]) == cookieName else { continue }
                return trimmed(parts[1])
            }
        }
        return nil
    }

    /// `text` without spaces and tabs at either end.
    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed()))
    }
}
