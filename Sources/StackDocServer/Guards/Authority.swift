/// A host and port as a `Host` header or an `Origin` names them: the host lowercased, without
/// the brackets of an IPv6 address or a trailing dot, and the port when one is written.
struct Authority: Equatable, Sendable {
    var host: String
    var port: Int?

    /// The authority of a `Host` header (`example.org`, `127.0.0.1:8080`, `[::1]:8080`); nil
    /// when it is empty or malformed.
    init?(hostHeader text: some StringProtocol) {
        var host = Substring(text)
        var port: Int?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Self.port(rest.dropFirst()) else { return nil }
                port = number
            }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            guard let number = Self.port(host[host.index(after: colon)...]) else { return nil }
            port = number
            host = host[..<colon]
        }
        let allowed = host.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "_"): true
            default: false
            }
        }
        let normalized = Self.normalizedHost(host)
        guard !normalized.isEmpty, allowed else { return nil }
        self.host = normalized
        self.port = port
    }

    /// How a host is compared: lowercased, without the brackets of an IPv6 address or a
    /// trailing dot.
    static func normalizedHost(_ host: some StringProtocol) -> String {
        var host = Substring(host)
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        if host.hasSuffix(".") { host = host.dropLast() }
        return host.lowercased()
    }

    /// The scheme and authority of an `Origin` header (`https://example.org`,
    /// `http://127.0.0.1:8080`), the port filled in from the scheme when it is not written;
    /// nil for `null`, another scheme or a malformed origin.
    static func origin(_ text: some StringProtocol) -> (scheme: String, authority: Authority)? {
        let lowered = text.lowercased()
        for (scheme, defaultPort) in [("http", 80), ("https", 443)] where lowered.hasPrefix(scheme + "://") {
            guard var authority = Authority(hostHeader: lowered.dropFirst(scheme.count + 3)) else { return nil }
            authority.port = authority.port ?? defaultPort
            return (scheme, authority)
        }
        return nil
    }

    /// Whether `origin` names the scheme's host and port that the `Host` header `host` names
    /// (a `Host` without a port has the scheme's).
    static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let (scheme, originAuthority) = Self.origin(origin), let host, var hostAuthority = Authority(hostHeader: host) else { return false }
        hostAuthority.port = hostAuthority.port ?? (scheme == "https" ? 443 : 80)
        return originAuthority == hostAuthority
    }

    private static func port(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCII), let number = Int(digits), number <= 65_535 else { return nil }
        return number
    }
}
