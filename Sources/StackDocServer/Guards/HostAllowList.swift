import NIOCore

/// The names a request may give as its `Host`: the address the server is bound to,
/// `localhost` and the names given with `--allowed-host`. Any other name is refused, so that
/// a page whose own name an attacker points at this machine (DNS rebinding) reaches nothing.
/// A server bound to every address (`0.0.0.0`, `::`) also answers to any address written as
/// numbers, since rebinding needs a name.
struct HostAllowList: Sendable {
    /// The names, lowercased, without brackets or a trailing dot.
    let names: Set<String>
    /// Whether any IP address is taken as a host.
    let anyAddress: Bool

    init(boundHost: String, allowedHosts: [String]) {
        let bound = Authority.normalizedHost(boundHost)
        var names: Set<String> = ["localhost", bound]
        if bound == "localhost" { names.formUnion(["127.0.0.1", "::1"]) }
        names.formUnion(allowedHosts.map(Authority.normalizedHost))
        self.names = names
        anyAddress = bound == "0.0.0.0" || bound == "::"
    }

    /// Whether a request with this `Host` is answered.
    func allows(_ authority: Authority) -> Bool {
        names.contains(authority.host) || (anyAddress && Self.isAddress(authority.host))
    }

    /// Whether `host` is an IPv4 or IPv6 address written as numbers.
    static func isAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }
}
