import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs independent per-document work (a layout, a lint) on every core, a batch of documents
/// at a time: the work of one document shares nothing with another's.
enum ConcurrentBatches {
    /// How many documents to gather before running their work at once: enough to keep every
    /// core busy, few enough that memory stays that of a handful of documents.
    static let batchSize = 4 * onlineProcessors

    /// `transform` of each item, in order, the items spread over every core.
    /// O(total work / cores).
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let results = Mutex([Result?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    private static var onlineProcessors: Int {
        #if canImport(Glibc)
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        1
        #endif
    }
}
