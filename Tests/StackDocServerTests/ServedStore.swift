import Dispatch
import DocumentStore
import Foundation
import Hummingbird
import HummingbirdTesting
import StackDocServer
import StackDocTestSupport
import StackDocument
import Testing

/// A store (a file in a temporary folder, or a PostgreSQL database) holding the Dynamic Stack View example as "demo", edited to
/// five revisions with the command line, and the server over it.
struct ServedStore {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let directory: String
    /// The store's file, or its PostgreSQL URL.
    let path: String

    /// The store on `backend`; cancels the test case (reported as skipped, with the reason)
    /// when the backend is not available here.
    init(on backend: StoreBackend = .sqlite) throws {
        directory = TestEnvironment.temporaryDirectory()
        try backend.cancelUnlessAvailable(removing: directory)
        path = try backend.freshLocation(in: directory)
        try stackdoc(["import", Self.packageRoot + "/Examples/dynamic-stack-view.json", "--name", "demo"])
        for (index, view) in ["note1", "note2"].enumerated() {
            try stackdoc(["insert", "demo", "stack", "--at", String(index), "--new", view, "--kind", "label", "--width", "80", "--height", "20"])
        }
        try stackdoc(["hide", "demo", "note1"])
        try stackdoc(["set", "demo", "stack", "spacing", "12"])
    }

    /// Runs `stackdoc` on this store; throws when it fails.
    @discardableResult
    func stackdoc(_ arguments: [String], stdin: String? = nil) throws -> String {
        let result = try runStackdoc(arguments + ["--db", path], stdin: stdin)
        guard result.status == 0 else { throw ServedStoreError.commandFailed(arguments, result.stderr) }
        return result.stdout
    }

    /// A server over the store, as `stackdoc serve` makes it.
    func server(token: String? = nil, maxBodySize: Int = 1 << 20) -> StackDocServer {
        let path = self.path
        return StackDocServer(
            configuration: ServerConfiguration(port: 0, token: token, maxBodySize: maxBodySize, headPollInterval: .milliseconds(50)),
            pool: StorePool(
                openReader: { try DocumentStoreReader(path: path) },
                openWriter: { try DocumentStore(path: path, access: .readWrite) }))
    }

    /// Runs `test` against the server's router, with no network.
    func withClient<Value: Sendable>(
        token: String? = nil, maxBodySize: Int = 1 << 20, _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let app = Application(router: server(token: token, maxBodySize: maxBodySize).makeRouter())
        return try await app.test(.router) { client in try await test(client) }
    }

    /// The store's file (SQLite), to check that a refused request left it as it was.
    func bytes() -> [UInt8] {
        TestEnvironment.contents(of: path) ?? []
    }

    func remove() {
        TestEnvironment.removeDirectory(directory)
    }
}

enum ServedStoreError: Error {
    case commandFailed([String], String)
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body parsed as JSON.
    func json() throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }
}

extension JSONValue {
    /// The value of `key` in an object; nil for another key or another kind of value.
    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }
}

extension ServedStore {
    /// Runs the server with `configuration` (its port replaced by one the system chooses) over
    /// real sockets on 127.0.0.1, and `test` with its port on a thread of its own (tests talk
    /// to it with blocking `RawConnection`s); the server stops when `test` returns.
    func withLiveServer<Value: Sendable>(
        _ configuration: ServerConfiguration = ServerConfiguration(), _ test: @escaping @Sendable (Int) throws -> Value
    ) async throws -> Value {
        try await withLiveServer(configuration) { _, port in try test(port) }
    }

    /// As `withLiveServer(_:_:)`, `test` given the server as well as its port.
    func withLiveServer<Value: Sendable>(
        _ configuration: ServerConfiguration = ServerConfiguration(), _ test: @escaping @Sendable (StackDocServer, Int) throws -> Value
    ) async throws -> Value {
        var configuration = configuration
        configuration.port = 0
        let path = self.path
        let server = StackDocServer(
            configuration: configuration,
            pool: StorePool(
                openReader: { try DocumentStoreReader(path: path) },
                openWriter: { try DocumentStore(path: path, access: .readWrite) }))
        let (ports, announce) = AsyncStream<Int>.makeStream()
        let application = try server.makeApplication { port in announce.yield(port) }
        return try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask {
                try await application.runService(gracefulShutdownSignals: [])
                return nil
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw ServedStoreError.commandFailed(["serve"], "the server did not start") }
            let outcome: Swift.Result<Value, any Error>
            do { outcome = .success(try await onThread { try test(server, port) }) } catch { outcome = .failure(error) }
            group.cancelAll()
            return try outcome.get()
        }
    }
}

/// Runs blocking work (sockets, pipes) on a thread of its own, off Swift's concurrency threads.
func onThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
