import Synchronization

/// A counting semaphore for async code: at most `count` holders at once; the others wait,
/// suspended (no thread blocks), and are let in first come, first served.
final class Permits: Sendable {
    private let state: Mutex<(available: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(_ count: Int) {
        state = Mutex((count, []))
    }

    /// Runs `body` holding a permit.
    func withPermit<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        await withCheckedContinuation { continuation in
            let admitted = state.withLock { state in
                if state.available > 0 {
                    state.available -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if admitted { continuation.resume() }
        }
    }

    private func release() {
        let next = state.withLock { state in
            if state.waiting.isEmpty {
                state.available += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
