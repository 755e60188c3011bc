import NIOCore

/// How long a connection may take over each part of a request, and stay idle between them.
struct ConnectionTimeouts: Sendable {
    /// From a request's first byte to the end of its head.
    var header: TimeAmount
    /// From a request's head to the end of its body.
    var body: TimeAmount
    /// With no request on the connection.
    var idle: TimeAmount

    init(_ configuration: ServerConfiguration) {
        header = TimeAmount(configuration.headerTimeout)
        body = TimeAmount(configuration.bodyTimeout)
        idle = TimeAmount(configuration.idleTimeout)
    }
}
