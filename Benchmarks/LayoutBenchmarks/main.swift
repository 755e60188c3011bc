import BenchmarkSupport
import StackLayout
#if canImport(Glibc)
import Glibc
#endif

/// Median CPU time of the calling thread over `runs` runs of `body`, in milliseconds. CPU
/// time rather than wall-clock time, because the machine is shared with concurrent builds.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = now()
        body()
        samples.append(now() - start)
    }
    return samples.sorted()[runs / 2]
}

func format(_ milliseconds: Double) -> String {
    let hundredths = (milliseconds * 100).rounded() / 100
    return "\(hundredths) ms"
}

/// Usage: layout-benchmarks [--dump PATH] [--tree PATH] [--memory [--memory-exit]] [--whole] [--only 1k|10k|100k] [--runs N]
///     [--group middle|first] [--relayout-runs N] [--diff-runs N] [--scratch-only]
///
/// For the 1,000- and 10,000-view documents (`benchmarkScene`), and with `--only 100k` the
/// 100,052-view one: layout from scratch, relayout
/// after hiding one view (mutation method, and a full `layout(_:)` diff), with the constraint
/// counts. `--whole` also times the 1,000-view system solved at once (no decomposition).
/// `--dump` writes the constraint system as JSON for `Benchmarks/kiwi_compare.py`: the
/// 1,000-view one, or with `--only 10k` the 10,000-view one. `--runs N` takes N samples
/// of each measurement instead of the defaults (a few runs suit an instruction-counting profiler);
/// `--group` times the relayout in one of the two groups only, `--relayout-runs N` takes N samples of
/// `setHidden` alone and `--diff-runs N` N samples of `layout(scene)` after one change (so that the
/// difference between two counts of instructions is N relayouts, or with both fixed N layouts from
/// scratch). `--tree PATH` writes the view tree as JSON for `Benchmarks/taffy_compare.py`
/// (the size given with `--only`, else 1k). `--memory` prints how much resident memory the
/// process gained with an engine and its result after a layout from scratch, and how much its
/// peak grew during that first layout, per view; with `--memory-exit` it then exits, the
/// engine and its result still allocated (for a heap profiler's last snapshot).
/// `--scratch-only` leaves out the relayouts.
let arguments = CommandLine.arguments
let dumpPath = arguments.firstIndex(of: "--dump").map { arguments[$0 + 1] }
let sizes: [(name: String, groups: Int, rows: Int, leaves: Int, runs: Int)] = [
    ("1k", 10, 10, 9, 31), ("10k", 20, 20, 24, 11), ("100k", 50, 40, 49, 5),
]
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let runsOverride = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) }
let onlyGroup = arguments.firstIndex(of: "--group").map { arguments[$0 + 1] }
let relayoutRuns = arguments.firstIndex(of: "--relayout-runs").flatMap { Int(arguments[$0 + 1]) }
let diffRuns = arguments.firstIndex(of: "--diff-runs").flatMap { Int(arguments[$0 + 1]) }
let treePath = arguments.firstIndex(of: "--tree").map { arguments[$0 + 1] }
let scratchOnly = arguments.contains("--scratch-only")
// 100k only when asked for by name: its relayouts take a while.
for size in sizes where only == size.name || (only == nil && size.name != "100k") {
    let scene = benchmarkScene(groups: size.groups, rows: size.rows, leaves: size.leaves)
    if let treePath, size.name == (only ?? "1k") {
        let file = fopen(treePath, "w")
        fputs(treeJSON(scene), file)
        fclose(file)
        print("  wrote \(treePath)")
    }
    if arguments.contains("--memory") {
        let (retained, peakGrowth) = memoryOfLayout(scene)
        print("""
            \(size.name): \(scene.views.count) views; resident memory grew \(kibibytes(retained / scene.views.count)) per view with an engine and its result, \
            peak resident memory grew \(kibibytes(peakGrowth / scene.views.count)) per view during the first layout
            """)
    }
    let scratch = medianMilliseconds(runs: runsOverride ?? size.runs) { _ = LayoutEngine.layout(scene) }
    let engine = LayoutEngine()
    let result = engine.layout(scene)
    let system = engine.constraintSystem()
    print("""
        \(size.name): \(scene.views.count) views; \(system.constraints.count) constraints over \(system.variables.count) \
        variables; \(engine.subsystemCount) subsystems (\(engine.closedFormSubsystemCount) in closed form), \
        \(engine.simplexConstraintCount) constraints in simplex subsystems (\(engine.solverStatistics.pivots) pivots, \
        \(engine.solverStatistics.rows) rows of \(engine.solverStatistics.cells) cells); \
        broken: \(result.brokenConstraints.count)
          from scratch \(format(scratch))
        """)
    if scratchOnly { continue }
    // A leaf in the middle group, and one in the first group (fill-aligned, no baselines).
    let groups = [("middle", size.groups / 2), ("first", 0)].filter { onlyGroup == nil || onlyGroup == $0.0 }.map(\.1)
    for group in groups {
        let leaf = "g\(group)r\(size.rows / 2)l\(size.leaves / 2)"
        var hidden = false
        let relayout = medianMilliseconds(runs: relayoutRuns ?? runsOverride ?? 101) {
            hidden.toggle()
            _ = engine.setHidden(hidden, forView: leaf)
        }
        var edited = engine.scene!
        let diffRelayout = medianMilliseconds(runs: diffRuns ?? runsOverride ?? 31) {
            edited.views[leaf]!.hidden.toggle()
            _ = engine.layout(edited)
        }
        let alignment = scene.views["g\(group)"]!.stack!.alignment
        print("  hide/unhide \(leaf) (group aligned \(alignment)): setHidden \(format(relayout)), layout(scene) \(format(diffRelayout))")
    }
    if size.name == "1k", arguments.contains("--whole") {
        let whole = medianMilliseconds(runs: 5) { _ = LayoutEngine.layout(scene, options: .init(decomposition: false)) }
        print("  whole system at once (no decomposition): \(format(whole))")
    }
    // The 1k system, or the one size asked for with `--only`.
    if let dumpPath, size.name == (only ?? "1k") {
        let file = fopen(dumpPath, "w")
        fputs(json(system), file)
        fclose(file)
        print("  wrote \(dumpPath)")
    }
}
