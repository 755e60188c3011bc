/// How a writer waits for the writer lock (`OpenOptions.lockWaiting`): for how long at most,
/// and whether it says on standard error what it waits for.
package struct LockWaiting: Sendable, Hashable {
    /// How long a writer waits before it gives up with `WriterLockTimeout`; `nil` waits as long
    /// as the holder is alive.
    package var timeout: Duration?
    /// Whether a writer that has waited `noticeDelay` writes one line to standard error naming
    /// the lock and its holder, so that a user waiting at a terminal knows why.
    package var announces: Bool
    /// How long a writer waits before it says so.
    package static let noticeDelay: Duration = .seconds(1)

    package init(timeout: Duration?, announces: Bool) {
        self.timeout = timeout
        self.announces = announces
    }

    /// Waits silently for as long as the holder is alive.
    package static let silentlyForever = LockWaiting(timeout: nil, announces: false)
}

/// A writer gave up waiting for the writer lock (`LockWaiting.timeout`).
package struct WriterLockTimeout: Error, Hashable, Sendable, CustomStringConvertible {
    /// The lock file.
    package var path: String
    /// How long the writer waited.
    package var waited: Duration
    /// The process holding the lock, when the system says.
    package var holder: Int32?

    package var description: String {
        "gave up after \(LockNotice.seconds(waited)) waiting for the writer lock '\(path)', held by "
            + LockNotice.holderText(holder) + "; nothing was written (--lock-timeout SECONDS waits longer, 0 for as long as it takes)"
    }
}
