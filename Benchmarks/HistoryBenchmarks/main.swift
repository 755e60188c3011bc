// History benchmarks on a 1,000-view document with a 100,000-revision history. Release build:
//
//   swift build -c release && .build/release/history-benchmarks [STORE]
//
// Builds the history once (kept in STORE, default /tmp/stackdoc-history-bench.db, and reused
// when present), then prints medians and worst cases of: rebuilding random revisions; undo;
// a diff of two revisions 10,000 edits apart; a whole-process `stackdoc layout --rev N`.
// With --command-costs, compares `show` and `undo` on a long history and on a fresh
// document instead (CommandCosts.swift).
import DocumentHistory
import DocumentStore
import StackDocument
import StackLayout

import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

/// 40 columns of 24 views: stacks nested in stacks, labels, images and buttons (1,000 views).
func thousandViewDocument() -> Document {
    var columns: [ViewTree] = []
    for column in 0..<40 {
        var rows: [ViewTree] = []
        for row in 0..<4 {
            let leaves = (0..<5).map { leaf -> ViewTree in
                var properties = ViewProperties(kind: [.label, .image, .button][leaf % 3])
                properties.intrinsicSize = IntrinsicSize(width: Double(20 + leaf * 7), height: 20)
                return ViewTree(id: "c\(column)r\(row)l\(leaf)", properties: properties)
            }
            var properties = ViewProperties(kind: .stack)
            properties.stack = StackAttributes(
                axis: .horizontal, distribution: [.fill, .fillEqually, .equalSpacing, .fillProportionally][row % 4],
                alignment: [.center, .firstBaseline, .fill, .top][row % 4], spacing: .points(4))
            rows.append(ViewTree(id: "c\(column)r\(row)", properties: properties, subviews: leaves))
        }
        var properties = ViewProperties(kind: .stack)
        properties.stack = StackAttributes(axis: .vertical, distribution: .fill, alignment: .leading, spacing: .points(8))
        columns.append(ViewTree(id: "c\(column)", properties: properties, subviews: rows))
    }
    var outer = ViewProperties(kind: .stack)
    outer.stack = StackAttributes(axis: .vertical, distribution: .equalSpacing, alignment: .fill, spacing: .system)
    let root = ViewTree(id: "root", subviews: [ViewTree(id: "columns", properties: outer, subviews: columns)])
    return try! Document(
        name: "history", canvas: Size(width: 1024, height: 8000), root: root,
        constraints: [
            LayoutConstraint(first: Anchor(view: "columns", attribute: .top), second: Anchor(view: "root", guide: .safeArea, attribute: .top)),
            LayoutConstraint(first: Anchor(view: "columns", attribute: .leading), second: Anchor(view: "root", attribute: .leading)),
            LayoutConstraint(first: Anchor(view: "columns", attribute: .trailing), second: Anchor(view: "root", attribute: .trailing)),
        ])
}

/// The edit of revision `revision`: hides and unhides, spacing changes, a view inserted and
/// removed again, arranged views moved; each run of six revisions works on one stack, so the
/// document keeps its size.
func edit(for revision: Int, in document: Document) -> Edit {
    let block = revision / 6
    let column = block % 40, row = (block / 40) % 4, leaf = (block / 160) % 5
    let stack = "c\(column)r\(row)"
    switch revision % 6 {
    case 0: return .hide(view: "\(stack)l\(leaf)")
    case 1: return .unhide(view: "\(stack)l\(leaf)")
    case 2: return .set(view: stack, property: .spacing, value: .number(Double(revision % 13)))
    case 3:
        var properties = ViewProperties(kind: .label)
        properties.intrinsicSize = IntrinsicSize(width: 30, height: 18)
        return .insert(stack: stack, index: 0, view: .new(ViewTree(id: "n\(revision)", properties: properties)))
    case 4:
        let added = document[stack]!.arranged.first { $0.hasPrefix("n") }
        return added.map { .remove(view: $0, from: .superview) } ?? .hide(view: "\(stack)l0")
    default:
        let arranged = document[stack]!.arranged
        return .insert(stack: stack, index: arranged.count - 1, view: .existing(arranged[0]))
    }
}

if CommandLine.arguments.contains("--command-costs") {
    try CommandCosts.run(Array(CommandLine.arguments.dropFirst()))
    exit(0)
}

let path = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("--") } ?? "/tmp/stackdoc-history-bench.db"
let revisions = 100_000
var store = try DocumentStore(path: path)
// A history built before is reused (it may be a postgresql:// URL the history was copied to with
// `stackdoc copy`). Edits that change nothing write no revision, and undo and redo below add
// some, so its head is near `revisions` rather than equal to it.
if (try? store.headRevision(of: "history")) == nil {
    unlink(path); unlink(path + "-wal"); unlink(path + "-shm")
    store = try DocumentStore(path: path)
    var document = thousandViewDocument()
    try store.importDocument(document)
    let start = now()
    for revision in 2...revisions {
        let next = edit(for: revision, in: document)
        _ = try document.apply([next])
        try store.apply([next], to: "history")
    }
    report("built a \(revisions)-revision history of a \(document.viewCount)-view document in \(Int(now() - start)) s")
}
store = try DocumentStore(path: path)
let head = try store.headRevision(of: "history")

var random = SystemRandomNumberGenerator()
var rebuilds = Timings()
for _ in 0..<200 {
    let revision = Int.random(in: 1...head, using: &random)
    _ = try rebuilds.measure { try store.document("history", revision: revision) }
}
report("rebuild of a random revision: \(rebuilds.summaryLine)")
// `--rebuilds-only`: stop here, for profiling the rebuild path alone.
if CommandLine.arguments.contains("--rebuilds-only") { exit(0) }

let service = ReplayService(store: store)
var diffs = Timings()
for _ in 0..<15 {
    let from = Int.random(in: 1...(head - 10_000), using: &random)
    let diff = try diffs.measure { try service.diff("history", from: from, to: from + 10_000) }
    precondition(!diff.edits.isEmpty)
}
report("diff of two revisions 10,000 edits apart: \(diffs.summaryLine)")

var undos = Timings()
for _ in 0..<25 { _ = try undos.measure { try store.undo("history") } }
try store.redo("history", steps: 25)
report("undo: \(undos.summaryLine)")

let stackdoc = siblingExecutable("stackdoc")
var layouts: [Double] = []
for _ in 0..<15 {
    let revision = Int.random(in: 1...head, using: &random)
    let start = now()
    let status = system("'\(stackdoc)' layout history --rev \(revision) --db '\(path)' --format json > /dev/null")
    layouts.append(now() - start)
    precondition(status == 0, "stackdoc layout failed")
}
report("whole-process `stackdoc layout --rev N --format json` (1,000 views): \(summary(layouts))")
