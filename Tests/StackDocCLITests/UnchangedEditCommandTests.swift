import StackDocTestSupport
import StackDocument
import Testing

/// An edit that changes nothing writes no revision, says so, and succeeds.
@Suite("Edits that change nothing, from the command line")
struct UnchangedEditCommandTests {
    static func workspace() throws -> Workspace {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        #expect(try workspace.run("hide", "simple", "badge").status == 0)
        return workspace
    }

    @Test(arguments: [
        (["hide", "simple", "badge"], "nothing changed: \"badge\" is already hidden"),
        (["unhide", "simple", "title"], "nothing changed: \"title\" is already visible"),
        (["set", "simple", "stack", "spacing", "8"], "nothing changed: \"stack\" spacing is already 8"),
        (["set", "simple", "stack", "axis", "vertical"], "nothing changed: \"stack\" axis is already \"vertical\""),
        (["insert", "simple", "stack", "--existing", "image"], "nothing changed: \"image\" is already arranged at index 1 in \"stack\""),
    ])
    func aNoOpSaysSoAndWritesNothing(arguments: [String], reason: String) throws {
        let workspace = try Self.workspace()
        let before = TestEnvironment.contents(of: workspace.db)
        let result = try workspace.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "simple: no changes; revision stays 2\n")
        #expect(result.stderr == reason + "\n")
        #expect(TestEnvironment.contents(of: workspace.db) == before)
        #expect(LogCommandTests.revisionNumbers(try workspace.json("log", "simple")) == [1, 2])
    }

    @Test func aBatchRecordsOnlyTheEditsThatChangeSomething() throws {
        let workspace = try Self.workspace()
        let ops = workspace.file(
            "ops.json", #"[{"op": "hide", "view": "badge"}, {"op": "hide", "view": "title"}, {"op": "unhide", "view": "image"}]"#)
        let result = try workspace.run("edit", "simple", "--ops", ops)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "simple: revision 3: hide title\n")
        #expect(result.stderr == "nothing changed: \"badge\" is already hidden\nnothing changed: \"image\" is already visible\n")
        guard case .array(let log) = try workspace.json("log", "simple") else { Issue.record("log is not an array"); return }
        #expect(log.last?["edits"] == [["op": "hide", "view": "title"]])
    }

    @Test func jsonSaysWhetherARevisionWasWritten() throws {
        let workspace = try Self.workspace()
        let unchanged = try workspace.json("hide", "simple", "badge")
        #expect(unchanged == [
            "document": "simple", "revision": 2, "changed": false,
            "unchanged": [["edit": ["op": "hide", "view": "badge"], "reason": "\"badge\" is already hidden"]],
        ])
        let changed = try workspace.json("hide", "simple", "badge", "title")
        #expect(changed["revision"] == 3)
        #expect(changed["changed"] == true)
        #expect(changed["edits"] == [["op": "hide", "view": "title"]])
        #expect(changed["unchanged"] == [["edit": ["op": "hide", "view": "badge"], "reason": "\"badge\" is already hidden"]])
    }

    @Test func aNoOpKeepsTheRedoStack() throws {
        let workspace = try Self.workspace()
        #expect(try workspace.run("undo", "simple").status == 0)
        #expect(try workspace.run("unhide", "simple", "badge").stdout == "simple: no changes; revision stays 3\n")
        let redone = try workspace.run("redo", "simple")
        #expect(redone.status == 0, "\(redone.stderr)")
        #expect(redone.stdout == "simple: revision 4: redid r2\n")
        let nothing = try workspace.run("redo", "simple")
        #expect(nothing.status != 0)
        #expect(nothing.stderr.contains("nothing to redo in \"simple\""))
    }
}
