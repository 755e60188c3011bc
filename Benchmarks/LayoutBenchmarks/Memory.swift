import StackLayout
#if canImport(Glibc)
import Glibc
#endif

/// A line of /proc/self/status, in bytes ("VmHWM", "VmRSS").
func processMemory(_ field: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let length = line.firstIndex(of: 0) ?? line.count
        let text = String(decoding: line[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field + ":") else { continue }
        let digits = text.dropFirst(field.count + 1).filter(\.isNumber)
        return (Int(String(digits)) ?? 0) * 1024
    }
    return 0
}

/// How much the process's resident memory grew while a fresh engine laid out `scene` and kept
/// it with its result, and how much its peak grew, in bytes. Call it before anything else
/// lays out, so that the peak before is the memory of the scene. With `--memory-exit`, the
/// process exits there instead, the engine and its result still allocated.
func memoryOfLayout(_ scene: LayoutScene) -> (retained: Int, peakGrowth: Int) {
    let residentBefore = processMemory("VmRSS")
    let peakBefore = max(processMemory("VmHWM"), residentBefore)
    let engine = LayoutEngine()
    let result = engine.layout(scene)
    let retained = processMemory("VmRSS") - residentBefore
    let peakGrowth = processMemory("VmHWM") - peakBefore
    withExtendedLifetime((engine, result)) {}
    if exitAfterMemory {
        // The engine and its result stay allocated: a heap profiler's last snapshot is them and the scene.
        _ = Unmanaged.passRetained(engine)
        exit(0)
    }
    return (retained, peakGrowth)
}

/// `--memory-exit`: exit right after measuring the memory of the first layout (for a heap
/// profiler, whose last snapshot is then the scene, the engine and its result).
let exitAfterMemory = CommandLine.arguments.contains("--memory-exit")

func kibibytes(_ bytes: Int) -> String {
    let tenths = (Double(bytes) / 1024 * 100).rounded() / 100
    return "\(tenths) KiB"
}
