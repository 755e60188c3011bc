import DocumentStore

/// How `stackdoc serve` listens and what it asks of each request.
public struct ServerConfiguration: Sendable {
    /// The address to bind: a loopback address unless `token` is set.
    public var host: String
    /// The TCP port; 0 lets the system choose one.
    public var port: Int
    /// When set, every request must carry `Authorization: Bearer <token>`.
    public var token: String?
    /// The largest request body taken, in bytes; a larger one is answered 413.
    public var maxBodySize: Int
    /// How often the live-update watcher reads the heads where the store tells nothing of
    /// commits (PostgreSQL on a hot standby, which cannot `LISTEN`); elsewhere commits are
    /// told as they happen (SQLite's data version, PostgreSQL's `NOTIFY`).
    public var headPollInterval: Duration
    /// Names besides `host` and `localhost` that requests may give as their `Host` (a proxy's
    /// name, the machine's name); any other is refused, so that a page of another site cannot
    /// reach the server by rebinding its own name to this address.
    public var allowedHosts: [String]
    /// The most connections open at once. A new connection beyond it closes another: an idle
    /// one first, then one still sending its request, then one answered with the live-update
    /// stream (which browsers open again by themselves), the one in that state longest; when
    /// every other connection is answering a request, the new one is answered 503.
    public var maxConnections: Int
    /// How long a request's head may take to arrive, from its first byte; then 408 and the
    /// connection is closed.
    public var headerTimeout: Duration
    /// How long a request's body may take to arrive, after its head; then 408 and the
    /// connection is closed.
    public var bodyTimeout: Duration
    /// How long a connection may stay open with no request on it.
    public var idleTimeout: Duration
    /// How many layouts (layouts, pictures, diffs, queries: the work whose memory grows with the
    /// document) run at once, and how many more may wait; beyond that the answer is 503 with
    /// `Retry-After`.
    public var layoutLimit: WorkLimit

    /// A configuration: loopback on port 8080, no token, bodies of at most 1 MiB, heads read
    /// every 250 ms, no other host names, 512 connections, 10 s for a head, 30 s for a body,
    /// 60 s idle, 2 layouts at once and 16 waiting.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, maxBodySize: Int = 1 << 20,
        headPollInterval: Duration = .milliseconds(250), allowedHosts: [String] = [], maxConnections: Int = 512,
        headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(60),
        layoutLimit: WorkLimit = WorkLimit(running: 2, waiting: 16)
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.maxBodySize = maxBodySize
        self.headPollInterval = headPollInterval
        self.allowedHosts = allowedHosts
        self.maxConnections = maxConnections
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.layoutLimit = layoutLimit
    }

    /// Whether `host` names this machine only: `localhost`, 127.0.0.0/8 or `::1`.
    public var bindsLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// Refuses a configuration that would open the store to the network without a token, that
    /// has an empty token, an allowed host that is not a host name or address, or a limit
    /// or timeout that would serve nothing.
    public func validate() throws(ServerConfigurationError) {
        if let token, token.isEmpty { throw .emptyToken }
        if !bindsLoopback && token == nil { throw .tokenRequired(host: host) }
        guard (0...65_535).contains(port) else { throw .portOutOfRange(port) }
        guard maxBodySize > 0 else { throw .bodyLimitNotPositive(maxBodySize) }
        for name in allowedHosts where !HostAllowList.isAddress(Authority.normalizedHost(name)) {
            guard let authority = Authority(hostHeader: name), authority.port == nil else { throw .allowedHostInvalid(name) }
        }
        guard maxConnections > 0 else { throw .limitTooSmall("the connection limit", maxConnections, minimum: 1) }
        guard layoutLimit.running > 0 else { throw .limitTooSmall("the layouts run at once", layoutLimit.running, minimum: 1) }
        guard layoutLimit.waiting >= 0 else { throw .limitTooSmall("the layouts that may wait", layoutLimit.waiting, minimum: 0) }
        for (name, timeout) in [("header", headerTimeout), ("body", bodyTimeout), ("idle", idleTimeout)] where timeout <= .zero {
            throw .timeoutNotPositive(name)
        }
    }
}

/// Why a `ServerConfiguration` was refused.
public enum ServerConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A host other than loopback, with no token.
    case tokenRequired(host: String)
    /// An empty token.
    case emptyToken
    /// A port outside 0...65535.
    case portOutOfRange(Int)
    /// A body limit of 0 or less.
    case bodyLimitNotPositive(Int)
    /// An allowed host that is not a host name or address (or has a port).
    case allowedHostInvalid(String)
    /// A connection or layout limit below its least value (`minimum`), too small to serve anything.
    case limitTooSmall(String, Int, minimum: Int)
    /// A timeout of zero or less.
    case timeoutNotPositive(String)

    /// One line for people, naming the setting (`ServerConfiguration`'s words; a command line
    /// names its own flags instead).
    public var description: String {
        switch self {
        case .tokenRequired(let host):
            "the host \(host) is not a loopback address: a token is required, which every request must then send as 'Authorization: Bearer TOKEN'"
        case .emptyToken: "the token is empty"
        case .portOutOfRange(let port): "the port \(port) is outside 0...65535"
        case .bodyLimitNotPositive(let size): "the body limit of \(size) bytes is less than 1 byte"
        case .allowedHostInvalid(let name): "the allowed host \"\(name)\" is not a host name or an address without a port (layouts.example.org, 192.168.1.5)"
        case .limitTooSmall(let what, let value, let minimum): "\(what) is \(value): it must be at least \(minimum)"
        case .timeoutNotPositive(let name): "the \(name) timeout must be longer than 0"
        }
    }
}
