// A writer process for the store's crash-safety and concurrency tests.
//
//   stress-writer seeded DB DOC SEED LAST
//       appends the seeded session's revisions from the head up to LAST, one per transaction
//   stress-writer insert DB DOC PREFIX COUNT
//       appends COUNT revisions, each inserting a new label PREFIX-i into stack "stack"
//
// Prints one line per committed revision; exits 1 with the error on stderr on any failure.
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = write(2, line, line.count)
}

let arguments = CommandLine.arguments
guard arguments.count == 6 else {
    printError("usage: stress-writer seeded DB DOC SEED LAST | insert DB DOC PREFIX COUNT")
    exit(64)
}
do {
    let store = try DocumentStore(path: arguments[2], create: false)
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
    default:
        printError("unknown mode \(arguments[1])")
        exit(64)
    }
} catch {
    printError("stress-writer: \(error)")
    exit(1)
}
