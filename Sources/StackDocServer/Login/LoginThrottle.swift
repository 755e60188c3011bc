import Synchronization

/// How many wrong tokens a server hears: at most `failuresPerWindow` failed logins in a
/// `window` that begins with the first of them, for the whole server; beyond that every login
/// (right token or not) is refused with 429 until the window ends, so that guessing a token
/// through the login page costs a minute per ten guesses. API clients that send the token as
/// `Authorization: Bearer` are not affected. O(1) per login.
final class LoginThrottle: Sendable {
    /// The failed logins heard in one window: 10 unless told otherwise.
    let failuresPerWindow: Int
    /// The length of a window: a minute unless told otherwise.
    let window: Duration

    init(failuresPerWindow: Int = 10, window: Duration = .seconds(60)) {
        self.failuresPerWindow = failuresPerWindow
        self.window = window
    }

    private struct State {
        /// When the first failure of the current window was heard; nil before any.
        var windowStart: ContinuousClock.Instant?
        var failures: Int
    }

    private let state = Mutex(State(windowStart: nil, failures: 0))

    /// Whole seconds until a login is heard again, or nil when one is heard now.
    func retryAfter(at now: ContinuousClock.Instant = .now) -> Int? {
        state.withLock { state in
            guard let start = state.windowStart, state.failures >= failuresPerWindow, now < start + window else { return nil }
            let end = start + window
            let (seconds, attoseconds) = (end - now).components
            return Int(seconds) + (attoseconds > 0 ? 1 : 0)
        }
    }

    /// Counts a login with a wrong token; a failure after a window ended starts a new one.
    func noteFailure(at now: ContinuousClock.Instant = .now) {
        state.withLock { state in
            if state.windowStart.map({ now >= $0 + window }) ?? true { state = State(windowStart: now, failures: 0) }
            state.failures += 1
        }
    }
}
