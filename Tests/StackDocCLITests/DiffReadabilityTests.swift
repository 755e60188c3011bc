import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `diff-files` and `outline` as a reviewer reads them, and as git runs them on every version.
@Suite("readable diffs of storyboards")
struct DiffReadabilityTests {
    typealias Scene = SyntheticStoryboard.Scene

    static let scene = Scene(
        sceneID: "sA-aa-aaa", controllerID: "cA-aa-aaa", className: "Themes", rootID: "rA-aa-aaa", labels: ["a1-aa-aaa", "a2-aa-aaa"])

    /// Two versions of one storyboard, each in a folder of its own.
    static func versions(_ old: [Scene], _ new: [Scene], in workspace: Workspace) throws -> (String, String) {
        for folder in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: workspace.directory + "/" + folder, withIntermediateDirectories: true)
        }
        return (workspace.file("old/App.storyboard", SyntheticStoryboard(scenes: old).xml),
                workspace.file("new/App.storyboard", SyntheticStoryboard(scenes: new).xml))
    }

    @Test func aChangedConstantIsOneLine() throws {
        let workspace = Workspace()
        var moved = Self.scene
        moved.topConstant = 8
        let (old, new) = try Self.versions([Self.scene], [moved], in: workspace)
        let diff = try runStackdoc(["diff-files", old, new])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "~ constraint rA-aa-aaa-top (rA-aa-aaa-stk.top): constant 0 -> 8\n", "\(diff.stdout)")
    }

    @Test func floatNoiseThatMovesNoFrameIsLeftOutUnlessAll() throws {
        let workspace = Workspace()
        var noisy = Self.scene
        noisy.spacing = 8.001
        var wider = Self.scene
        wider.spacing = 12
        let feeds = Scene(sceneID: "sB-bb-bbb", controllerID: "cB-bb-bbb", className: "Feeds", rootID: "rB-bb-bbb", labels: ["b1-bb-bbb"])
        let (old, new) = try Self.versions([Self.scene, feeds], [noisy, feeds], in: workspace)
        let quiet = try runStackdoc(["diff-files", old, new])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("no layout changes") && !quiet.stdout.contains("spacing"), "\(quiet.stdout)")
        let all = try runStackdoc(["diff-files", old, new, "--all"])
        #expect(all.stdout.contains("~ rA-aa-aaa-stk.spacing: 8 -> 8.001"), "\(all.stdout)")

        // Scenes that did not change are not listed; when none changed, one line says so.
        let unchangedWorkspace = Workspace()
        let (first, second) = try Self.versions([Self.scene, feeds], [Self.scene, feeds], in: unchangedWorkspace)
        #expect(try runStackdoc(["diff-files", first, second]).stdout == "no layout changes (--all shows what changed)\n")

        // A real change of the same property is shown.
        let other = Workspace()
        let (before, after) = try Self.versions([Self.scene], [wider], in: other)
        #expect(try runStackdoc(["diff-files", before, after]).stdout.contains("spacing: 8 -> 12"))
    }

    @Test func theDiffDriverPrintsWhatItCanForAVersionThatDoesNotRead() throws {
        let workspace = Workspace()
        let (old, _) = try Self.versions([Self.scene], [Self.scene], in: workspace)
        let broken = workspace.file("new/App.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<<<<<<< HEAD\n")
        let driver = try runStackdoc(["diff-files", "App.storyboard", old, "a1", "100644", broken, "b2", "100644"])
        #expect(driver.status == 0, "\(driver.stderr)")
        #expect(driver.stdout.hasPrefix("stackdoc diff App.storyboard\n! the new version does not read: "), "\(driver.stdout)")
        // Two files named on the command line are checked as any input is.
        let direct = try runStackdoc(["diff-files", old, broken])
        #expect(direct.status != 0 && direct.stderr.contains("App.storyboard"), "\(direct.stderr)")
    }

    @Test func outlineIsOneLinePerViewAndConstraint() throws {
        let workspace = Workspace()
        let file = workspace.file("App.storyboard", SyntheticStoryboard(scenes: [Self.scene]).xml)
        let outline = try runStackdoc(["outline", file])
        #expect(outline.status == 0, "\(outline.stderr)")
        let lines = outline.stdout.split(separator: "\n")
        #expect(lines.count == 4 + 2, "root, stack, two labels, two constraints: \(outline.stdout)")
        #expect(lines.contains { $0.hasPrefix("App: a2-aa-aaa text (a2-aa-aaa) label #1") && $0.hasSuffix("in rA-aa-aaa-stk") }, "\(outline.stdout)")
        #expect(lines.contains("App: constraint rA-aa-aaa-top: rA-aa-aaa-stk.top == rA-aa-aaa.top"), "\(outline.stdout)")

        let broken = workspace.file("Broken.storyboard", "<document")
        let refused = try runStackdoc(["outline", broken])
        #expect(refused.status != 0 && refused.stderr.contains("Broken.storyboard"), "\(refused.stderr)")
        let lenient = try runStackdoc(["outline", broken, "--lenient"])
        #expect(lenient.status == 0 && lenient.stdout.hasPrefix("! "), "\(lenient.stdout)")
    }

    @Test func dbAndFormatBeforeTheCommand() throws {
        let workspace = Workspace()
        let initialised = try runStackdoc(["--db", workspace.db, "init"])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let file = workspace.file("simple.json", simpleDocument)
        #expect(try runStackdoc(["--db=\(workspace.db)", "import", file]).status == 0)
        let listed = try runStackdoc(["--db", workspace.db, "--format", "json", "list"])
        #expect(try JSONParser.parse(listed.stdout).array?.first?["name"] == "simple", "\(listed.stdout)\(listed.stderr)")
    }
}
