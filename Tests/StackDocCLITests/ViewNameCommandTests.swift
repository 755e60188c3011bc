import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// Commands name views by their names, ids beside them; JSON keeps ids and adds names.
@Suite("Names in command output")
struct ViewNameCommandTests {
    func workspaceWithNames() throws -> Workspace {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        #expect(try workspace.run("set", "simple", "title", "name", "Sign in").status == 0)
        #expect(try workspace.run("set", "simple", "stack", "name", "Form").status == 0)
        return workspace
    }

    @Test func setShowQueryDiffBlameAndLintUseTheName() throws {
        let workspace = try workspaceWithNames()
        let shown = try workspace.run("show", "simple")
        #expect(shown.stdout.contains("Form (stack) stack"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Sign in (title) label"))
        #expect(try workspace.run("query", "[name*=\"Sign\"]").stdout == "simple  r3  Sign in (title) (label)  root > stack > title\n")
        #expect(try workspace.json("query", "[name=Form] > label") == [[
            "document": "simple", "revision": 3, "view": "title", "name": "Sign in", "kind": "label", "path": ["root", "stack", "title"],
        ]])
        #expect(try workspace.run("query", "[name^=sign]").status == 1, "names compare case by case")

        #expect(try workspace.run("hide", "simple", "title").status == 0)
        let diff = try workspace.run("diff", "simple", "1", "4")
        #expect(diff.stdout.contains("~ Sign in (title) hidden"), "\(diff.stdout)")
        #expect(diff.stdout.contains(#"~ Form (stack).name: null -> "Form""#))
        let diffJSON = try workspace.json("diff", "simple", "1", "4")
        #expect(diffJSON["hidden"] == ["title"])
        #expect(diffJSON["names"] == ["stack": "Form", "title": "Sign in"])

        let blame = try workspace.run("blame", "simple", "title")
        #expect(blame.stdout.hasPrefix("Sign in (title)\n"))
        #expect(blame.stdout.contains("created in Form (stack)"))
        guard case .array(let entries) = try workspace.json("blame", "simple", "title") else { Issue.record("not an array"); return }
        #expect(entries.last?["changes"] == [["action": "created", "parent": "stack", "names": ["stack": "Form"]]])

        #expect(try workspace.run("set", "simple", "title", "name", "null").status == 0)
        #expect(try workspace.run("query", "[name]").stdout == "simple  r5  Form (stack) (stack)  root > stack\n")
    }

    @Test func lintNamesTheView() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("small.json", #"""
            { "format": "stack-document/1", "name": "small", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [
                { "id": "go", "kind": "button", "name": "Go", "intrinsicSize": { "width": 20, "height": 20 } } ] },
              "constraints": [ { "first": "go.top", "second": "root.top" }, { "first": "go.leading", "second": "root.leading" } ] }
            """#)).status == 0)
        let text = try workspace.run("lint", "small")
        #expect(text.stdout.hasPrefix("small: Go (go): warning: small-tap-target:"), "\(text.stdout)")
        let json = try runStackdoc(["lint", "small", "--db", workspace.db, "--format", "json"])
        guard case .array(let findings) = try JSONParser.parse(json.stdout) else { Issue.record("not an array"); return }
        #expect(findings.first?["view"] == "go")
        #expect(findings.first?["name"] == "Go")
    }

    /// A name that holds markup, quotes, line breaks and escapes: JSON carries it exactly, text
    /// shows it on one line with its control characters spelled out.
    @Test func hostileNamesAreEscapedInTextAndJSON() throws {
        let workspace = try workspaceWithNames()
        let hostile = "<script>\"x\"</script>\n\u{1B}[31m" + String(repeating: "long ", count: 190)
        let set = try workspace.run("set", "simple", "title", "name", hostile)
        #expect(set.status == 0, "\(set.stderr)")
        let shown = try workspace.run("show", "simple")
        let line = try #require(shown.stdout.split(separator: "\n").first { $0.contains("(title)") })
        #expect(line.contains(#"<script>"x"</script>\n\u{1B}[31mlong"#))
        #expect(line.contains("…"))
        #expect(!shown.stdout.contains("\u{1B}"))
        guard case .array(let matches) = try workspace.json("query", "#title") else { Issue.record("not an array"); return }
        #expect(matches.first?["name"] == .string(hostile))
        let exported = try #require(try workspace.run("export", "simple").stdout.data(using: .utf8))
        let document = try Document(json: Array(exported))
        #expect(document["title"]?.properties.name == hostile)
    }
}
