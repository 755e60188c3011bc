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
    /// How often the live-update stream reads the store's head revisions.
    public var headPollInterval: Duration

    /// A configuration: loopback on port 8080, no token, bodies of at most 1 MiB, heads read
    /// every 250 ms.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, maxBodySize: Int = 1 << 20,
        headPollInterval: Duration = .milliseconds(250)
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.maxBodySize = maxBodySize
        self.headPollInterval = headPollInterval
    }

    /// Whether `host` names this machine only: `localhost`, 127.0.0.0/8 or `::1`.
    public var bindsLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// Refuses a configuration that would open the store to the network without a token, or
    /// that has an empty token.
    public func validate() throws(ServerConfigurationError) {
        if let token, token.isEmpty { throw .emptyToken }
        if !bindsLoopback && token == nil { throw .tokenRequired(host: host) }
        guard (0...65_535).contains(port) else { throw .portOutOfRange(port) }
        guard maxBodySize > 0 else { throw .bodyLimitNotPositive(maxBodySize) }
    }
}

/// Why a `ServerConfiguration` was refused.
public enum ServerConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A host other than loopback, with no token.
    case tokenRequired(host: String)
    /// `--token ""`.
    case emptyToken
    /// A port outside 0...65535.
    case portOutOfRange(Int)
    /// A body limit of 0 or less.
    case bodyLimitNotPositive(Int)

    /// One line for people, naming the flag.
    public var description: String {
        switch self {
        case .tokenRequired(let host):
            "--host \(host) is not a loopback address: give --token TOKEN, which every request must then send as 'Authorization: Bearer TOKEN'"
        case .emptyToken: "--token: the token is empty"
        case .portOutOfRange(let port): "--port \(port): give a port from 0 to 65535"
        case .bodyLimitNotPositive(let size): "--max-body \(size): give a size of at least 1 byte"
        }
    }
}
