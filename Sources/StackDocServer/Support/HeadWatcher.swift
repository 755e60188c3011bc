import Dispatch
import DocumentStore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The documents' heads, followed for every live-update stream of a server at once: one
/// thread with one connection of its own (`StoreCommitWatch`) waits for commits, by this
/// server or any other process, reads the heads once per commit and hands them to every
/// subscriber, however many there are. It runs while anyone subscribes and stops within a
/// second of the last one leaving; it reopens its connection if the store goes away.
final class HeadWatcher: Sendable {
    /// Opens the watcher's own connection.
    private let open: @Sendable () throws -> DocumentStoreReader
    /// How often a watch that is told nothing (a PostgreSQL standby) reads the heads.
    private let fallbackInterval: Duration
    private let state = Mutex(State())

    private struct State {
        var subscribers: [Int: AsyncStream<[DocumentHead]>.Continuation] = [:]
        var nextID = 0
        var running = false
        var heads: [DocumentHead]?
        var starts = 0
    }

    /// How long a wait lasts before the subscribers hear the (unchanged) heads again, which
    /// lets their streams send keep-alives and the thread notice it has no subscribers left.
    static let tick: Duration = .seconds(1)

    init(fallbackInterval: Duration, open: @escaping @Sendable () throws -> DocumentStoreReader) {
        self.open = open
        self.fallbackInterval = fallbackInterval
    }

    /// How many times the watching thread has started: once for any number of subscribers
    /// that overlap.
    var starts: Int { state.withLock { $0.starts } }

    /// The heads now, then again after every commit and at least every `tick`; the stream
    /// ends its subscription when its reader stops iterating (or is cancelled).
    func subscribe() -> AsyncStream<[DocumentHead]> {
        let (stream, continuation) = AsyncStream<[DocumentHead]>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let (id, start) = state.withLock { state -> (Int, Bool) in
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            if let heads = state.heads, state.running { continuation.yield(heads) }
            let start = !state.running
            if start {
                state.running = true
                state.starts += 1
            }
            return (id, start)
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        if start {
            DispatchQueue(label: "stackdoc.head-watcher").async { self.watch() }
        }
        return stream
    }

    /// The thread's loop: wait, read, tell; until no one listens.
    private func watch() {
        var watch: StoreCommitWatch?
        while true {
            let stop = state.withLock { state -> Bool in
                guard state.subscribers.isEmpty else { return false }
                state.running = false
                state.heads = nil
                return true
            }
            if stop { return }
            do {
                let current = try watch ?? StoreCommitWatch(store: open(), fallbackInterval: fallbackInterval)
                watch = current
                if try current.waitForCommit(timeout: Self.tick) {
                    let heads = try current.store.documents().map { DocumentHead(name: $0.name, revision: $0.revision) }
                    state.withLock { $0.heads = heads }
                }
            } catch {
                // The store went away (a restarted PostgreSQL server): open it again shortly.
                watch = nil
                Self.sleep(for: fallbackInterval)
            }
            let (heads, subscribers) = state.withLock { ($0.heads, Array($0.subscribers.values)) }
            if let heads {
                for subscriber in subscribers { subscriber.yield(heads) }
            }
        }
    }

    private static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        nanosleep(&request, nil)
    }
}
