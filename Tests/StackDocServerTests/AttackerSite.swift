import Hummingbird

/// Another site for browser tests of cross-site requests: a server on another loopback port
/// that serves `page` at `/`. Runs `visit` on a thread of its own with the site's address
/// (`http://127.0.0.1:PORT/`) while the site is up, then stops the site and returns what
/// `visit` returned.
func withAttackerSite<Value: Sendable>(
    page: String, _ visit: @escaping @Sendable (_ address: String) throws -> Value
) async throws -> Value {
    let router = Router()
    router.get("/") { _, _ in
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
    let (ports, announce) = AsyncStream<Int>.makeStream()
    let site = Application(
        router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in announce.yield(channel.localAddress?.port ?? 0) })
    return try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask {
            try await site.runService(gracefulShutdownSignals: [])
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        let port = await iterator.next() ?? 0
        let result = try await onThread { try visit("http://127.0.0.1:\(port)/") }
        group.cancelAll()
        return result
    }
}
