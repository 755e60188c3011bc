#if canImport(Glibc)
import Glibc
#endif

/// Prints a line at once (standard output may be a file that a killed run would not flush).
public func report(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = write(1, bytes, bytes.count)
}

/// Seconds on the monotonic clock.
public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Seconds of CPU time the calling thread has used: unlike wall-clock time, it does not count
/// the time other processes held the CPU, which matters on a shared machine.
public func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Wall-clock and CPU time of repeated runs of one operation.
public struct Timings {
    public private(set) var wall: [Double] = []
    public private(set) var cpu: [Double] = []

    public init() {}

    /// Runs `body` once, timing it.
    public mutating func measure<T>(_ body: () throws -> T) rethrows -> T {
        let (wallStart, cpuStart) = (now(), threadCPUTime())
        defer {
            cpu.append(threadCPUTime() - cpuStart)
            wall.append(now() - wallStart)
        }
        return try body()
    }

    /// `median 1.2 ms, worst 3.4 ms (20 runs); CPU time median 1.1 ms, worst 1.9 ms`.
    public var summaryLine: String {
        "\(summary(wall)); CPU time median \(milliseconds(median(cpu))), worst \(milliseconds(cpu.max() ?? 0))"
    }
}

public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Milliseconds with two decimals: `12.34 ms`.
public func milliseconds(_ seconds: Double) -> String {
    "\((seconds * 100_000).rounded() / 100) ms"
}

/// `median 1.2 ms, worst 3.4 ms (20 runs)`.
public func summary(_ seconds: [Double]) -> String {
    "median \(milliseconds(median(seconds))), worst \(milliseconds(seconds.max() ?? 0)) (\(seconds.count) runs)"
}

/// The path of an executable built beside the running one (`stackdoc`).
public func siblingExecutable(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, 4095)
    let own = String(decoding: buffer[0..<max(length, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return own[..<(own.lastIndex(of: "/") ?? own.startIndex)] + "/" + name
}

/// A fresh directory under /tmp.
public func temporaryDirectory() -> String {
    var template = Array("/tmp/stackdoc-bench-XXXXXX".utf8CString)
    return String(cString: mkdtemp(&template)!)
}
