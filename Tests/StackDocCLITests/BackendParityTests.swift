import Foundation
import StackDocTestSupport
import Testing

/// Every command answers the same whichever backend holds the store: one session of edits run
/// on an SQLite file and on a PostgreSQL database, then every read command's output compared.
@Suite("The same session on both backends")
struct BackendParityTests {
    /// The writes of the session, after `import`: each must succeed on both backends.
    static let writes: [[String]] = [
        ["hide", "simple", "title"],
        ["set", "simple", "stack", "spacing", "12"],
        ["set", "simple", "title", "name", "Greeting"],
        ["undo", "simple"],
        ["redo", "simple"],
        ["set", "simple", "stack", "axis", "horizontal"],
        ["restore", "simple", "3"],
        ["unhide", "simple", "title"],
    ]

    /// The reads compared, each also with `--format json`.
    static let reads: [[String]] = [
        ["list"], ["log", "simple"], ["show", "simple"], ["show", "simple", "--rev", "4"],
        ["diff", "simple", "1", "9", "--frames"], ["diff", "simple", "9", "10"], ["replay", "simple", "--from", "2", "--to", "8"],
        ["layout", "simple", "--rev", "5"], ["layout", "simple", "--device", "iphone15", "--landscape"],
        ["query", "stack > label"], ["query", "[name*=Greet]:hidden", "--rev", "4"], ["query", "*[frame.width>100]"],
        ["blame", "simple", "title"], ["lint", "simple"],
    ]

    /// The reads that have no JSON form.
    static let plainReads: [[String]] = [["export", "simple", "--rev", "6"], ["render", "simple", "--rev", "2"]]

    /// `output` with every date and time replaced: the two sessions ran at different instants.
    static func withoutTimes(_ output: String) -> String {
        output.replacing(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?/, with: "<time>")
    }

    @Test(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
    func everyCommandAnswersAsOnSQLite() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        // The file changed outside: a view gone, the spacing changed; `import --update` writes r10.
        let changed = workspace.file("changed.json", simpleDocument
            .replacingOccurrences(of: #""spacing": 8"#, with: #""spacing": 4"#)
            .replacingOccurrences(of: ",\n      { \"id\": \"badge\", \"kind\": \"view\" } ]", with: " ]"))
        let stores = [workspace.db, try PostgreSQLTestServer.freshDatabase()]
        for store in stores {
            for command in [["import", file]] + Self.writes + [["import", changed, "--update"]] {
                let result = try runStackdoc(command + ["--db", store])
                #expect(result.status == 0, "\(command) on \(store): \(result.stderr)")
            }
        }
        let commands = Self.reads.flatMap { [$0, $0 + ["--format", "json"]] } + Self.plainReads
        #expect(try runStackdoc(["diff", "simple", "9", "10", "--db", stores[0]]).stdout.contains("badge"), "the update removed a view")
        for command in commands {
            let answers = try stores.map { try runStackdoc(command + ["--db", $0]) }
            // lint exits 1 only on an error, and the stack here, sized by its content, has none.
            #expect(answers[0].status == 0, "\(command): \(answers[0].stderr)")
            #expect(answers[1].status == answers[0].status, "\(command): \(answers[1].stderr)")
            #expect(Self.withoutTimes(answers[1].stdout) == Self.withoutTimes(answers[0].stdout),
                    "\(command): PostgreSQL answered \(answers[1].stdout)")
        }
    }
}
