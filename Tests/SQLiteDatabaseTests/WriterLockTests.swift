import Foundation
import Synchronization
import Testing
@testable import SQLiteDatabase

/// The writer lock: writers wait for each other as long as a write takes, not just the busy
/// timeout; the busy timeout still bounds waits for connections that do not take it.
@Suite("Writer lock", .serialized)
struct WriterLockTests {
    static let shortTimeout = Duration.milliseconds(50)
    /// How long the long write holds the locks, in seconds: a dozen busy timeouts.
    static let longWrite: TimeInterval = 0.6

    /// A database with table `t`, written by a connection with `writerLock`.
    func database(in directory: TemporaryDirectory) throws -> String {
        let path = directory.file("db.sqlite")
        try Connection(path: path).execute("CREATE TABLE t(x)")
        return path
    }

    /// Runs a write that holds the locks for `longWrite` on one thread, and, once it holds
    /// them, a short write on another; returns how long the short write waited, or its error.
    func contend(path: String, writerLock: Bool) -> Result<Duration, any Error> {
        let options = OpenOptions(mode: .mustExist, busyTimeout: Self.shortTimeout, writerLock: writerLock)
        let holding = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Duration, any Error>?>(nil)
        let errors = onThreads(2) { index in
            let connection = try Connection(path: path, options: options)
            if index == 0 {
                try connection.write {
                    try connection.execute("INSERT INTO t VALUES (1)")
                    holding.signal()
                    Thread.sleep(forTimeInterval: Self.longWrite)
                }
            } else {
                holding.wait()
                let started = ContinuousClock.now
                let result = Result { try connection.write { try connection.execute("INSERT INTO t VALUES (2)") } }
                outcome.withLock { $0 = result.map { ContinuousClock.now - started } }
            }
        }
        precondition(errors.isEmpty, "the long write failed: \(errors)")
        return outcome.withLock { $0! }
    }

    @Test("A writer waits for another writer's write longer than its busy timeout, and loses nothing")
    func waitsBeyondTheBusyTimeout() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let waited = try contend(path: path, writerLock: true).get()
        #expect(waited > .milliseconds(300), "it waited for the long write (\(waited))")
        #expect(try Connection(path: path).query("SELECT x FROM t ORDER BY x") { try $0.get(0, as: Int.self) } == [1, 2])
        #expect(try directory.entries() == ["db.sqlite", "db.sqlite-lock"])
    }

    @Test("Without the writer lock, the same wait fails after the busy timeout")
    func busyTimeoutWithoutTheLock() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let outcome = contend(path: path, writerLock: false)
        #expect(throws: SQLiteError.self) { try outcome.get() }
        if case .failure(let error as SQLiteError) = outcome { #expect(error.primaryCode == .busy) }
    }

    @Test("A write that fails releases the lock", .timeLimit(.minutes(5)))
    func failedWriteReleases() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let options = OpenOptions(mode: .mustExist, busyTimeout: Self.shortTimeout, writerLock: true)
        let first = try Connection(path: path, options: options)
        let second = try Connection(path: path, options: options)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try first.write { throw Refused() } }
        try second.write { try second.execute("INSERT INTO t VALUES (1)") }
        try first.write { try first.execute("INSERT INTO t VALUES (2)") }
        #expect(try first.queryFirst("SELECT count(*) FROM t") { try $0.get(0, as: Int.self) } == 2)
    }

    @Test("A nested write fails without releasing the outer write's lock", .timeLimit(.minutes(5)))
    func nestedWriteKeepsTheLock() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let options = OpenOptions(mode: .mustExist, busyTimeout: Self.shortTimeout, writerLock: true)
        let connection = try Connection(path: path, options: options)
        try connection.write {
            #expect(throws: SQLiteError.self) { try connection.write {} }
            // Another open file description, whose flock conflicts with the outer write's.
            let descriptor = open(path + "-lock", O_RDONLY)
            defer { close(descriptor) }
            #expect(flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK, "the outer write still holds the lock")
        }
    }

    @Test("Readers are not blocked by a writer that holds the lock")
    func readersAreNotBlocked() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let writer = try Connection(path: path, options: OpenOptions(mode: .mustExist, writerLock: true))
        try writer.write {
            try writer.execute("INSERT INTO t VALUES (1)")
            for mode in [OpenMode.mustExist, .readOnly] {
                let reader = try Connection(path: path, options: OpenOptions(mode: mode, busyTimeout: .zero, writerLock: true))
                #expect(try reader.read { try reader.queryFirst("SELECT count(*) FROM t") { try $0.get(0, as: Int.self) } } == 0)
            }
        }
    }
}
