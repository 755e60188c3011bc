import Foundation
import StackDocTestSupport
import StackDocument
import Testing

@testable import StackDocCLI

/// The Dynamic Stack View recipe's editing session, through the command line.
@Suite("Recipe session")
struct RecipeSessionTests {
    static let name = "Dynamic Stack View"

    func edits(_ edits: [Edit]) -> String {
        JSONWriter.string(.array(edits.map(EditFormat.encode)))
    }

    @Test func addDeleteUndoRedoAndDiff() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("recipe.json", DynamicStackViewSample.json)).status == 0)
        for number in 1...5 {
            let document = try Document(json: Array(try workspace.run("export", Self.name).stdout.utf8))
            let index = document["stack"]!.arranged.count - 1
            let ops = edits([
                .insert(stack: "stack", index: index, view: .new(DynamicStackViewSample.entry("entry\(number)", hidden: true))),
                .unhide(view: "entry\(number)"),
            ])
            let added = try workspace.run("edit", Self.name, "--ops", "-", "-m", "add entry", stdin: ops)
            #expect(added.status == 0, "\(added.stderr)")
        }
        for id in ["entry2", "entry4"] {
            let deleted = try workspace.run(
                "edit", Self.name, "--ops", "-", "-m", "delete entry",
                stdin: edits([.hide(view: id), .remove(view: id, from: .superview)]))
            #expect(deleted.status == 0, "\(deleted.stderr)")
        }
        #expect(try workspace.run("undo", Self.name, "--steps", "2").stdout.contains("revision 10: undid r7"))
        #expect(try workspace.run("redo", Self.name).stdout.contains("revision 11: redid r7"))

        let log = try workspace.run("log", Self.name).stdout
        #expect(log.contains("r9    "))
        #expect(log.contains("undid r8"))
        #expect(log.contains("redid r7"))

        // entry2 deleted for good, entry4's deletion undone.
        let head = try Document(json: Array(try workspace.run("export", Self.name).stdout.utf8))
        #expect(head["stack"]?.arranged == ["entry1", "entry3", "entry4", "entry5", "addItem"])
        #expect(head["entry4"]?.properties.hidden == false, "undoing the deletion unhides the entry too")

        let diff = try workspace.json("diff", Self.name, "1", "11", "--frames")
        guard case .array(let added) = diff["added"], case .array(let frames) = diff["frames"] else {
            Issue.record("diff JSON without added or frames: \(diff)")
            return
        }
        #expect(Set(added.compactMap { $0["view"] }) == Set(["entry1", "entry3", "entry4", "entry5"].flatMap { id in
            [id, "\(id)-date", "\(id)-number", "\(id)-delete"].map(JSONValue.string)
        }))
        #expect(diff["removed"] == .array([]), "entry2 came and went between the two revisions")
        #expect(diff["document"] == .string(Self.name) && diff["from"] == 1 && diff["to"] == 11, "the diff names what it compares")

        // The frames moved by the four entries: the stack grew by their heights and pushed the button down.
        let layout = try workspace.json("layout", Self.name)
        guard case .array(let views) = layout["views"] else { Issue.record("layout without views"); return }
        func frame(_ id: String) -> JSONValue? { views.first { $0["id"] == .string(id) }?["frame"] }
        let entryHeights = ["entry1", "entry3", "entry4", "entry5"].compactMap { id -> Double? in
            if case .number(let height)? = frame(id)?["height"] { height } else { nil }
        }.reduce(0, +)
        #expect(entryHeights > 0)
        let button = frames.first { $0["view"] == "addItem" }
        #expect(button?["old"]?["y"] == 0)
        #expect(button?["new"]?["y"] == .number(entryHeights))
        #expect(frames.contains { $0["view"] == "stack" })
        let scroll = views.first { $0["id"] == "scroll" }
        #expect(scroll?["contentSize"]?["height"] == .number(entryHeights + 30), "the scroll content grows with the entries")
    }
}
