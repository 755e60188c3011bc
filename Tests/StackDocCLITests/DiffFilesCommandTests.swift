import Foundation
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// `stackdoc diff-files`: the semantic diff of two files, without a store.
@Suite("diff-files")
struct DiffFilesCommandTests {
    /// `simpleDocument` with a view hidden, one added, one moved in the z-order, the spacing
    /// changed and a constraint added.
    private static func editedDocument() throws -> Document {
        var document = try Document(json: Array(simpleDocument.utf8))
        let caption = ViewTree(id: "caption", properties: ViewProperties(kind: .label))
        _ = try document.apply([
            .hide(view: "title"), .insert(stack: "stack", index: 0, view: .new(caption)), .moveZ(view: "badge", zIndex: 0),
            .set(view: "stack", property: .spacing, value: 12),
            .addConstraint(LayoutConstraint(id: "w", first: Anchor(view: "badge", attribute: .width), constant: 40), index: nil),
        ])
        return document
    }

    @Test func textListsEveryKindOfChange() throws {
        let workspace = Workspace()
        let old = workspace.file("old.json", simpleDocument)
        let new = workspace.file("new.json", try Self.editedDocument().jsonText())
        let result = try runStackdoc(["diff-files", old, new])
        #expect(result.status == 0, "\(result.stderr)")
        for line in ["+ caption (label) in stack at arranged 0", "↕ badge z", "~ title hidden", "~ stack.spacing: 8 -> 12", "+ constraint w: badge.width"] {
            #expect(result.stdout.contains(line), "\(line) in \(result.stdout)")
        }
        let framed = try runStackdoc(["diff-files", old, new, "--frames"])
        #expect(framed.stdout.contains("frame image:"), "\(framed.stdout)")
        let same = try runStackdoc(["diff-files", old, old])
        #expect(same.stdout == "no changes\n")
    }

    @Test func jsonCarriesTheStatusAndTheChanges() throws {
        let workspace = Workspace()
        let old = workspace.file("old.json", simpleDocument)
        let new = workspace.file("new.json", try Self.editedDocument().jsonText())
        let result = try runStackdoc(["diff-files", old, new, "--format", "json"])
        let json = try JSONParser.parse(result.stdout)
        #expect(json["old"] == .string(old) && json["new"] == .string(new))
        let document = try #require(json["documents"]?[0])
        #expect(document["status"] == "changed")
        #expect(document["hidden"] == ["title"])
        #expect(document["added"]?[0]?["view"] == "caption")
        #expect(document["document"] == "simple")
        #expect(document["constraintsAdded"]?.array?.count == 1)
    }

    @Test func gitsSevenArgumentsWithAnAddedFile() throws {
        let workspace = Workspace()
        let new = workspace.file("new.json", simpleDocument)
        let hex = String(repeating: "0", count: 40)
        let result = try runStackdoc(["diff-files", "Screens/simple.json", "/dev/null", hex, "100644", new, hex, "100644"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "stackdoc diff Screens/simple.json\nsimple: document added\n")
        let broken = workspace.file("broken.json", "{ \"format\": ")
        // As git's driver it never fails: the version that does not read is one line naming git's path.
        let unread = try runStackdoc(["diff-files", "Screens/simple.json", broken, hex, "100644", new, hex, "100644"])
        #expect(unread.status == 0, "\(unread.stderr)")
        #expect(unread.stdout.contains("! the old version does not read: Screens/simple.json:"), "errors name git's path: \(unread.stdout)")
    }

    @Test func wrongNumberOfArgumentsAndUnreadableFilesAreRefused() throws {
        let workspace = Workspace()
        let three = try runStackdoc(["diff-files", "a", "b", "c"])
        #expect(three.status != 0 && three.stderr.contains("got 3"), "\(three.stderr)")
        let missing = try runStackdoc(["diff-files", workspace.directory + "/absent.json", workspace.file("x.json", simpleDocument)])
        #expect(missing.status != 0 && missing.stderr.contains("absent.json"), "\(missing.stderr)")
    }

    @Test(arguments: ["import-git", "diff-files"])
    func newCommandsHaveHelpWithAnExample(command: String) throws {
        let result = try runStackdoc([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"), "\(command) --help shows an example")
    }
}
