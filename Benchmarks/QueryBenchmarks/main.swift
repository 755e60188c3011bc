// Whole-process timings of `stackdoc query` on a store of 1,000 documents of about 100 views
// each: the store is built once, then each selector is run as a subprocess several times and
// the median wall time reported. Run from a release build:
//   swift build -c release && .build/release/query-benchmarks [runs] [store path] [documents]
// With a store path the store is kept there (and reused when it already exists); it may be a
// postgresql:// URL of an empty database. `documents` (default 1,000) sets the store's size.
import BenchmarkSupport
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

let documentCount = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 1000 : 1000
let viewsPerDocument = 100
let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 11 : 11

let keptPath = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
let directory = keptPath == nil ? temporaryDirectory() : nil
let path = keptPath ?? directory! + "/query.db"
let reuse = keptPath.map { path in
    path.hasPrefix("postgresql://") ? (try? DocumentStoreReader(path: path).documents().count) == documentCount : access(path, F_OK) == 0
} ?? false
let stackdoc = siblingExecutable("stackdoc")
if !reuse {
report("query benchmarks: building a store of \(documentCount) documents (seeded, seed 20261122) at \(path)")
var built = now()
var totalViews = 0
do {
    let store = try DocumentStore(path: path)
    var random = RandomDocuments(seed: 20_261_122)
    for index in 0..<documentCount {
        let document = random.screen(views: viewsPerDocument)
        totalViews += document.viewCount
        try store.importDocument(document, as: "doc\(index)")
    }
}
built = now() - built
report("built in \(milliseconds(built)): \(totalViews) views")
}

// The heads of every document: one query.
var listTimes: [Double] = []
for _ in 0..<runs {
    let start = now()
    let run = spawn([stackdoc, "list", "--db", path, "--format", "json"])
    listTimes.append(now() - start)
    precondition(run.status == 0, "stackdoc list failed")
}
report("heads of every document: stackdoc list --db \(path) --format json")
report("    wall \(summary(listTimes))")

let selectors = [
    ("SQL-pushable", "stack[axis=vertical][distribution=fill]"),
    ("SQL-pushable, rare", "button#v7:hidden"),
    ("structural", "stack > label:hidden"),
    ("tree (descendant, +, :first-arranged)", "stack[axis=horizontal] label:first-arranged + button"),
    ("tree, subject known only through + (:not)", "stack[axis=horizontal] label:first-arranged + :not(stack)"),
    ("tree, subject not testable in SQL", "stack[axis=vertical] :not(stack):last-arranged"),
    ("every view", "*"),
    ("frames, read from the stored layouts", "switch[frame.width<44]"),
    ("frames of every view, stored layouts", "*[frame.height<20]"),
]
for (name, selector) in selectors {
    let arguments = [stackdoc, "query", selector, "--db", path, "--format", "json"]
    if selector.contains("frame.") {
        // The first query lays out every candidate document and stores the frames.
        try DocumentStore(path: path).discardStoredLayouts()
        let start = now()
        let run = spawn(arguments)
        report("\(name), first run (lays out and stores): wall \(milliseconds(now() - start)), CPU \(milliseconds(run.cpu))")
    }
    var times: [Double] = []
    var cpu: [Double] = []
    var status: Int32 = 0
    for _ in 0..<runs {
        let start = now()
        let run = spawn(arguments)
        times.append(now() - start)
        cpu.append(run.cpu)
        status = run.status
    }
    report("\(name): stackdoc query '\(selector)' --db \(path) --format json  (exit \(status))")
    report("    wall \(summary(times)); CPU median \(milliseconds(median(cpu)))")
}
if let directory { _ = system("rm -rf '\(directory)'") }
