import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// First in a connection's pipeline, before HTTP is parsed: tells its `ConnectionWatch` when
/// the connection opens and closes, when bytes arrive, and when it stops or starts again
/// taking bytes to send.
final class ConnectionBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let watch: ConnectionWatch

    init(watch: ConnectionWatch) {
        self.watch = watch
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { watch.start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        watch.start(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        watch.bytesArrived()
        context.fireChannelRead(data)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        watch.writabilityChanged(writable: context.channel.isWritable)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        watch.stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        watch.stop()
    }
}

/// After HTTP is parsed: tells the connection's `ConnectionWatch` when a request's head and
/// end arrive and when an answer starts and ends.
final class ConnectionPartsHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let watch: ConnectionWatch

    init(watch: ConnectionWatch) {
        self.watch = watch
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: watch.headArrived()
        case .body: break
        case .end: watch.endArrived()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.kind != .informational:
            watch.answerStarted(stream: head.headerFields[.contentType]?.hasPrefix("text/event-stream") == true)
        case .end: watch.answerEnded()
        default: break
        }
        context.write(data, promise: promise)
    }
}

@available(*, unavailable)
extension ConnectionBytesHandler: Sendable {}

@available(*, unavailable)
extension ConnectionPartsHandler: Sendable {}
