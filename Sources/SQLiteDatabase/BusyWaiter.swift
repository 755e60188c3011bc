#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for another connection to release a lock, for at most `timeout` of real time per lock
/// request, polling with short randomized pauses.
///
/// Installed as the connection's SQLite busy handler, it replaces `sqlite3_busy_timeout`, whose
/// pauses grow to 100 ms and which counts its nominal sleeps rather than the time that passed.
/// Commits in WAL mode with `synchronous=NORMAL` take tens of microseconds, so under contention
/// a waiter that sleeps 100 ms misses thousands of chances to take the lock, and the writers
/// that keep polling starve it. Here pauses double from 50 µs up to 2 ms, each drawn at random
/// from its upper half so that waiters do not retry in lockstep, and the deadline is measured
/// on a monotonic clock.
///
/// SQLite does not call a busy handler for every SQLITE_BUSY (not, for example, when a read
/// transaction must become a write transaction, as in a journal-mode switch), so the connection
/// also retries its open-time steps through `retryWhileBusy(_:)`.
///
/// Used only by the connection that owns it, on that connection's thread.
final class BusyWaiter {
    let timeout: Duration
    private var waitStarted = ContinuousClock.now

    private static let firstPause = Duration.microseconds(50)
    private static let longestPause = Duration.milliseconds(2)

    init(timeout: Duration) {
        self.timeout = timeout
    }

    /// Pauses before the next attempt and returns true, or returns false once the timeout has
    /// passed. `failedAttempts` counts the attempts already made for this lock request, from 0.
    func pauseBeforeRetry(failedAttempts: Int) -> Bool {
        let now = ContinuousClock.now
        if failedAttempts == 0 { waitStarted = now }
        let remaining = timeout - (now - waitStarted)
        guard remaining > .zero else { return false }
        let doublings = min(failedAttempts, 10)
        let ceiling = min(Self.firstPause * (1 << doublings), Self.longestPause)
        let pause = ceiling / 2 + ceiling / 2 * Double.random(in: 0...1)
        Self.sleep(min(pause, remaining))
        return true
    }

    /// Runs `operation`, retrying it while it fails with SQLITE_BUSY and the timeout allows.
    /// For steps that SQLite fails with SQLITE_BUSY without consulting its busy handler.
    func retryWhileBusy<T>(_ operation: () throws -> T) throws -> T {
        var failedAttempts = 0
        while true {
            do {
                return try operation()
            } catch let error as SQLiteError where error.primaryCode == .busy {
                guard pauseBeforeRetry(failedAttempts: failedAttempts) else { throw error }
                failedAttempts += 1
            }
        }
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR {
            request = remaining
        }
    }
}
