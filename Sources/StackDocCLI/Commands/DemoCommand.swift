import ArgumentParser
import DocumentStore
import StackDocument

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run the built-in demo: the Dynamic Stack View recipe edited, with its tree and log.",
        discussion: """
            Imports the recipe as the document "demo", adds five entries (each inserted
            hidden, then revealed: one revision of two edits), deletes two (each hidden,
            then removed from its superview), and prints the tree and the log. Uses a
            temporary store unless --db is given; the other commands' examples use that
            document.

            Examples:
              stackdoc demo --db demo.db
              stackdoc log demo --db demo.db
            """
    )

    @Option(help: ArgumentHelp("Keep the demo in this store (it must not hold the demo document yet).", valueName: "path"))
    var db: String?

    /// The demo document's name, which every command's examples use.
    static let documentName = "demo"

    func run() throws {
        var temporary: String?
        let path: String
        if let db {
            path = db
        } else {
            var template = Array("/tmp/stackdoc-demo-XXXXXX".utf8CString)
            guard let directory = mkdtemp(&template) else { throw CLIError("cannot create a temporary directory") }
            temporary = String(cString: directory)
            path = temporary! + "/demo.db"
        }
        defer {
            if let temporary {
                for file in ["demo.db", "demo.db-wal", "demo.db-shm"] { unlink(temporary + "/" + file) }
                rmdir(temporary)
            }
        }

        let store = try DocumentStore(path: path)
        var document = DynamicStackViewSample.document()
        document.name = Self.documentName
        let name = document.name
        try store.importDocument(document, message: "the recipe's initial screen")
        for number in 1...5 {
            let id = "entry\(number)"
            let count = try store.document(name)["stack"]!.arranged.count
            try store.apply(
                [.insert(stack: "stack", index: count - 1, view: .new(DynamicStackViewSample.entry(id, hidden: true))),
                 .unhide(view: id)],
                to: name, message: "add entry")
        }
        for id in ["entry2", "entry4"] {
            try store.apply([.hide(view: id), .remove(view: id, from: .superview)], to: name, message: "delete entry")
        }

        let head = try store.headRevision(of: name)
        print(TreeOutput.text(try store.document(name), revision: head))
        print("")
        print("log:")
        for revision in try store.log(of: name) { print(RevisionOutput.line(revision)) }
        print("")
        if temporary != nil {
            print("(a temporary store; run `stackdoc demo --db demo.db` to keep it and explore it with show, log and export)")
        } else {
            print("stored in \(path): try `stackdoc show \(name) --db \(path) --rev 3`")
        }
    }
}
