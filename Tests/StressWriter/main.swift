// A writer process for the store's crash-safety and concurrency tests.
//
//   stress-writer seeded DB DOC SEED LAST
//       appends the seeded session's revisions from the head up to LAST, one per transaction
//   stress-writer insert DB DOC PREFIX COUNT
//       appends COUNT revisions, each inserting a new label PREFIX-i into stack "stack"
//   stress-writer prepend DB DOC PREFIX COUNT
//       the same, each label inserted first in the stack, without reading the document before
//   stress-writer hold DB writer-lock|sqlite-only SECONDS
//       stands for a write that takes SECONDS: takes the store's writer lock (or, with
//       sqlite-only, only SQLite's write lock, as a program that does not know the writer lock
//       would), prints "holding", sleeps SECONDS inside the write transaction and commits
//       nothing
//
// Prints one line per committed revision; exits 1 with the error on stderr on any failure.
// STRESS_BUSY_TIMEOUT_MS, if set, is the busy timeout of the store the seeded and insert modes open.
import DocumentStore
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// The busy timeout that STRESS_BUSY_TIMEOUT_MS asks for, else the store's default.
func busyTimeout() -> Duration {
    guard let value = getenv("STRESS_BUSY_TIMEOUT_MS"), let milliseconds = Int(String(cString: value)) else { return .seconds(10) }
    return .milliseconds(milliseconds)
}

/// Holds the write lock(s) of the store at `path` for `seconds`, writing nothing.
func hold(_ path: String, writerLock: Bool, seconds: Double) throws {
    let connection = try Connection(path: path, options: OpenOptions(mode: .mustExist, writerLock: writerLock))
    try connection.write {
        print("holding")
        fflush(nil)
        usleep(UInt32(seconds * 1_000_000))
    }
}

func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = write(2, line, line.count)
}

let arguments = CommandLine.arguments
guard arguments.count == 6 || (arguments.count == 5 && arguments[1] == "hold") else {
    printError("usage: stress-writer seeded DB DOC SEED LAST | insert|prepend DB DOC PREFIX COUNT | hold DB writer-lock|sqlite-only SECONDS")
    exit(64)
}
do {
    if arguments[1] == "hold" {
        try hold(arguments[2], writerLock: arguments[3] == "writer-lock", seconds: Double(arguments[4])!)
        exit(0)
    }
    let store = try DocumentStore(path: arguments[2], access: .readWrite, busyTimeout: busyTimeout())
    let name = arguments[3]
    switch arguments[1] {
    case "seeded":
        let seed = UInt64(arguments[4])!
        let last = Int(arguments[5])!
        while true {
            let head = try store.headRevision(of: name)
            guard head < last else { break }
            let edit = seededEdit(for: try store.document(name), seed: seed, revision: head + 1)
            print(try store.apply([edit], to: name).headRevision)
        }
    case "insert":
        let prefix = arguments[4]
        for index in 0..<Int(arguments[5])! {
            var properties = ViewProperties(kind: .label)
            properties.intrinsicSize = IntrinsicSize(width: 40, height: 20)
            let count = try store.document(name)["stack"]!.arranged.count
            let view = ViewTree(id: "\(prefix)-\(index)", properties: properties)
            print(try store.apply([.insert(stack: "stack", index: index % (count + 1), view: .new(view))], to: name).headRevision)
        }
    case "prepend":
        let prefix = arguments[4]
        for index in 0..<Int(arguments[5])! {
            var properties = ViewProperties(kind: .label)
            properties.intrinsicSize = IntrinsicSize(width: 40, height: 20)
            let view = ViewTree(id: "\(prefix)-\(index)", properties: properties)
            print(try store.apply([.insert(stack: "stack", index: 0, view: .new(view))], to: name).headRevision)
        }
    default:
        printError("unknown mode \(arguments[1])")
        exit(64)
    }
} catch {
    printError("stress-writer: \(error)")
    exit(1)
}
