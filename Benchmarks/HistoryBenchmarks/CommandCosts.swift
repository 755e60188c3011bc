// Whole-process costs of everyday commands on a long history:
//
//   history-benchmarks --command-costs [STORE] [--stackdoc PATH]... [--rounds N]
//
// `show` and `undo` of a document with 100,000 revisions against the same commands on a
// fresh document (1 revision; 2 for undo, which needs a change to undo), run as processes in
// interleaved rounds, medians compared. Each undo runs on a fresh copy of the store, so every
// run undoes the same revision. `--stackdoc PATH` (repeatable) measures other builds in the
// same rounds (default: the `stackdoc` beside this executable).
import DocumentStore
import StackDocument
import StackLayout

import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

enum CommandCosts {
    static let longRevisions = 100_000

    /// A screen of 24 views: a vertical stack of rows, each a horizontal stack of a label, an
    /// image and a button.
    static func screen(named name: String) throws -> Document {
        let rows = (0..<6).map { row -> ViewTree in
            let leaves = [ViewKind.label, .image, .button].enumerated().map { index, kind -> ViewTree in
                var properties = ViewProperties(kind: kind)
                properties.intrinsicSize = IntrinsicSize(width: Double(40 + 10 * index), height: 20)
                return ViewTree(id: "r\(row)v\(index)", properties: properties)
            }
            var properties = ViewProperties(kind: .stack)
            properties.stack = StackAttributes(axis: .horizontal, alignment: .center, spacing: .points(4))
            return ViewTree(id: "r\(row)", properties: properties, subviews: leaves)
        }
        var list = ViewProperties(kind: .stack)
        list.stack = StackAttributes(axis: .vertical, spacing: .points(8))
        return try Document(
            name: name, canvas: Size(width: 375, height: 667),
            root: ViewTree(id: "root", subviews: [ViewTree(id: "list", properties: list, subviews: rows)]))
    }

    /// The edit of revision `revision`: hides, unhides, spacing changes and moves in the
    /// arranged order, each of which changes the document.
    static func edit(for revision: Int, in document: Document) -> Edit {
        let row = "r\((revision / 4) % 6)"
        switch revision % 4 {
        case 0: return .hide(view: "\(row)v\(revision % 3)")
        case 1: return .unhide(view: "\(row)v\((revision - 1) % 3)")
        case 2: return .set(view: row, property: .spacing, value: .number(Double(revision % 13)))
        default:
            let arranged = document[row]!.arranged
            return .insert(stack: row, index: arranged.count - 1, view: .existing(arranged[0]))
        }
    }

    /// Builds the store unless it holds the long history already.
    static func prepare(_ path: String) throws {
        if let store = try? DocumentStore(path: path, create: false), (try? store.headRevision(of: "long")) == longRevisions {
            return
        }
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        let store = try DocumentStore(path: path)
        try store.importDocument(screen(named: "fresh"))
        try store.importDocument(screen(named: "short"))
        try store.apply([.hide(view: "r0v0")], to: "short")
        var document = try screen(named: "long")
        try store.importDocument(document)
        let start = now()
        for revision in 2...longRevisions {
            let next = edit(for: revision, in: document)
            _ = try document.apply([next])
            let outcome = try store.apply([next], to: "long")
            precondition(outcome.wroteRevision, "revision \(revision) changes nothing")
        }
        report("built a \(longRevisions)-revision history of a \(document.viewCount)-view document in \(Int(now() - start)) s")
    }

    /// Seconds `command` takes as a process, its output discarded: wall-clock time, and the CPU
    /// time of the processes it ran (which other load on a shared machine disturbs less).
    static func time(_ command: String) -> (wall: Double, cpu: Double) {
        let (start, cpuStart) = (now(), childrenCPUTime())
        let status = system(command + " > /dev/null")
        precondition(status == 0, "failed: \(command)")
        return (now() - start, childrenCPUTime() - cpuStart)
    }

    /// User and system time of every child process waited for so far, in seconds.
    static func childrenCPUTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func run(_ arguments: [String]) throws {
        var executables: [String] = []
        var path = "/tmp/stackdoc-command-costs.db"
        var rounds = 31
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--command-costs": continue
            case "--stackdoc": executables.append(rest.popFirst()!)
            case "--rounds": rounds = Int(rest.popFirst()!)!
            default: path = argument
            }
        }
        if executables.isEmpty { executables = [siblingExecutable("stackdoc")] }
        try prepare(path)
        let copy = path + ".undo-copy.db"
        let commands: [(name: String, document: String, copies: Bool)] = [
            ("show", "long", false), ("show", "fresh", false), ("undo", "long", true), ("undo", "short", true),
        ]
        var times: [String: [(wall: Double, cpu: Double)]] = [:]
        for _ in 0..<rounds {
            for executable in executables {
                for command in commands {
                    var database = path
                    if command.copies {
                        for suffix in ["-wal", "-shm"] { unlink(copy + suffix) }
                        precondition(system("cp '\(path)' '\(copy)'") == 0, "cannot copy the store")
                        database = copy
                    }
                    times["\(executable)|\(command.name)|\(command.document)", default: []]
                        .append(time("'\(executable)' \(command.name) \(command.document) --db '\(database)'"))
                }
            }
        }
        for suffix in ["", "-wal", "-shm"] { unlink(copy + suffix) }
        for executable in executables {
            report(executable)
            for (name, long, fresh) in [("show", "long", "fresh"), ("undo", "long", "short")] {
                let clocks: [(name: String, time: ((wall: Double, cpu: Double)) -> Double)] = [("wall", { $0.wall }), ("CPU", { $0.cpu })]
                for (clock, time) in clocks {
                    let longMedian: Double = median(times["\(executable)|\(name)|\(long)"]!.map(time))
                    let freshMedian: Double = median(times["\(executable)|\(name)|\(fresh)"]!.map(time))
                    report("  \(name), \(clock): \(milliseconds(longMedian)) on \(longRevisions) revisions, "
                        + "\(milliseconds(freshMedian)) on \(fresh == "fresh" ? 1 : 2), "
                        + "ratio \((longMedian / freshMedian * 100).rounded() / 100) (medians of \(rounds))")
                }
            }
        }
    }
}
