import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `branch`, edits on `DOC@NAME` and `--branch`, `merge`, `log --graph`, `diff DOC DOC@NAME` and
/// `blame` through a merge, run as a user runs them, on both backends.
@Suite("Branches on the command line")
struct BranchCommandTests {
    @Test(arguments: StoreBackend.allCases)
    func aBranchIsEditedMergedAndDrawn(backend: StoreBackend) throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        try backend.cancelUnlessAvailable()
        let db = try backend.freshLocation(in: directory)
        func run(_ arguments: String...) throws -> CommandResult { try runStackdoc(arguments + ["--db", db]) }

        #expect(try run("demo").status == 0)
        let created = try run("branch", "demo", "wide", "--from", "6")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("demo@wide"))
        let refused = try run("branch", "demo", "a@b")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("\"@\""))
        #expect(try run("branch", "demo", "wide").stderr.contains("has a branch named \"wide\" already"))

        #expect(try run("set", "demo@wide", "stack", "spacing", "20").status == 0)
        #expect(try run("hide", "--branch", "wide", "demo", "entry2").status == 0)
        #expect(try run("set", "demo", "entry1-date", "text", "\"Mon\"").status == 0)

        let conflicted = try run("merge", "demo", "wide")
        #expect(conflicted.status == 1)
        #expect(conflicted.stdout.contains("deleted-changed at view entry2"))
        #expect(conflicted.stderr.contains("nothing was written"))
        let conflictedJSON = try JSONParser.parse(try run("merge", "demo", "wide", "--format", "json").stdout)
        #expect(conflictedJSON["clean"] == .bool(false))
        #expect(conflictedJSON["revision"] == .null)
        #expect(try run("log", "demo", "--format", "json").stdout.contains("\"merge\"") == false, "a conflicted merge writes nothing")

        #expect(try run("undo", "--branch", "wide", "demo").status == 0)
        let merged = try run("merge", "demo", "wide", "-m", "take wide")
        #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("merged branch \"wide\""))
        #expect(try run("show", "demo").stdout.contains("spacing 20"))

        let graph = try run("log", "demo", "--graph").stdout
        #expect(graph.contains("|\\\n"))
        #expect(graph.contains("|/\n"))
        #expect(graph.contains("| * demo@wide r2"))
        let graphJSON = try JSONParser.parse(try run("log", "demo", "--graph", "--format", "json").stdout)
        guard case .array(let rows) = graphJSON, let last = rows.last else { Issue.record("log --graph JSON is not an array"); return }
        #expect(last["kind"] == .string("merge"))
        guard case .array(let parents)? = last["parents"], parents.count == 2 else { Issue.record("a merge has two parents"); return }
        #expect(parents[1]["document"] == .string("demo@wide"))
        #expect(parents[1]["revision"] == .number(4))
        #expect(rows.contains { $0["lane"] == .number(1) })

        #expect(!(try run("list").stdout.contains("demo@wide")))
        #expect(try run("list", "--branches").stdout.contains("demo@wide"))
        #expect(try run("branch", "demo").stdout.contains("from r6  head r4  merged up to r4"))
        #expect(try run("diff", "demo", "demo@wide").stdout.contains("entry1-date.text"))
        #expect(try run("blame", "demo", "stack").stdout.contains("demo@wide r2"))

        #expect(try run("undo", "demo").status == 0)
        #expect(!(try run("show", "demo").stdout.contains("spacing 20")), "undo undoes the merge")
    }

    @Test func theNewCommandsCarryAnExampleInTheirHelp() throws {
        for command in ["branch", "merge"] {
            let help = try runStackdoc([command, "--help"]).stdout
            #expect(help.contains("stackdoc \(command) demo"), "\(command) --help")
        }
        #expect(try runStackdoc(["log", "--help"]).stdout.contains("stackdoc log demo --graph"))
    }
}
