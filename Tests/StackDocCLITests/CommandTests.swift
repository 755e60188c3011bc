import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// A scratch directory with a store path, for running `stackdoc` against.
final class Workspace {
    let directory = TestEnvironment.temporaryDirectory()
    var db: String { directory + "/store.db" }
    deinit { TestEnvironment.removeDirectory(directory) }

    func file(_ name: String, _ contents: String) -> String {
        let path = directory + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        return path
    }

    /// Runs `stackdoc` with `--db` pointing at this workspace's store.
    func run(_ arguments: String..., stdin: String? = nil) throws -> CommandResult {
        try run(arguments, stdin: stdin)
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> CommandResult {
        try runStackdoc(arguments + ["--db", db], stdin: stdin)
    }

    func json(_ arguments: String...) throws -> JSONValue {
        let result = try runStackdoc(arguments + ["--db", db, "--format", "json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONParser.parse(result.stdout)
    }
}

let simpleDocument = #"""
{ "format": "stack-document/1", "name": "simple", "canvas": { "width": 375, "height": 667 },
  "root": { "id": "root", "subviews": [
    { "id": "stack", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": [
      { "id": "title", "kind": "label", "intrinsicSize": { "width": 59, "height": 20.5 } },
      { "id": "image", "kind": "image", "intrinsicSize": { "width": 320, "height": 240 } },
      { "id": "badge", "kind": "view" } ],
      "arranged": ["title", "image"] } ] },
  "constraints": [ { "id": "pin", "first": "stack.top", "second": "root.safeArea.top" } ] }
"""#

@Suite("stackdoc commands")
struct CommandTests {
    @Test func demoRunsOnAFreshMachine() throws {
        let result = try runStackdoc(["demo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("demo · revision 8"), "the document is named as the examples name it")
        #expect(result.stdout.contains("entry5 stack #2"))
        let tree = result.stdout.components(separatedBy: "log:")[0]
        #expect(!tree.contains("entry2") && !tree.contains("entry4"), "deleted entries are gone")
        #expect(tree.contains("arranged: entry1, entry3, entry5, addItem"))
        #expect(result.stdout.contains("hide entry4; remove entry4 from superview"))
    }

    @Test func importListShowExport() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        let imported = try workspace.run("import", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        guard case .array(let entries) = try workspace.json("list") else { Issue.record("list is not an array"); return }
        #expect(entries.count == 1)
        #expect(entries[0]["name"] == "simple")
        #expect(entries[0]["revision"] == 1)
        #expect(entries[0]["views"] == 5)

        let show = try workspace.run("show", "simple")
        #expect(show.stdout.contains("stack stack #") == false)
        #expect(show.stdout.contains("badge view (not arranged)"))
        #expect(show.stdout.contains("title label #0"))
        #expect(show.stdout.contains("arranged: title, image"))

        let exported = try workspace.run("export", "simple")
        let original = try Document(json: Array(simpleDocument.utf8))
        #expect(try Document(json: Array(exported.stdout.utf8)) == original)
        let piped = try workspace.run("import", "-", "--name", "copy", stdin: exported.stdout)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try workspace.run("export", "copy").stdout == exported.stdout.replacingOccurrences(of: "\"simple\"", with: "\"copy\""))
    }

    @Test func editsShortcutsLogAndRevisions() throws {
        let workspace = Workspace()
        _ = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        let ops = workspace.file("ops.json", #"[{"op": "hide", "view": "image"}, {"op": "set", "view": "stack", "property": "spacing", "value": 12}]"#)
        let edited = try workspace.run("edit", "simple", "--ops", ops, "-m", "tweak")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("revision 2"))
        #expect(try workspace.run("insert", "simple", "stack", "--at", "0", "--new", "caption", "--kind", "label", "--width", "80", "--height", "20").status == 0)
        #expect(try workspace.run("insert", "simple", "stack", "--existing", "badge").status == 0)
        #expect(try workspace.run("unhide", "simple", "image").status == 0)
        #expect(try workspace.run("set", "simple", "stack", "axis", "horizontal").status == 0)
        #expect(try workspace.run("add-subview", "simple", "root", "--new", "overlay", "--z", "0").status == 0)
        #expect(try workspace.run("remove", "simple", "title", "--from", "arranged").status == 0)
        #expect(try workspace.run("remove", "simple", "stack").status == 0)

        let log = try workspace.json("log", "simple")
        guard case .array(let revisions) = log else { Issue.record("log is not an array"); return }
        #expect(revisions.map { $0["revision"] } == (1...9).map { .number(Double($0)) })
        #expect(revisions[1]["message"] == "tweak")
        #expect(revisions[1]["edits"] == [["op": "hide", "view": "image"], ["op": "set", "view": "stack", "property": "spacing", "value": 12]])

        let head = try workspace.json("show", "simple")
        #expect(head["revision"] == 9)
        #expect(head["root"]?["subviews"] == [["id": "overlay", "kind": "view"]])
        #expect(head["constraints"] == nil, "removing the stack removed its constraint")

        let fourth = try workspace.json("show", "simple", "--rev", "4")
        #expect(fourth["revision"] == 4)
        let exported = try workspace.run("export", "simple", "--rev", "4")
        let document = try Document(json: Array(exported.stdout.utf8))
        #expect(document["stack"]?.arranged == ["caption", "title", "image", "badge"])
        #expect(document["image"]?.properties.hidden == true)
        #expect(document["stack"]?.properties.stack?.spacing == .points(12))
    }

    @Test(arguments: [
        "demo", "init", "import", "export", "list", "show", "log", "edit", "insert", "add-subview", "remove", "hide", "unhide", "set",
        "copy",
    ])
    func everyCommandHasHelpWithAnExample(command: String) throws {
        let result = try runStackdoc([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"), "\(command) --help shows an example")
    }

    @Test func storeComesFromTheEnvironmentWhenNotGiven() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        #expect(try runStackdoc(["import", file], environment: ["STACKDOC_DB": workspace.db]).status == 0)
        #expect(try workspace.run("list").stdout.contains("simple"))
    }
}
