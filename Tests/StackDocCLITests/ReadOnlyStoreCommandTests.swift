import Foundation
import StackDocTestSupport
import Testing

/// Commands that only read answer on stores the user may not write, and never create or
/// change a file.
@Suite("Commands that only read", .serialized)
struct ReadOnlyStoreCommandTests {
    static let readingCommands: [[String]] = [
        ["list"], ["show", "simple"], ["log", "simple"], ["export", "simple"], ["layout", "simple"],
        ["render", "simple"], ["diff", "simple", "1", "2"], ["replay", "simple"], ["query", "label"],
        ["query", "view[frame.width>100]"], ["blame", "simple", "title"], ["lint"],
    ]

    /// A workspace whose store holds `simple` at two revisions, every connection to it closed
    /// (so that no -wal or -shm file is left).
    func workspaceWithStore() throws -> Workspace {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        #expect(try workspace.run("import", file).status == 0)
        #expect(try workspace.run("hide", "simple", "badge").status == 0)
        return workspace
    }

    /// The directory's entries, sorted.
    func entries(_ workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.directory).sorted()
    }

    /// Runs `command` on a store whose `protected` path (the store or its directory) the
    /// process may not write, and expects every file as it was and the answer the command gives
    /// once the protection is lifted.
    func expectAnswer(_ command: [String], protecting protected: (Workspace) -> String) throws {
        let workspace = try workspaceWithStore()
        let before = TestEnvironment.contents(of: workspace.db)
        let entriesBefore = try entries(workspace)
        WriteProtection.protect(protected(workspace))
        let result = try workspace.run(command)
        WriteProtection.unprotect(protected(workspace))
        #expect(TestEnvironment.contents(of: workspace.db) == before, "\(command) changed the store")
        #expect(try entries(workspace) == entriesBefore, "\(command) created a file")
        let unprotected = try workspace.run(command)
        #expect(!result.stdout.isEmpty, "\(command) printed nothing: \(result.stderr)")
        #expect(result.stdout == unprotected.stdout, "\(command)")
        #expect(result.status == unprotected.status, "\(command): \(result.stderr)")
    }

    @Test("Commands that only read answer on a store file the user may not write",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"), arguments: readingCommands)
    func readOnlyFile(command: [String]) throws {
        try expectAnswer(command) { $0.db }
    }

    @Test("Commands that only read answer on a store in a directory the user may not write",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"), arguments: readingCommands)
    func readOnlyDirectory(command: [String]) throws {
        try expectAnswer(command) { $0.directory }
    }

    @Test("A command that writes says the store file is read-only, and changes nothing",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func writeToReadOnlyFile() throws {
        let workspace = try workspaceWithStore()
        let before = TestEnvironment.contents(of: workspace.db)
        WriteProtection.protect(workspace.db)
        defer { WriteProtection.unprotect(workspace.db) }
        let result = try workspace.run("unhide", "simple", "badge")
        #expect(result.status != 0)
        #expect(result.stderr.contains("cannot open database '\(workspace.db)' for writing: the file is read-only"), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: workspace.db) == before)
    }

    @Test("list and show on an empty file say it is no store, and leave it empty with nothing beside it",
          arguments: [["list"], ["show", "simple"], ["query", "label"], ["lint"]])
    func emptyFile(command: [String]) throws {
        let workspace = Workspace()
        _ = workspace.file("store.db", "")
        let result = try workspace.run(command)
        #expect(result.status != 0)
        #expect(result.stderr.contains("'\(workspace.db)' is not a StackDoc store: it is empty"), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: workspace.db) == [])
        #expect(try entries(workspace) == ["store.db"])
    }

    @Test("list and show on a file that is not SQLite say so, and leave it as it was with nothing beside it",
          arguments: [["list"], ["show", "simple"], ["query", "label"]])
    func notSQLite(command: [String]) throws {
        let workspace = Workspace()
        _ = workspace.file("store.db", String(repeating: "notes, not a database\n", count: 100))
        let before = TestEnvironment.contents(of: workspace.db)
        let result = try workspace.run(command)
        #expect(result.status != 0)
        #expect(result.stderr.contains("'\(workspace.db)' is not an SQLite database"), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: workspace.db) == before)
        #expect(try entries(workspace) == ["store.db"])
    }

    @Test("A missing store is not created by a command that only reads", arguments: [["list"], ["show", "simple"], ["query", "label"]])
    func missingStore(command: [String]) throws {
        let workspace = Workspace()
        let result = try workspace.run(command)
        #expect(result.status != 0)
        #expect(result.stderr.contains("no store at '\(workspace.db)'"), "\(result.stderr)")
        #expect(try entries(workspace).isEmpty)
    }

    @Test("query keeps the frames it computed in a store it may write, and answers the same from them")
    func queryKeepsFramesWhenWritable() throws {
        let workspace = try workspaceWithStore()
        let before = TestEnvironment.contents(of: workspace.db)
        let first = try workspace.run("query", "view[frame.width>100]")
        #expect(first.status == 0, "\(first.stderr)")
        let afterFirst = TestEnvironment.contents(of: workspace.db)
        #expect(afterFirst != before, "the first query kept its frames")
        let second = try workspace.run("query", "view[frame.width>100]")
        #expect(second.stdout == first.stdout)
        #expect(TestEnvironment.contents(of: workspace.db) == afterFirst, "the second query found the frames kept and wrote nothing")
    }
}
