import Hummingbird
import NIOCore
import ServiceLifecycle
import StackDocument

/// The live-update stream (`text/event-stream`): a `heads` event with every document's head
/// revision at once, then another each time a head changes (a write by this server or by any
/// other process), as the server's one `HeadWatcher` reports it: no stream reads the store
/// itself. A comment line every 5 s keeps idle connections open (and finds clients that went
/// away). The stream ends when the client goes away or the server shuts down.
struct HeadEvents: Sendable {
    let heads: HeadWatcher

    static let keepAlive: Duration = .seconds(5)

    func response() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let heads = self.heads
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            var last: [DocumentHead]?
            var lastWrite = ContinuousClock.now
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            for await current in heads.subscribe() {
                if Task.isShuttingDownGracefully { break }
                if current != last {
                    try await writer.write(ByteBuffer(string: Self.event(current)))
                    last = current
                    lastWrite = .now
                } else if ContinuousClock.now - lastWrite >= Self.keepAlive {
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                    lastWrite = .now
                }
            }
            try await writer.finish(nil)
        })
    }

    /// `event: heads` with `{"documents": [{"name", "revision"}...]}` as its data (one line).
    static func event(_ heads: [DocumentHead]) -> String {
        let documents = JSONValue.array(heads.map { .object([("name", .string($0.name)), ("revision", .number(Double($0.revision)))]) })
        return "event: heads\ndata: \(JSONWriter.string(.object([("documents", documents)]), style: .compact))\n\n"
    }
}

/// A document's name and head revision, as the live-update stream reports them.
struct DocumentHead: Equatable, Sendable {
    var name: String
    var revision: Int
}
