import Dispatch
import StackLayout
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Lays out scenes on every core: the frames a query tests come from one layout per document,
/// and documents do not depend on one another. Each `LayoutEngine.layout` call owns its engine,
/// so the calls share nothing.
enum ConcurrentLayout {
    /// How many documents a query lays out at once: enough to keep every core busy, few enough
    /// that memory stays that of a handful of documents.
    static let batchSize = 4 * onlineProcessors

    /// The layout of each scene, in order. O(total layout work / cores).
    static func layOut(_ scenes: [LayoutScene]) -> [LayoutResult] {
        guard scenes.count > 1 else { return scenes.map { LayoutEngine.layout($0) } }
        let results = Mutex([LayoutResult?](repeating: nil, count: scenes.count))
        DispatchQueue.concurrentPerform(iterations: scenes.count) { index in
            let result = LayoutEngine.layout(scenes[index])
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
