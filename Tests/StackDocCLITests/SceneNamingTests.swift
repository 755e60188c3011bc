import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `import --name-scenes scene` names a storyboard's documents by their scenes alone; the
/// default names them `FILE/SCENE`, and `--name` gives a short prefix.
@Suite("Short names for a storyboard's scenes")
struct SceneNamingTests {
    typealias Scene = SyntheticStoryboard.Scene

    static let scenes = [
        Scene(sceneID: "sA-aa-aaa", controllerID: "cA-aa-aaa", className: "ControlPanelViewController", rootID: "rA-aa-aaa", labels: ["a1-aa-aaa"]),
        Scene(sceneID: "sB-bb-bbb", controllerID: "cB-bb-bbb", className: "SettingsViewController", rootID: "rB-bb-bbb", labels: ["b1-bb-bbb"]),
    ]

    static func documentNames(_ workspace: Workspace) throws -> [String] {
        guard case .array(let documents) = try workspace.json("list") else { return [] }
        return documents.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }.sorted()
    }

    @Test func eachWayOfNamingTheScenes() throws {
        let xml = SyntheticStoryboard(scenes: Self.scenes).xml
        let byFile = Workspace()
        let path = byFile.file("ivpn__ios-app__Main.storyboard", xml)
        #expect(try byFile.run("import", path).status == 0)
        #expect(try Self.documentNames(byFile) == ["ivpn__ios-app__Main/ControlPanelViewController", "ivpn__ios-app__Main/SettingsViewController"])

        let byPrefix = Workspace()
        #expect(try byPrefix.run("import", byPrefix.file("Main.storyboard", xml), "--name", "iv").status == 0)
        #expect(try Self.documentNames(byPrefix) == ["iv/ControlPanelViewController", "iv/SettingsViewController"])

        let byScene = Workspace()
        let imported = try byScene.run("import", byScene.file("Main.storyboard", xml), "--name-scenes", "scene")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains(#"imported "ControlPanelViewController" ("#), "\(imported.stdout)")
        #expect(try Self.documentNames(byScene) == ["ControlPanelViewController", "SettingsViewController"])
        #expect(try byScene.run("layout", "ControlPanelViewController").status == 0)
    }

    @Test func aSceneNameAlreadyTakenImportsNothing() throws {
        let workspace = Workspace()
        let first = workspace.file("First.storyboard", SyntheticStoryboard(scenes: [Self.scenes[0]]).xml)
        var again = Self.scenes[0]
        (again.sceneID, again.controllerID, again.rootID, again.labels) = ("sC-cc-ccc", "cC-cc-ccc", "rC-cc-ccc", ["c1-cc-ccc"])
        let second = workspace.file("Second.storyboard", SyntheticStoryboard(scenes: [again, Self.scenes[1]]).xml)
        #expect(try workspace.run("import", first, "--name-scenes", "scene").status == 0)
        let result = try workspace.run("import", second, "--name-scenes", "scene")
        #expect(result.status != 0)
        #expect(result.stderr.contains("ControlPanelViewController"), "\(result.stderr)")
        #expect(try Self.documentNames(workspace) == ["ControlPanelViewController"], "nothing of the second file imported")
    }

    @Test(arguments: [
        (["--name-scenes", "scene", "--name", "iv"], "give --name (a short prefix) or --name-scenes scene, not both"),
        (["--name-scenes", "scene", "--update"], "--update finds a file's scenes under its prefix, which --name-scenes scene leaves out"),
        (["--name-scenes", "class"], "--name-scenes"),
    ])
    func contradictionsAreRefused(flags: [String], message: String) throws {
        let workspace = Workspace()
        let result = try workspace.run(["import", workspace.file("Main.storyboard", SyntheticStoryboard(scenes: Self.scenes).xml)] + flags)
        #expect(result.status == 64, "\(flags)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try !workspace.run("list").stdout.contains("ViewController"), "nothing stored")
    }
}
