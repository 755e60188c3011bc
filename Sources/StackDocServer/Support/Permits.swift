import Synchronization

/// A counting semaphore for async code: at most `count` holders at once; the others wait,
/// suspended (no thread blocks), and are let in first come, first served. When `waitingLimit`
/// are already waiting, a further one is turned away (`PermitsExhausted`) rather than queued.
final class Permits: Sendable {
    private let state: Mutex<(available: Int, waiting: [CheckedContinuation<Bool, Never>])>
    /// How many holders at once.
    let count: Int
    /// How many may wait.
    let waitingLimit: Int
    /// Called once each time the last holder gives its permit back with no one waiting, after
    /// the lock is let go: one call however many holders finish together.
    private let onIdle: (@Sendable () -> Void)?

    init(_ count: Int, waitingLimit: Int = .max, onIdle: (@Sendable () -> Void)? = nil) {
        self.count = count
        self.waitingLimit = waitingLimit
        self.onIdle = onIdle
        state = Mutex((count, []))
    }

    /// Runs `body` holding a permit; throws `PermitsExhausted` without running it when every
    /// permit is held and `waitingLimit` others wait already.
    func withPermit<Result>(_ body: () async throws -> Result) async throws -> Result {
        guard await acquire() else { throw PermitsExhausted(running: count, waiting: waitingLimit) }
        defer { release() }
        return try await body()
    }

    /// True once a permit is held; false at once when too many wait.
    private func acquire() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let admitted = state.withLock { state -> Bool? in
                if state.available > 0 {
                    state.available -= 1
                    return true
                }
                guard state.waiting.count < waitingLimit else { return false }
                state.waiting.append(continuation)
                return nil
            }
            if let admitted { continuation.resume(returning: admitted) }
        }
    }

    private func release() {
        let (next, idle) = state.withLock { state -> (CheckedContinuation<Bool, Never>?, Bool) in
            if state.waiting.isEmpty {
                state.available += 1
                return (nil, state.available == count)
            }
            return (state.waiting.removeFirst(), false)
        }
        next?.resume(returning: true)
        if idle { onIdle?() }
    }
}

/// Every permit is held and as many requests as may wait are waiting.
struct PermitsExhausted: Error, Sendable {
    var running: Int
    var waiting: Int
}
