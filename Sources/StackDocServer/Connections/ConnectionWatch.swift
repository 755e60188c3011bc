import NIOCore
import StackDocument

/// One connection's progress through its requests, and the deadline of the part it is in: a
/// request's head must arrive within the header timeout of its first byte, its body within
/// the body timeout of its head, and a connection with no request on it is closed after the
/// idle timeout. An answer the client reads has no deadline (the live-update stream lasts as
/// long as the page is open), but one other than the stream that the client stops reading,
/// so that the connection stays unwritable for the body timeout, is cut off by closing the
/// connection. A late head or body is answered 408 before the connection is closed.
///
/// Lives on the connection's event loop: its handlers (`ConnectionBytesHandler`, which sees
/// the bytes before they are parsed, and `ConnectionPartsHandler`, which sees heads, bodies
/// and answers) report to it there.
final class ConnectionWatch {
    private let channel: any Channel
    private let registry: ConnectionRegistry
    private let timeouts: ConnectionTimeouts
    /// The byte-level handler's context: where the 408 is written and the connection closed.
    private var context: ChannelHandlerContext?
    /// When the first byte of a request whose head has not yet arrived came.
    private var headSince: NIODeadline?
    /// When the head of a request whose body has not yet all arrived came.
    private var bodySince: NIODeadline?
    /// When the last answer ended (or the connection opened).
    private var idleSince = NIODeadline.now()
    /// Requests whose head has arrived and whose answer has not ended.
    private var unanswered = 0
    /// An answer's head has been written and its end not yet.
    private var answering = false
    /// The answer being written is the live-update stream.
    private var streaming = false
    /// When the connection stopped taking more bytes (the client reads no more), while it has not.
    private var unwritableSince: NIODeadline?
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?
    private var reported = ConnectionRegistry.Activity.idle

    init(channel: any Channel, registry: ConnectionRegistry, timeouts: ConnectionTimeouts) {
        self.channel = channel
        self.registry = registry
        self.timeouts = timeouts
    }

    /// The connection is open: counted in the registry, or refused with 503 when every other
    /// connection is busy answering.
    func start(_ context: ChannelHandlerContext) {
        guard self.context == nil else { return }
        self.context = context
        guard registry.admit(channel) else {
            reject(context, status: "503 Service Unavailable", message: "the server is answering \(registry.limit) connections, its most; try again shortly", retryAfter: 1)
            return
        }
        idleSince = .now()
        schedule()
    }

    /// The connection has closed.
    func stop() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
        context = nil
        registry.remove(channel)
    }

    /// Bytes arrived, before they are parsed.
    func bytesArrived() {
        guard unanswered == 0, bodySince == nil, headSince == nil else { return }
        headSince = .now()
        changed()
    }

    /// A request's head has been parsed.
    func headArrived() {
        headSince = nil
        bodySince = .now()
        unanswered += 1
        changed()
    }

    /// A request's body has ended.
    func endArrived() {
        bodySince = nil
        changed()
    }

    /// An answer's head is written; `stream` when it is an event stream.
    func answerStarted(stream: Bool) {
        answering = true
        streaming = stream
        changed()
    }

    /// An answer's end is written.
    func answerEnded() {
        answering = false
        streaming = false
        unanswered = max(0, unanswered - 1)
        if unanswered == 0 { idleSince = .now() }
        changed()
    }

    /// The connection stopped, or started again, taking more bytes to send.
    func writabilityChanged(writable: Bool) {
        unwritableSince = writable ? nil : unwritableSince ?? .now()
        changed()
    }

    private enum Phase {
        case idle(since: NIODeadline)
        case head(since: NIODeadline)
        case body(since: NIODeadline)
        case answering
    }

    private var phase: Phase {
        if let bodySince { return .body(since: bodySince) }
        if unanswered > 0 { return .answering }
        if let headSince { return .head(since: headSince) }
        return .idle(since: idleSince)
    }

    private var deadline: NIODeadline? {
        switch phase {
        case .idle(let since): since + timeouts.idle
        case .head(let since): since + timeouts.header
        case .body(let since): since + timeouts.body
        case .answering: streaming ? nil : unwritableSince.map { $0 + timeouts.body }
        }
    }

    private var activity: ConnectionRegistry.Activity {
        switch phase {
        case .idle: .idle
        case .head, .body: .readingRequest
        case .answering: streaming ? .streaming : .answering
        }
    }

    private func changed() {
        let activity = self.activity
        if activity != reported {
            reported = activity
            registry.update(channel, to: activity)
        }
        schedule()
    }

    /// Sets the timer for the current deadline, unless one already runs that fires no later
    /// (it checks again then).
    private func schedule() {
        guard let context, let deadline else { return }
        if let timerDeadline, timerDeadline <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in self.expire() }
    }

    private func expire() {
        timer = nil
        timerDeadline = nil
        guard let context, let deadline else { return }
        guard deadline <= .now() else { return schedule() }
        switch phase {
        case .idle:
            context.close(promise: nil)
        case .head:
            reject(context, status: "408 Request Timeout", message: "the request's head did not arrive within \(Self.seconds(timeouts.header))")
        case .body:
            if answering {
                context.close(promise: nil)
            } else {
                reject(context, status: "408 Request Timeout", message: "the request's body did not arrive within \(Self.seconds(timeouts.body))")
            }
        case .answering:
            // An answer the client has not read for the body timeout.
            context.close(promise: nil)
        }
    }

    /// Writes a whole answer, below HTTP's own encoder, and closes the connection.
    private func reject(_ context: ChannelHandlerContext, status: String, message: String, retryAfter: Int? = nil) {
        let body = JSONWriter.string(.object([("error", .string(message))])) + "\n"
        var head = "HTTP/1.1 \(status)\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
        if let retryAfter { head += "Retry-After: \(retryAfter)\r\n" }
        context.writeAndFlush(NIOAny(ByteBuffer(string: head + "\r\n" + body)), promise: nil)
        context.close(promise: nil)
    }

    private static func seconds(_ amount: TimeAmount) -> String {
        let milliseconds = amount.nanoseconds / 1_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
