import Dispatch
import Hummingbird
import Logging
import NIOCore

/// `stackdoc serve`: the HTTP API (`APIRoutes`) and the history viewer page, over one store.
///
/// Store work runs on worker threads with pooled connections (`StorePool`), never on the
/// event loop, and at most a few layouts at once (`ServerConfiguration.layoutLimit`), the memory
/// they freed given back when the last ends (`FreedMemory`). Every
/// connection is watched from its first byte for the timeouts and counted against the
/// connection limit (`GuardedHTTP1Channel`). A request is answered only under the server's
/// own names (`HostCheckMiddleware`), with its token (or a browser session logged in with it,
/// `LoginRoutes`) when there is one, and a write only from
/// the server's own pages, as JSON (`CrossSiteWriteMiddleware`). Every answer carries headers
/// that keep the page's scripts its own (`SecurityHeadersMiddleware`); any error is answered
/// as JSON (`ErrorMiddleware`), `HEAD` as `GET` without the body, and nothing outside the API
/// and the page is served. Every request is logged as it arrives (Hummingbird's
/// `LogRequestsMiddleware`: method and address) and when it is answered (`AnswerLogMiddleware`:
/// status and duration), never with its headers.
public struct StackDocServer: Sendable {
    /// How the server listens and what it asks of requests.
    public let configuration: ServerConfiguration
    /// The store's connections.
    public let pool: StorePool
    /// The documents' heads, followed for every live-update stream at once: one watcher of
    /// the store's commits, on a connection of its own, however many clients listen.
    let heads: HeadWatcher
    /// The browser sessions logged in with the token (`LoginRoutes`).
    let sessions = LoginSessions()
    /// How many wrong tokens the login hears (`LoginThrottle`).
    var loginThrottle = LoginThrottle()
    /// Where the server logs, requests included; nil: Hummingbird's logger, labelled with the
    /// server's name, at the level of `$LOG_LEVEL` (info when unset).
    public let logger: Logger?

    /// A server for `pool`'s store; `configuration` is checked when the server runs.
    public init(configuration: ServerConfiguration, pool: StorePool, logger: Logger? = nil) {
        self.configuration = configuration
        self.pool = pool
        self.logger = logger
        heads = HeadWatcher(fallbackInterval: configuration.headPollInterval, open: pool.openDedicatedReader)
    }

    /// The router: the page's addresses and every API route, behind the middlewares.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router<BasicRequestContext>(options: .autoGenerateHeadEndpoints)
        router.add(middleware: AnswerLogMiddleware(level: .info))
        router.add(middleware: LogRequestsMiddleware(.info, includeHeaders: .none))
        router.add(middleware: HeadMiddleware())
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: HostCheckMiddleware(allowList: HostAllowList(boundHost: configuration.host, allowedHosts: configuration.allowedHosts)))
        if let token = configuration.token { router.add(middleware: TokenMiddleware(token: token, sessions: sessions)) }
        router.add(middleware: CrossSiteWriteMiddleware())
        PageRoutes.add(to: router, login: configuration.token != nil)
        LoginRoutes.add(to: router, token: configuration.token, sessions: sessions, throttle: loginThrottle)
        let (pool, limit, heads) = (pool, configuration.maxBodySize, heads)
        let layouts = Permits(configuration.layoutLimit.running, waitingLimit: configuration.layoutLimit.waiting) {
            DispatchQueue.global(qos: .utility).async { FreedMemory.release() }
        }
        for route in APIRoutes.all {
            router.on(RouterPath(route.routerPath), method: route.method) { request, context -> Response in
                var request = request
                let body = route.method == .post ? Array(buffer: try await Self.body(of: &request, limit: limit)) : []
                var parameters: [String: String] = [:]
                for name in route.pathParameters {
                    let raw = context.parameters.get(name) ?? ""
                    guard let decoded = percentDecoded(raw) else {
                        throw APIError(status: .badRequest, message: "\(name) \"\(raw)\": not a valid percent-encoded name")
                    }
                    parameters[name] = decoded
                }
                let query = request.uri.queryParameters.map { (key: String($0.key), value: String($0.value)) }
                let apiRequest = APIRequest(pathParameters: parameters, query: query, body: body, pool: pool, heads: heads)
                guard route.laysOut else { return try await route.handle(apiRequest) }
                return try await layouts.withPermit { try await route.handle(apiRequest) }
            }
        }
        return router
    }

    /// The body, refused with 413 when its declared or actual length passes `limit`.
    private static func body(of request: inout Request, limit: Int) async throws -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError(status: .contentTooLarge, message: "the request body has \(length) bytes; the server takes at most \(limit)")
        }
        do {
            return try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError(status: .contentTooLarge, message: "the request body is larger than \(limit) bytes, the most the server takes")
        }
    }

    /// The application, listening as configured; `onRunning` is told the port it listens on
    /// (the one the system chose, for port 0).
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> some ApplicationProtocol {
        try configuration.validate()
        let connections = OpenFileLimit.connections(wanted: configuration.maxConnections)
        return Application(
            router: makeRouter(),
            server: GuardedHTTP1Channel.builder(limit: connections, timeouts: ConnectionTimeouts(configuration)),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "stackdoc"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Serves until the process is told to stop (SIGINT or SIGTERM).
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await makeApplication(onRunning: onRunning).runService()
    }
}
