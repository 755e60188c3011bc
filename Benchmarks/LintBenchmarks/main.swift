// Lint against layout: the 1,000-view benchmark document and one fill stack of 200, 400 and
// 1,005 arranged views with mixed intrinsic sizes. Release build:
//
//   swift build -c release && .build/release/lint-benchmarks [--runs N] [--budget SECONDS]
//       [--only NAME] [--in-process-only | --whole-process-only] [--baseline PATH-TO-ANOTHER-STACKDOC]
//
// In process: medians of the calling thread's CPU time of a layout from scratch
// (`LayoutEngine().layout`) and of `Linter().lint` (which lays out once and runs every rule),
// and their ratio. Whole process: the documents imported into a fresh store, then medians of
// `stackdoc layout DOC` and `stackdoc lint DOC` (wall and CPU time, peak memory), with the
// `stackdoc` built beside this program and, with `--baseline`, another build's in the same
// run. Each measurement takes N runs (default 11), or fewer once it has used --budget seconds
// (default 20), at least one.
import BenchmarkSupport
import DocumentQuery
import DocumentStore
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
let runs = option("--runs").flatMap(Int.init) ?? 11
let budget = option("--budget").flatMap(Double.init) ?? 20
let only = option("--only")
let baseline = option("--baseline")

/// Samples of `body` (seconds, from `sample`) until `runs` are taken or `budget` is spent.
func samples(_ sample: () -> Double) -> [Double] {
    var taken: [Double] = []
    let start = now()
    while taken.count < runs, taken.isEmpty || now() - start < budget { taken.append(sample()) }
    return taken
}

/// Thread CPU time of one run of `body`.
func cpuTime(_ body: () -> Void) -> Double {
    let start = threadCPUTime()
    body()
    return threadCPUTime() - start
}

let documents = ([thousandViewDocument()] + [200, 400, 1005].map(fillStackDocument)).filter { only == nil || $0.name == only }

// A spawned process's peak memory (`ru_maxrss`) starts from this process's own peak, which the
// in-process runs raise (to gigabytes, linting a large stack before the fix): for memory
// figures, run with --whole-process-only.
if !arguments.contains("--whole-process-only") { report("in process (median thread CPU time):") }
for document in documents where !arguments.contains("--whole-process-only") {
    let scene = document.layoutScene(canvas: document.canvas!)
    let layout = samples { cpuTime { _ = LayoutEngine().layout(scene) } }
    var findings = 0
    let lint = samples { cpuTime { findings = Linter().lint(document).count } }
    report("""
          \(document.name) (\(document.viewCount) views): layout \(summary(layout)); lint \(summary(lint)), \
        \(findings) findings; lint / layout \(((median(lint) / median(layout)) * 10).rounded() / 10)
        """)
}

guard !arguments.contains("--in-process-only") else { exit(0) }
let directory = temporaryDirectory()
let path = directory + "/lint.db"
do {
    let store = try DocumentStore(path: path)
    _ = try store.importDocuments(documents)
} catch {
    report("cannot build the store: \(error)")
    exit(1)
}
let binaries = [siblingExecutable("stackdoc")] + (baseline.map { [$0] } ?? [])
for binary in binaries {
    report("whole process, \(binary) (median wall time; CPU time and peak memory of the median run):")
    for document in documents {
        var line = "  \(document.name):"
        var medians: [Double] = []
        for command in ["layout", "lint"] {
            var runs: [(wall: Double, cpu: Double, memory: Int, status: Int32)] = []
            _ = samples {
                let start = now()
                let run = spawn([binary, command, document.name, "--db", path])
                runs.append((now() - start, run.cpu, run.peakMemory, run.status))
                return runs.last!.wall
            }
            let middle = runs.sorted { $0.wall < $1.wall }[runs.count / 2]
            medians.append(middle.wall)
            line += " \(command) \(summary(runs.map(\.wall))), CPU \(milliseconds(middle.cpu)), "
                + "\(middle.memory / 1_000_000) MB, exit \(middle.status);"
        }
        report(line + " lint / layout \(((medians[1] / medians[0]) * 10).rounded() / 10)")
    }
}
_ = system("rm -rf '\(directory)'")
