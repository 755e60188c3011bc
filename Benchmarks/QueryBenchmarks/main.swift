// Whole-process timings of `stackdoc query` on a store of 1,000 documents of about 100 views
// each: the store is built once, then each selector is run as a subprocess several times and
// the median wall time reported. Run from a release build:
//   swift build -c release && .build/release/query-benchmarks [runs] [store path]
// With a store path the store is kept there (and reused when it already exists).
import BenchmarkSupport
import DocumentStore
import StackDocTestSupport
import SeededRandom
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

let documentCount = 1000
let viewsPerDocument = 100
let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 11 : 11

/// A document of exactly `views` views shaped like a screen: a root holding a few vertical
/// stacks of rows (horizontal stacks) of labels, images, buttons, switches and plain views,
/// with random properties (about a fifth of the views hidden, random axes and distributions).
func benchmarkDocument(views: Int, random: inout RandomDocuments, shapes: inout SplitMix64) -> Document {
    var remaining = views - 1
    let leafKinds: [ViewKind] = [.label, .label, .label, .label, .image, .button, .button, .switch, .view, .textField]
    func leaf() -> ViewTree {
        let kind = leafKinds.randomElement(using: &shapes)!
        return ViewTree(id: random.freshID(), properties: random.properties(kind: kind))
    }
    func stack(children: [ViewTree]) -> ViewTree {
        ViewTree(id: random.freshID(), properties: random.properties(kind: .stack, subviewIDs: children.map(\.id)), subviews: children)
    }
    var columns: [ViewTree] = []
    while remaining > 0 {
        remaining -= 1  // the column
        var rows: [ViewTree] = []
        for _ in 0..<Int.random(in: 3...6, using: &shapes) where remaining > 1 {
            remaining -= 1  // the row
            let count = min(remaining, Int.random(in: 2...5, using: &shapes))
            remaining -= count
            rows.append(stack(children: (0..<count).map { _ in leaf() }))
        }
        if rows.isEmpty {
            rows = (0..<remaining).map { _ in leaf() }
            remaining = 0
        }
        columns.append(stack(children: rows))
    }
    let root = ViewTree(id: "root", properties: ViewProperties(kind: .view), subviews: columns)
    return try! Document(name: "screen", canvas: Size(width: 375, height: 667), root: root)
}

/// Runs `arguments` as a process with standard output discarded; returns its exit status.
func spawn(_ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { fatalError("cannot run \(arguments[0])") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status >> 8) & 0xff
}

let keptPath = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
let directory = keptPath == nil ? temporaryDirectory() : nil
let path = keptPath ?? directory! + "/query.db"
let reuse = keptPath.map { access($0, F_OK) == 0 } ?? false
let stackdoc = siblingExecutable("stackdoc")
if !reuse {
report("query benchmarks: building a store of \(documentCount) documents (seeded, seed 20261122) at \(path)")
var built = now()
var totalViews = 0
do {
    let store = try DocumentStore(path: path)
    var random = RandomDocuments(seed: 20_261_122)
    var shapes = SplitMix64(seed: 20_261_122)
    for index in 0..<documentCount {
        let document = benchmarkDocument(views: viewsPerDocument, random: &random, shapes: &shapes)
        totalViews += document.viewCount
        try store.importDocument(document, as: "doc\(index)")
    }
}
built = now() - built
report("built in \(milliseconds(built)): \(totalViews) views")
}

let selectors = [
    ("SQL-pushable", "stack[axis=vertical][distribution=fill]"),
    ("SQL-pushable, rare", "button#v7:hidden"),
    ("structural", "stack > label:hidden"),
    ("tree (descendant, +, :not)", "stack[axis=horizontal] label:first-arranged + :not(stack)"),
    ("every view", "*"),
    ("frames (layout of candidate documents)", "switch[frame.width<44]"),
]
for (name, selector) in selectors {
    let arguments = [stackdoc, "query", selector, "--db", path, "--format", "json"]
    var times: [Double] = []
    var status: Int32 = 0
    for _ in 0..<runs {
        let start = now()
        status = spawn(arguments)
        times.append(now() - start)
    }
    report("\(name): stackdoc query '\(selector)' --db \(path) --format json  (exit \(status)): \(summary(times))")
}
if let directory { _ = system("rm -rf '\(directory)'") }
