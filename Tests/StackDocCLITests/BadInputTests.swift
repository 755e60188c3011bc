import Foundation
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// The store's files, to compare before and after a command that must change nothing.
func storeBytes(_ workspace: Workspace) -> [[UInt8]?] {
    ["", "-wal", "-shm"].dropLast().map { TestEnvironment.contents(of: workspace.db + $0) }
}

@Suite("Bad input changes nothing")
struct BadInputTests {
    static let badEdits: [(String, String)] = [
        (#"[{"op": "hide", "view": "ghost"}]"#, "unknown view \"ghost\""),
        (#"[{"op": "insert", "stack": "stack", "index": 7, "existing": "badge"}]"#, "arranged index 7 is out of range 0...2"),
        (#"[{"op": "insert", "stack": "stack", "index": 0, "existing": "root"}]"#, "root view"),
        (#"[{"op": "addSubview", "parent": "title", "existing": "stack"}]"#, "inside its own subtree"),
        (#"[{"op": "insert", "stack": "stack", "index": 0, "view": {"id": "title"}}]"#, "duplicate view id \"title\""),
        (#"[{"op": "addConstraint", "constraint": {"first": "ghost.width", "constant": 3}}]"#, "missing view \"ghost\""),
        (#"[{"op": "addConstraint", "constraint": {"first": "title.width", "constant": 3, "priority": 1001}}]"#, "within 1...1000"),
        (#"[{"op": "set", "view": "stack", "property": "spacing", "value": 1e999}]"#, "out of range"),
        (#"[{"op": "hide", "view": "title"}, {"op": "moveZ", "view": "title", "zIndex": 5}]"#, "z-index 5 is out of range"),
        (#"[{"op": "hide", "view": "title", "colour": "red"}]"#, "$[0].colour: unknown key"),
        (#"[{"op": "explode"}]"#, "unknown op \"explode\""),
        (#"[{"op": "hide", "view": "title"}"#, "malformed JSON at line 1, column 33"),
    ]

    @Test(arguments: badEdits)
    func rejectedEditsLeaveTheStoreByteForByte(edits: String, message: String) throws {
        let workspace = Workspace()
        _ = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        let before = storeBytes(workspace)
        let result = try workspace.run("edit", "simple", "--ops", "-", stdin: edits)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(storeBytes(workspace) == before)
    }

    @Test(arguments: [
        (#"{"format": "stack-document/1", "root": {"id": "r", "subviews": [{"id": "r"}]}}"#, "$.root.subviews[0].id: duplicate view id"),
        (#"{"format": "stack-document/1", "root": {"id": "r", "hiden": true}}"#, "$.root.hiden: unknown key"),
        ("{\n  \"format\": \"stack-document/1\",\n  \"root\": [\n}", "line 4, column 1"),
        ("not json", "malformed JSON at line 1, column 1"),
    ])
    func rejectedImportsLeaveTheStoreByteForByte(text: String, message: String) throws {
        let workspace = Workspace()
        _ = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        let before = storeBytes(workspace)
        let result = try workspace.run("import", workspace.file("bad.json", text))
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(storeBytes(workspace) == before)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUntouched() throws {
        let workspace = Workspace()
        let path = workspace.file("notes.db", String(repeating: "these are my notes, not a database\n", count: 200))
        let before = TestEnvironment.contents(of: path)
        for arguments in [["list"], ["import", workspace.file("simple.json", simpleDocument)], ["show", "x"]] {
            let result = try runStackdoc(arguments + ["--db", path])
            #expect(result.status == 1)
            #expect(result.stderr.contains(path), "the message names the file: \(result.stderr)")
            #expect(TestEnvironment.contents(of: path) == before)
        }
    }

    @Test func aStoreFromANewerVersionIsRefusedUntouched() throws {
        let workspace = Workspace()
        _ = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        try Connection(path: workspace.db).execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (9999, 'from_the_future', 'x', 'later')")
        let before = storeBytes(workspace)
        for arguments in [["list"], ["hide", "simple", "title"]] {
            let result = try workspace.run(arguments[0], arguments.count > 1 ? arguments[1] : "--format", arguments.count > 1 ? arguments[2] : "text")
            #expect(result.status == 1)
            #expect(result.stderr.contains("9999"), "stderr: \(result.stderr)")
            #expect(storeBytes(workspace) == before)
        }
    }

    @Test func aMissingDirectoryIsNamed() throws {
        let result = try runStackdoc(["import", "-", "--db", "/nonexistent-dir/sub/store.db"], stdin: simpleDocument)
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent-dir/sub/store.db"))
    }

    @Test func aMissingStoreIsNotCreatedByReadingCommands() throws {
        let workspace = Workspace()
        let result = try workspace.run("list")
        #expect(result.status == 1)
        #expect(result.stderr.contains(workspace.db))
        #expect(TestEnvironment.contents(of: workspace.db) == nil)
    }

    @Test(arguments: [["show"], ["edit", "simple"], ["insert", "simple", "stack"], ["list", "--format", "yaml"], ["frobnicate"]])
    func usageErrorsExitWith64(arguments: [String]) throws {
        let result = try runStackdoc(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }
}
