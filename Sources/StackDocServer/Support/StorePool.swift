import Dispatch
import DocumentStore
import Synchronization

/// Connections to the store, handed to one request at a time and run off the event loop.
///
/// A store is one connection, used from one thread at a time: the pool gives each piece of
/// work a connection of its own, on a Dispatch worker thread, and takes it back afterwards.
/// Readers (`DocumentStoreReader`, opened read-only) and writers (`DocumentStore`) are pooled
/// apart, so that work that only reads cannot write; writes from several connections (and
/// processes) take turns through the store's writer lock, as the command line's do. The
/// readers share the documents they read at their revisions (`SharedRevisionDocuments`).
public final class StorePool: Sendable {
    /// Opens a connection for reading (what `StoreOptions.open()` does on the command line).
    public typealias ReaderOpener = @Sendable () throws -> DocumentStoreReader
    /// Opens a connection for writing (what `StoreOptions.openForWriting()` does).
    public typealias WriterOpener = @Sendable () throws -> DocumentStore

    private let openReader: ReaderOpener
    private let openWriter: WriterOpener
    /// Idle connections: readers and writers.
    private let idle = Mutex(IdleConnections())
    private let readerPermits: Permits
    private let writerPermits: Permits
    /// How many idle connections of each kind are kept: as many as may work at once.
    private let keepIdle: Int
    /// The documents at their revisions that the readers have read, shared among them.
    let revisionDocuments = SharedRevisionDocuments()

    /// A pool opening readers with `openReader` and writers with `openWriter`, with at most
    /// `readers` reading and `writers` writing at once.
    public init(openReader: @escaping ReaderOpener, openWriter: @escaping WriterOpener, readers: Int = 8, writers: Int = 2) {
        self.openReader = openReader
        self.openWriter = openWriter
        readerPermits = Permits(readers)
        writerPermits = Permits(writers)
        keepIdle = max(readers, writers)
    }

    /// A reading connection of the caller's own, outside the pool (for work that holds one
    /// for long, as the live-update watcher does).
    func openDedicatedReader() throws -> DocumentStoreReader {
        try openReader()
    }

    /// Runs `body` with a reading connection on a worker thread.
    public func reading<Result: Sendable>(_ body: @escaping @Sendable (DocumentStoreReader) throws -> Result) async throws -> Result {
        try await readerPermits.withPermit { try await run(\.readers, open: { try self.openSharingReader() }, body) }
    }

    /// A new reader of the pool, sharing the documents it reads with the others.
    private func openSharingReader() throws -> DocumentStoreReader {
        let reader = try openReader()
        reader.share(revisionDocuments)
        return reader
    }

    /// Runs `body` with a writing connection on a worker thread.
    public func writing<Result: Sendable>(_ body: @escaping @Sendable (DocumentStore) throws -> Result) async throws -> Result {
        try await writerPermits.withPermit { try await run(\.writers, open: openWriter, body) }
    }

    private func run<Store, Result: Sendable>(
        _ kind: WritableKeyPath<IdleConnections, [PooledStore<Store>]> & Sendable, open: @escaping @Sendable () throws -> Store,
        _ body: @escaping @Sendable (Store) throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try self.withConnection(kind, open: open, body) })
            }
        }
    }

    /// Runs `body` on this thread with an idle connection of the kind asked for, or a new one.
    private func withConnection<Store, Result>(
        _ kind: WritableKeyPath<IdleConnections, [PooledStore<Store>]>, open: () throws -> Store, _ body: (Store) throws -> Result
    ) throws -> Result {
        let kept = idle.withLock { $0[keyPath: kind].popLast() }
        let pooled = try kept ?? PooledStore(open())
        defer {
            idle.withLock { connections in
                if connections[keyPath: kind].count < keepIdle { connections[keyPath: kind].append(pooled) }
            }
        }
        return try body(pooled.store)
    }
}

/// The connections of a pool that no work holds.
struct IdleConnections: Sendable {
    var readers: [PooledStore<DocumentStoreReader>] = []
    var writers: [PooledStore<DocumentStore>] = []
}

/// A connection held by the pool: only one piece of work uses it at a time (the pool takes it
/// out of its idle list for the work's duration), which is what makes it safe to pass between
/// threads.
final class PooledStore<Store>: @unchecked Sendable {
    let store: Store

    init(_ store: Store) {
        self.store = store
    }
}
