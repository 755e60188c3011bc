import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connections, each watched (`ConnectionWatch`) for the server's
/// timeouts and counted against its connection limit (`ConnectionRegistry`) from its first
/// byte, so before any request is read or authenticated.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let responder: HTTPChannelHandler.Responder
    let registry: ConnectionRegistry
    let timeouts: ConnectionTimeouts

    /// The server builder for `Application`: connections at most `limit`, with `timeouts`.
    static func builder(limit: Int, timeouts: ConnectionTimeouts) -> HTTPServerBuilder {
        let registry = ConnectionRegistry(limit: limit)
        return HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, registry: registry, timeouts: timeouts) }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let watch = ConnectionWatch(channel: channel, registry: registry, timeouts: timeouts)
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionBytesHandler(watch: watch), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let bound = NIOLoopBound(watch, eventLoop: channel.eventLoop)
        return http1(partsHandler: bound).setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
    }

    /// Hummingbird's HTTP/1 channel with the parts handler of `watch` after HTTP is parsed.
    private func http1(partsHandler watch: NIOLoopBound<ConnectionWatch>) -> HTTP1Channel {
        HTTP1Channel(responder: responder, configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [ConnectionPartsHandler(watch: watch.value)]))
    }
}
