import PostgreSQLDatabase

#if canImport(Glibc)
import Glibc
#endif

/// Tells when anyone commits to a store, on a connection of its own: for a server that
/// follows the store's documents without reading them over and over.
///
/// On SQLite it reads `PRAGMA data_version` every `checkInterval` (a look at the shared
/// memory of the write-ahead log, no read of the file), which moves with every commit of
/// another connection. On PostgreSQL it listens (`LISTEN`) on the channel every write
/// transaction notifies as it commits (`StoreCommitWatch.channel`) and sleeps until told; where
/// the server cannot listen (a hot standby, which is told nothing of the primary's
/// commits) it says "maybe" every `fallbackInterval`, so that its owner reads the store again.
///
/// Not Sendable: one thread at a time waits on a watch (it owns its store's connection).
public final class StoreCommitWatch {
    /// The PostgreSQL channel that write transactions notify when they commit.
    package static let channel = "stackdoc_commits"

    /// The connection the watch uses, and reads through.
    public let store: DocumentStoreReader
    private let checkInterval: Duration
    private let fallbackInterval: Duration
    private var started = false
    /// SQLite: the data version last seen.
    private var lastVersion: Int64?
    /// PostgreSQL: listening (false where the server cannot listen: checked every interval).
    private var listening = false

    /// A watch of `store`, which it then owns: a connection opened for it alone.
    public init(store: DocumentStoreReader, checkInterval: Duration = .milliseconds(25), fallbackInterval: Duration = .milliseconds(250)) {
        self.store = store
        self.checkInterval = checkInterval
        self.fallbackInterval = fallbackInterval
    }

    /// Whether changes are told by the database (SQLite's data version, PostgreSQL's
    /// notifications) rather than assumed every interval (a PostgreSQL standby).
    public var isTold: Bool { store.connection.dialect == .sqlite || listening }

    /// Waits at most `timeout` for a commit; true when one happened since the last call (or
    /// may have: the first call, and every interval where the database tells nothing). Read
    /// the store after a true answer: whatever was committed before it returned is seen.
    /// Throws when the connection fails; open a new store and watch then.
    public func waitForCommit(timeout: Duration) throws -> Bool {
        if !started {
            started = true
            try start()
            return true
        }
        if let postgreSQL = store.connection as? PostgreSQLStoreConnection {
            guard listening else {
                sleep(for: min(timeout, fallbackInterval))
                return true
            }
            return try postgreSQL.connection.waitForNotification(timeoutMilliseconds: Int32(Self.milliseconds(timeout))) > 0
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            let version = try dataVersion()
            if version != lastVersion {
                lastVersion = version
                return true
            }
            guard ContinuousClock.now < deadline else { return false }
            sleep(for: min(checkInterval, deadline - ContinuousClock.now))
        }
    }

    /// Records where the watch starts: SQLite's data version, PostgreSQL's `LISTEN`.
    private func start() throws {
        if let postgreSQL = store.connection as? PostgreSQLStoreConnection {
            do {
                try postgreSQL.connection.listen(Self.channel)
                listening = true
            } catch let error as PostgreSQLError where !error.connectionLost {
                listening = false
            }
        } else {
            lastVersion = try dataVersion()
        }
    }

    private func dataVersion() throws -> Int64? {
        try store.connection.queryFirst("PRAGMA data_version") { try $0.get(0, as: Int64.self) }
    }

    private func sleep(for duration: Duration) {
        let milliseconds = Self.milliseconds(duration)
        guard milliseconds > 0 else { return }
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        nanosleep(&request, nil)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(0, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
