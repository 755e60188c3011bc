import StackDocTestSupport
import StackDocument
import Testing

@testable import StackDocCLI

/// `log` lists a range of the history, cut by a limit; a terminal gets the newest 20.
@Suite("log ranges and limits")
struct LogCommandTests {
    struct Request: Sendable, CustomStringConvertible {
        var from: Int? = nil, to: Int? = nil, limit: Int? = nil, all = false, interactive = false
        var description: String { "from \(from.map(String.init) ?? "-") to \(to.map(String.init) ?? "-") limit \(limit.map(String.init) ?? "-")\(all ? " all" : "")\(interactive ? " on a terminal" : "")" }
    }

    static let windows: [(Request, LogWindow)] = [
        (Request(), LogWindow(first: 1, last: 100, omittedBefore: 0, omittedAfter: 0)),
        (Request(interactive: true), LogWindow(first: 81, last: 100, omittedBefore: 80, omittedAfter: 0)),
        (Request(all: true, interactive: true), LogWindow(first: 1, last: 100, omittedBefore: 0, omittedAfter: 0)),
        (Request(to: 50, interactive: true), LogWindow(first: 1, last: 50, omittedBefore: 0, omittedAfter: 0)),
        (Request(limit: 5), LogWindow(first: 96, last: 100, omittedBefore: 95, omittedAfter: 0)),
        (Request(limit: 100), LogWindow(first: 1, last: 100, omittedBefore: 0, omittedAfter: 0)),
        (Request(limit: 500), LogWindow(first: 1, last: 100, omittedBefore: 0, omittedAfter: 0)),
        (Request(from: 10, limit: 5), LogWindow(first: 10, last: 14, omittedBefore: 0, omittedAfter: 86)),
        (Request(to: 50, limit: 5), LogWindow(first: 46, last: 50, omittedBefore: 45, omittedAfter: 0)),
        (Request(from: 10, to: 50, limit: 5), LogWindow(first: 46, last: 50, omittedBefore: 36, omittedAfter: 0)),
        (Request(from: 7, to: 7), LogWindow(first: 7, last: 7, omittedBefore: 0, omittedAfter: 0)),
        (Request(from: 100, limit: 3, interactive: true), LogWindow(first: 100, last: 100, omittedBefore: 0, omittedAfter: 0)),
    ]

    @Test(arguments: windows)
    func theWindowOfAHundredRevisions(request: Request, expected: LogWindow) throws {
        let window = try LogWindow.resolve(
            document: "doc", head: 100, from: request.from, to: request.to, limit: request.limit, all: request.all,
            interactive: request.interactive)
        #expect(window == expected)
        #expect(window.last - window.first + 1 + window.omittedBefore + window.omittedAfter
            == (request.to ?? 100) - (request.from ?? 1) + 1)
    }

    @Test(arguments: [
        (Request(from: 0), "--from 0 is out of range: \"doc\" has revisions 1...100"),
        (Request(from: 101), "--from 101 is out of range: \"doc\" has revisions 1...100"),
        (Request(to: 101), "--to 101 is out of range: \"doc\" has revisions 1...100"),
        (Request(from: 9, to: 5), "--from 9 is after --to 5: the range is empty"),
    ])
    func rangesOutsideTheHistoryAreRefused(request: Request, message: String) {
        let error = #expect(throws: CLIError.self) {
            try LogWindow.resolve(
                document: "doc", head: 100, from: request.from, to: request.to, limit: request.limit, all: request.all,
                interactive: request.interactive)
        }
        #expect(error?.description == message)
    }

    /// A document with revisions 1...6: the import, then five edits.
    static func workspaceWithSixRevisions() throws -> Workspace {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        for spacing in 1...5 { #expect(try workspace.run("set", "simple", "stack", "spacing", "\(spacing)").status == 0) }
        return workspace
    }

    static func revisionNumbers(_ json: JSONValue) -> [Int] {
        guard case .array(let entries) = json else { return [] }
        return entries.compactMap { if case .number(let number)? = $0["revision"] { Int(number) } else { nil } }
    }

    @Test func pipedTheLogListsEveryRevisionOrTheRangeAsked() throws {
        let workspace = try Self.workspaceWithSixRevisions()
        let all = try workspace.run("log", "simple")
        #expect(all.status == 0)
        #expect(all.stdout.split(separator: "\n").map { $0.prefix(3) } == ["r1 ", "r2 ", "r3 ", "r4 ", "r5 ", "r6 "])
        #expect(all.stderr.isEmpty)
        #expect(Self.revisionNumbers(try workspace.json("log", "simple")) == [1, 2, 3, 4, 5, 6])
        #expect(Self.revisionNumbers(try workspace.json("log", "simple", "--from", "2", "--to", "4")) == [2, 3, 4])
        #expect(Self.revisionNumbers(try workspace.json("log", "simple", "--limit", "2")) == [5, 6])
        #expect(Self.revisionNumbers(try workspace.json("log", "simple", "--from", "3", "--limit", "2")) == [3, 4])
        #expect(Self.revisionNumbers(try workspace.json("log", "simple", "--to", "3", "--limit", "2")) == [2, 3])
    }

    @Test func aLimitSaysWhatItLeftOut() throws {
        let workspace = try Self.workspaceWithSixRevisions()
        let limited = try workspace.run("log", "simple", "--limit", "2")
        #expect(limited.status == 0)
        #expect(limited.stdout.split(separator: "\n").map { $0.prefix(3) } == ["r5 ", "r6 "])
        #expect(limited.stderr
            == "4 earlier revisions not shown (r1...r4); the 2 before: stackdoc log simple --to 4 --limit 2; every one: --all\n")
        let fromTwo = try workspace.run("log", "simple", "--from", "2", "--limit", "1")
        #expect(fromTwo.stderr == "4 later revisions not shown (r3...r6); the next 1: stackdoc log simple --from 3 --limit 1\n")
    }

    @Test(arguments: [
        (["--limit", "0"], "--limit 0: give at least 1 (or --all for every revision)"),
        (["--limit", "3", "--all"], "give --limit or --all, not both"),
        (["--from", "5", "--to", "2"], "--from 5 is after --to 2: the range is empty"),
        (["--to", "7"], "--to 7 is out of range: \"simple\" has revisions 1...6"),
        (["--from", "0"], "--from 0 is out of range: \"simple\" has revisions 1...6"),
    ])
    func badRangesAndLimitsAreErrors(flags: [String], message: String) throws {
        let workspace = try Self.workspaceWithSixRevisions()
        let before = TestEnvironment.contents(of: workspace.db)
        let result = try workspace.run(["log", "simple"] + flags)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(TestEnvironment.contents(of: workspace.db) == before)
    }
}
