import Foundation
import StackDocTestSupport
import StackDocument
import Testing

@Suite("query, blame and lint commands")
struct QueryCommandTests {
    func workspaceWithSimple() throws -> Workspace {
        let workspace = Workspace()
        let imported = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        #expect(imported.status == 0, "\(imported.stderr)")
        return workspace
    }

    @Test func queryPrintsMatchesWithTheirPaths() throws {
        let workspace = try workspaceWithSimple()
        let text = try workspace.run("query", "stack > label")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "simple  r1  title (label)  root > stack > title\n")

        let json = try workspace.json("query", "stack[axis=vertical] > :arranged, #badge", "simple")
        guard case .array(let matches) = json else { Issue.record("not an array: \(json)"); return }
        #expect(matches.map { $0["view"] } == ["title", "image", "badge"])
        #expect(matches[0] == [
            "document": "simple", "revision": 1, "view": "title", "kind": "label", "path": ["root", "stack", "title"],
        ])
    }

    @Test func queryWithFramesAndRevisions() throws {
        let workspace = try workspaceWithSimple()
        #expect(try workspace.run("hide", "simple", "title").status == 0)
        let json = try workspace.json("query", "label[frame.width>0]", "--width", "320", "--height", "480")
        guard case .array(let matches) = json else { Issue.record("not an array"); return }
        #expect(matches.count == 1)
        #expect(matches.first?["frame"]?["width"] != nil)
        #expect(try workspace.run("query", ":hidden").stdout.contains("title (label)"))
        let old = try workspace.run("query", ":hidden", "simple", "--rev", "1")
        #expect(old.status == 1)
        #expect(old.stdout.isEmpty)
    }

    @Test func queryExitStatuses() throws {
        let workspace = try workspaceWithSimple()
        let none = try workspace.run("query", "switch")
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        let noneJSON = try workspace.run("query", "switch", "--format", "json")
        #expect(noneJSON.status == 1)
        #expect(noneJSON.stdout == "[]\n")
        let syntax = try workspace.run("query", "stack[axis=vertical")
        #expect(syntax.status == 64)
        #expect(syntax.stdout.isEmpty)
        #expect(syntax.stderr.contains("column 20"))
        #expect(syntax.stderr.contains("  stack[axis=vertical\n                     ^"))
        let missing = try workspace.run("query", "*", "nowhere")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere"))
        let help = try runStackdoc(["query", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("first-arranged") && help.stdout.contains("Examples"))
    }

    @Test func blameListsTheRevisionsOfAView() throws {
        let workspace = try workspaceWithSimple()
        #expect(try workspace.run("hide", "simple", "image", "-m", "hide it").status == 0)
        #expect(try workspace.run("set", "simple", "stack", "spacing", "12").status == 0)
        #expect(try workspace.run("set", "simple", "image", "hugging", #"{"vertical": 200}"#).status == 0)
        let json = try workspace.json("blame", "simple", "image")
        guard case .array(let entries) = json else { Issue.record("not an array"); return }
        #expect(entries.map { $0["revision"] } == [4, 2, 1].map { JSONValue.number($0) })
        #expect(entries[1]["kind"] == "edit")
        #expect(entries[1]["message"] == "hide it")
        #expect(entries[1]["edits"] == [["op": "hide", "view": "image"]])
        #expect(entries[1]["changes"] == [["action": "hidden"]])
        guard case .array(let changes)? = entries[0]["changes"], let change = changes.first else { Issue.record("no changes"); return }
        #expect(change["action"] == "set")
        #expect(change["property"] == "hugging")
        #expect(entries[2]["changes"] == [["action": "created", "parent": "stack"]])
        if case .string(let time)? = entries[0]["time"] { #expect(time.hasSuffix("Z")) } else { Issue.record("no time") }

        let text = try workspace.run("blame", "simple", "image")
        #expect(text.status == 0)
        #expect(text.stdout.contains("hidden"))
        let unknown = try workspace.run("blame", "simple", "ghost")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("view \"ghost\" never existed in document \"simple\""))
    }

    @Test func lintFindingsAndExitStatus() throws {
        // Two required widths that cannot both hold: an error, so lint exits 1.
        let workspace = Workspace()
        let conflicting = #"""
            { "format": "stack-document/1", "name": "conflict", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [ { "id": "v", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } } ] },
              "constraints": [ { "id": "ten", "first": "v.width", "constant": 10 }, { "id": "twenty", "first": "v.width", "constant": 20 } ] }
            """#
        #expect(try workspace.run("import", workspace.file("conflict.json", conflicting)).status == 0)
        let found = try workspace.run("lint", "--format", "json")
        #expect(found.status == 1, "\(found.stderr)")
        let findings = try JSONParser.parse(found.stdout)
        guard case .array(let list) = findings, let first = list.first else { Issue.record("no findings: \(found.stdout)"); return }
        #expect(first["rule"] == "broken-constraint" && first["severity"] == "error" && first["document"] == "conflict")
        #expect(first["view"] != nil && first["message"] != nil)

        // A stack pinned by its top alone is sized by its content: its views' tied priorities decide nothing.
        let simple = try workspaceWithSimple()
        let sized = try simple.run("lint", "--format", "json")
        #expect(sized.status == 0 && sized.stdout == "[]\n", "\(sized.stdout)")

        let clean = Workspace()
        let document = #"""
            { "format": "stack-document/1", "name": "clean", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [ { "id": "ok", "kind": "button", "frame": { "x": 0, "y": 0, "width": 60, "height": 44 } } ] } }
            """#
        #expect(try clean.run("import", clean.file("clean.json", document)).status == 0)
        let result = try clean.run("lint", "clean")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("no problems found"))
        let cleanJSON = try clean.run("lint", "--format", "json")
        #expect(cleanJSON.status == 0 && cleanJSON.stdout == "[]\n")
    }
}
