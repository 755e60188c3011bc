import NIOCore
import Synchronization

/// The connections open at once, at most `limit`: a new connection beyond it closes the one
/// that has waited longest without a request being answered on it (an idle one first, then one
/// still sending its request, then a live-update stream), as a server short of connections
/// reuses its idle ones. When every connection is answering a request, the new one is refused.
final class ConnectionRegistry: Sendable {
    /// What a connection is doing, from the most to the least willing to be closed.
    enum Activity: Int, Comparable, Sendable {
        /// No request on it.
        case idle
        /// A request's head or body is arriving.
        case readingRequest
        /// It is answered with the live-update stream, which browsers open again by themselves.
        case streaming
        /// A request on it is being answered.
        case answering

        static func < (a: Activity, b: Activity) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Entry {
        let channel: any Channel
        var activity: Activity
        var since: NIODeadline
    }

    /// The most connections open at once.
    let limit: Int
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `channel` in; when that makes one too many, closes the connection most willing
    /// to be closed. False when every other connection is answering: `channel` is not counted,
    /// and is to be refused.
    func admit(_ channel: any Channel) -> Bool {
        let (admitted, evicted) = entries.withLock { entries -> (Bool, (any Channel)?) in
            var evicted: (any Channel)?
            if entries.count >= limit {
                let candidates = entries.filter { $0.value.activity != .answering }
                guard let (key, entry) = candidates.min(by: { ($0.value.activity, $0.value.since) < ($1.value.activity, $1.value.since) }) else {
                    return (false, nil)
                }
                entries[key] = nil
                evicted = entry.channel
            }
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, activity: .idle, since: .now())
            return (true, evicted)
        }
        evicted?.close(promise: nil)
        return admitted
    }

    /// Records what `channel` is doing now, a change from what it did (`ConnectionWatch` reports
    /// only changes): since now.
    func update(_ channel: any Channel, to activity: Activity) {
        entries.withLock { entries in
            guard var entry = entries[ObjectIdentifier(channel)] else { return }
            entry.activity = activity
            entry.since = .now()
            entries[ObjectIdentifier(channel)] = entry
        }
    }

    /// Counts `channel` out, once it has closed.
    func remove(_ channel: any Channel) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}
