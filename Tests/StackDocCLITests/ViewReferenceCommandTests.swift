import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// Commands take a view by its id or by the name `show` prints; a name several views share is
/// listed, and a mistyped id gets the nearest one.
@Suite("Views by id or by name")
struct ViewReferenceCommandTests {
    static func workspace() throws -> Workspace {
        let workspace = Workspace()
        let file = workspace.file("notes.json", #"""
            { "format": "stack-document/1", "name": "Main", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [
                { "id": "list", "kind": "stack", "axis": "vertical", "name": "Notes list", "subviews": [
                  { "id": "n1", "kind": "label", "name": "Your notes", "intrinsicSize": { "width": 80, "height": 20 } },
                  { "id": "c1", "kind": "button", "name": "Close", "intrinsicSize": { "width": 60, "height": 44 } },
                  { "id": "c2", "kind": "button", "name": "Close", "intrinsicSize": { "width": 60, "height": 44 } } ] } ] } }
            """#)
        #expect(try workspace.run("import", file).status == 0)
        return workspace
    }

    @Test(arguments: [
        (["hide", "Main", "Your notes"], "hide n1"),
        (["set", "Main", "Notes list", "spacing", "4"], "set list.spacing = 4"),
        (["remove", "Main", "Your notes"], "remove n1 from superview"),
        (["insert", "Main", "Notes list", "--at", "2", "--existing", "Your notes"], "into list at 2"),
        (["add-subview", "Main", "root", "--existing", "Your notes"], "add n1 to root"),
    ])
    func editsTakeNames(arguments: [String], logged: String) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(logged), "\(result.stdout)")
    }

    @Test func blameTakesANameAndLayoutPrintsNames() throws {
        let workspace = try Self.workspace()
        let blame = try workspace.run("blame", "Main", "Your notes")
        #expect(blame.status == 0, "\(blame.stderr)")
        #expect(blame.stdout.hasPrefix("Your notes (n1)\n"), "\(blame.stdout)")
        let layout = try workspace.run("layout", "Main")
        #expect(layout.stdout.contains("    Your notes (n1) "), "\(layout.stdout)")
        #expect(layout.stdout.contains("  Notes list (list) "), "\(layout.stdout)")
    }

    /// `log` writes a view with a name as `diff` does: `Your notes (n1)`.
    @Test func logNamesViewsAsDiffDoes() throws {
        let workspace = try Self.workspace()
        #expect(try workspace.run("hide", "Main", "n1").status == 0)
        let log = try workspace.run("log", "Main")
        #expect(log.stdout.contains("edit    hide Your notes (n1)"), "\(log.stdout)")
        let diff = try workspace.run("diff", "Main", "1", "2")
        #expect(diff.stdout.contains("Your notes (n1)"), "\(diff.stdout)")
    }

    /// A long document name is suggested for a part of it, when only that name holds the part.
    @Test func aPartOfALongDocumentNameFindsIt() throws {
        let workspace = try Self.workspace()
        let long = "Swift-Education__Autolayout-Cookbook__NestedStackViews"
        let example = ReadmeWalkthroughTests.packageRoot + "/Examples/simple-stack-view.json"
        #expect(try workspace.run("import", example, "--name", long).status == 0)
        let result = try workspace.run("show", "nested")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no document named \"nested\" in the store (did you mean \"\(long)\"?)"), "\(result.stderr)")
        #expect(try workspace.run("import", example, "--name", "Nested again").status == 0)
        #expect(try !workspace.run("show", "nested").stderr.contains("did you mean"), "two names hold it: no guess")
    }

    @Test func aSharedNameIsListed() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("hide", "Main", "Close")
        #expect(result.status == 1)
        #expect(result.stderr.contains(#""Close" names 2 views of "Main": Close (c1), Close (c2); give the id of the one you mean"#), "\(result.stderr)")
    }

    /// `blame` looks a view the head lacks up in the history; one the history never had either
    /// is a slip, answered with the head's nearest id or name.
    @Test func blameOfATypoGetsTheNearestView() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("blame", "Main", "Your nots")
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"view "Your nots" never existed in document "Main" (did you mean "Your notes"?)"#), "\(result.stderr)")
        let far = try workspace.run("blame", "Main", "zzzzzzzz")
        #expect(far.status == 1 && !far.stderr.contains("did you mean"), "\(far.stderr)")
        // A view only the history has is still found by its id.
        #expect(try workspace.run("remove", "Main", "c2").status == 0)
        #expect(try workspace.run("blame", "Main", "c2").stdout.contains("removed"))
    }

    @Test(arguments: [(["hide", "Main", "nl"], "n1"), (["set", "Main", "Your note", "name", "x"], "Your notes")])
    func typosGetTheNearestView(arguments: [String], nearest: String) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains("(did you mean \"\(nearest)\"?)"), "\(result.stderr)")
    }
}
