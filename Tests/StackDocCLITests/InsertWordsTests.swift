import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `insert` and `add-subview` give a new view its text, a button its title and a view its
/// name in the revision that creates it.
@Suite("A new view's words in one revision")
struct InsertWordsTests {
    static func workspace() throws -> Workspace {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        return workspace
    }

    @Test func aLabelWithTextIsOneRevision() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(
            "insert", "simple", "stack", "--new", "note", "--kind", "label", "--text", "Saved", "--name", "Saved note",
            "--width", "44", "--height", "20.5")
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try JSONParser.parse(workspace.run("export", "simple").stdout)
        let note = try #require(Self.view("note", in: shown))
        #expect(note["text"] == "Saved" && note["name"] == "Saved note" && note["kind"] == "label", "\(note)")
        guard case .array(let log) = try workspace.json("log", "simple") else { Issue.record("no log"); return }
        #expect(log.count == 2, "import, then one revision")
        let button = try workspace.run("add-subview", "simple", "root", "--new", "go", "--kind", "button", "--title", "Go")
        #expect(button.status == 0, "\(button.stderr)")
        #expect(try Self.view("go", in: JSONParser.parse(workspace.run("export", "simple").stdout))?["text"] == "Go")
        // `show` prints the name the flag gave.
        #expect(try workspace.run("show", "simple").stdout.contains("Saved note (note)"))
    }

    @Test(arguments: [
        (["--new", "x", "--text", "a", "--title", "b", "--kind", "button"], "give --text or --title, not both"),
        (["--new", "x", "--title", "Go"], "--title is a button's title; give --kind button, or --text for a view"),
        (["--existing", "title", "--text", "a"], "--text gives a new view its words: use it with --new"),
        (["--new", "x", "--text", ""], "--text: must not be empty"),
        (["--new", "x", "--name", ""], "--name: must not be empty"),
    ])
    func wordsThatCannotBeAreRefused(flags: [String], message: String) throws {
        let workspace = try Self.workspace()
        let before = try workspace.run("export", "simple").stdout
        let result = try workspace.run(["insert", "simple", "stack"] + flags)
        #expect(result.status == 64, "\(flags): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try workspace.run("export", "simple").stdout == before, "store unchanged")
    }

    /// The view `id` anywhere in an exported document's tree.
    static func view(_ id: String, in document: JSONValue) -> JSONValue? {
        func find(_ view: JSONValue) -> JSONValue? {
            if view["id"] == .string(id) { return view }
            guard case .array(let subviews)? = view["subviews"] else { return nil }
            return subviews.lazy.compactMap(find).first
        }
        return document["root"].flatMap(find)
    }
}
