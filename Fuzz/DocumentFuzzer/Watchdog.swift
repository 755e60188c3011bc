#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ends the process when one input has run past the time limit: a hang never returns, so it
/// cannot be counted by the loop that runs it. A thread of its own polls five times a second.
final class Watchdog: Sendable {
    /// The input running (-1: none), and since when (CLOCK_MONOTONIC nanoseconds).
    private let running = Atomic<Int>(-1)
    private let runningSince = Atomic<UInt64>(0)
    private let limit: UInt64
    private let seed: UInt64

    init(timeLimit: Double, seed: UInt64) {
        limit = UInt64(timeLimit * 1e9)
        self.seed = seed
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Input `index` starts now; -1: none runs.
    func starting(_ index: Int) {
        runningSince.store(Self.now(), ordering: .releasing)
        running.store(index, ordering: .releasing)
    }

    /// Starts the thread that watches `watchdog`.
    static func start(_ watchdog: Watchdog) {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(watchdog).toOpaque()
        pthread_create(&thread, nil, { context in
            Unmanaged<Watchdog>.fromOpaque(context!).takeUnretainedValue().watch()
            return nil
        }, context)
    }

    private func watch() {
        while true {
            usleep(200_000)
            let index = running.load(ordering: .acquiring)
            guard index >= 0 else { continue }
            let elapsed = Self.now() &- runningSince.load(ordering: .acquiring)
            guard elapsed > limit, running.load(ordering: .acquiring) == index else { continue }
            let text = "document-fuzz: hang: input \(index) of seed \(seed) still running after the time limit; "
                + "see it with --seed \(seed) --dump \(index)\n"
            _ = Array(text.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(3)
        }
    }
}
