@testable import StackDocServer
import Testing

/// How `Host` and `Origin` headers are read and compared: the rules behind the 421 and 403
/// answers, over the forms browsers and proxies send.
@Suite("Host and Origin parsing")
struct AuthorityTests {
    @Test("Host headers: name, port, IPv6 in brackets, case and a trailing dot", arguments: [
        ("localhost", "localhost", nil), ("LocalHost:8080", "localhost", 8080), ("[::1]:9000", "::1", 9000), ("[::1]", "::1", nil),
        ("example.org.", "example.org", nil), ("127.0.0.1:80", "127.0.0.1", 80),
    ] as [(String, String, Int?)])
    func hostHeader(text: String, host: String, port: Int?) throws {
        let authority = try #require(Authority(hostHeader: text))
        #expect(authority.host == host)
        #expect(authority.port == port)
    }

    @Test("malformed Host headers are not read", arguments: ["", ":80", "a b", "example.org:99999", "example.org:", "[::1", "[::1]x", "ex/ample", "e%41"])
    func malformedHost(text: String) {
        #expect(Authority(hostHeader: text) == nil)
    }

    @Test("an Origin is the server's own only with the same scheme's host and port as the Host", arguments: [
        ("http://127.0.0.1:8080", "127.0.0.1:8080", true), ("http://localhost", "localhost", true), ("http://localhost:80", "localhost", true),
        ("https://docs.example.org", "docs.example.org", true), ("https://docs.example.org", "docs.example.org:80", false),
        ("http://127.0.0.1:8081", "127.0.0.1:8080", false), ("http://localhost:8080", "127.0.0.1:8080", false), ("null", "127.0.0.1:8080", false),
        ("file://", "127.0.0.1:8080", false), ("http://evil.example", "evil.example.127.0.0.1", false), ("HTTP://LOCALHOST:8080", "localhost:8080", true),
    ])
    func sameOrigin(origin: String, host: String, same: Bool) {
        #expect(Authority.isSameOrigin(origin, host: host) == same)
    }

    @Test("the allow list: the bound address, localhost, the allowed names; any address when bound to every address", arguments: [
        ("127.0.0.1", "127.0.0.1", true), ("127.0.0.1", "localhost", true), ("127.0.0.1", "127.0.0.2", false), ("127.0.0.1", "docs.example.org", true),
        ("127.0.0.1", "evil.example", false), ("localhost", "::1", true), ("0.0.0.0", "192.168.1.5", true), ("0.0.0.0", "evil.example", false),
        ("::", "fd00::1", true), ("::1", "::1", true),
    ])
    func allowList(bound: String, host: String, allowed: Bool) throws {
        let list = HostAllowList(boundHost: bound, allowedHosts: ["Docs.Example.org."])
        let authority = try #require(Authority(hostHeader: host.contains(":") ? "[\(host)]" : host))
        #expect(list.allows(authority) == allowed)
    }
}
