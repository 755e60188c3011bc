import Dispatch
import DocumentStore
import Synchronization

/// Connections to the store, handed to one request at a time and run off the event loop.
///
/// A `DocumentStore` is one connection, used from one thread at a time: the pool gives each
/// piece of work a connection of its own, on a Dispatch worker thread, and takes it back
/// afterwards. Readers and writers are pooled apart; writes from several connections (and
/// processes) take turns through the store's writer lock, as the command line's do.
public final class StorePool: Sendable {
    /// Opens a connection for reading (what `StoreOptions.open()` does on the command line).
    public typealias Opener = @Sendable () throws -> DocumentStore

    private let openReader: Opener
    private let openWriter: Opener
    /// Idle connections: readers and writers.
    private let idle = Mutex<(readers: [PooledStore], writers: [PooledStore])>(([], []))
    private let readerPermits: Permits
    private let writerPermits: Permits
    /// How many idle connections of each kind are kept: as many as may work at once.
    private let keepIdle: Int

    /// A pool opening readers with `openReader` and writers with `openWriter`, with at most
    /// `readers` reading and `writers` writing at once.
    public init(openReader: @escaping Opener, openWriter: @escaping Opener, readers: Int = 8, writers: Int = 2) {
        self.openReader = openReader
        self.openWriter = openWriter
        readerPermits = Permits(readers)
        writerPermits = Permits(writers)
        keepIdle = max(readers, writers)
    }

    /// A reading connection of the caller's own, outside the pool (for work that holds one
    /// for long, as the live-update watcher does).
    func openDedicatedReader() throws -> DocumentStore {
        try openReader()
    }

    /// Runs `body` with a reading connection on a worker thread.
    public func reading<Result: Sendable>(_ body: @escaping @Sendable (DocumentStore) throws -> Result) async throws -> Result {
        try await readerPermits.withPermit { try await run(writer: false, body) }
    }

    /// Runs `body` with a writing connection on a worker thread.
    public func writing<Result: Sendable>(_ body: @escaping @Sendable (DocumentStore) throws -> Result) async throws -> Result {
        try await writerPermits.withPermit { try await run(writer: true, body) }
    }

    private func run<Result: Sendable>(writer: Bool, _ body: @escaping @Sendable (DocumentStore) throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try self.withConnection(writer: writer, body) })
            }
        }
    }

    /// Runs `body` on this thread with an idle connection of the kind asked for, or a new one.
    private func withConnection<Result>(writer: Bool, _ body: (DocumentStore) throws -> Result) throws -> Result {
        let kept = idle.withLock { writer ? $0.writers.popLast() : $0.readers.popLast() }
        let pooled = try kept ?? PooledStore(writer ? openWriter() : openReader())
        defer {
            idle.withLock { connections in
                if writer {
                    if connections.writers.count < keepIdle { connections.writers.append(pooled) }
                } else if connections.readers.count < keepIdle {
                    connections.readers.append(pooled)
                }
            }
        }
        return try body(pooled.store)
    }
}

/// A connection held by the pool: only one piece of work uses it at a time (the pool takes it
/// out of its idle list for the work's duration), which is what makes it safe to pass between
/// threads.
final class PooledStore: @unchecked Sendable {
    let store: DocumentStore

    init(_ store: DocumentStore) {
        self.store = store
    }
}
