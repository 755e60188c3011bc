import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// A storyboard's history as apps have them, built in a test repository: a scene's class
/// renamed and its old name given to a new scene, a scene re-created, two branches that both
/// changed the file merged, a malformed version committed, older commits and other branches
/// checked out between runs.
@Suite("git histories: document identity", .enabled(if: GitRepository.gitAvailable, "needs git in $PATH"))
struct GitIdentityTests {
    typealias Scene = SyntheticStoryboard.Scene

    /// The commits of the history, by what they did.
    struct History {
        var repository: GitRepository
        var twoScreens = "", renamed = "", recreated = "", sideSpacing = "", mainLabel = "", merge = "", broken = "", fourth = ""
        /// The scenes as `recreated` left them.
        var atRecreated: [Scene] = []
        var file: String { repository.directory + "/App.storyboard" }
    }

    static func history(in workspace: Workspace) throws -> History {
        var history = History(repository: try GitRepository(in: workspace.directory + "/repo"))
        let repository = history.repository
        func save(_ scenes: [Scene]) throws { try repository.write("App.storyboard", SyntheticStoryboard(scenes: scenes).xml) }

        var themes = Scene(sceneID: "sA-aa-aaa", controllerID: "cA-aa-aaa", className: "ColorPalette", rootID: "rA-aa-aaa", labels: ["a1-aa-aaa"])
        let feeds = Scene(sceneID: "sB-bb-bbb", controllerID: "cB-bb-bbb", className: "Feeds", rootID: "rB-bb-bbb", labels: ["b1-bb-bbb"])
        try save([themes, feeds])
        history.twoScreens = try repository.commit("Two screens", date: "2001-02-03T04:05:06Z")

        themes.className = "ArticleThemes"
        themes.labels.append("a2-aa-aaa")
        let palette = Scene(sceneID: "sN-nn-nnn", controllerID: "cN-nn-nnn", className: "ColorPalette", rootID: "rN-nn-nnn", labels: ["n1-nn-nnn"])
        try save([themes, feeds, palette])
        history.renamed = try repository.commit("Themes take over; a new palette", date: "2001-02-04T04:05:06Z")

        let newFeeds = Scene(sceneID: "sF-ff-fff", controllerID: "cF-ff-fff", className: "Feeds", rootID: "rF-ff-fff", labels: ["f1-ff-fff"])
        try save([themes, newFeeds, palette])
        history.recreated = try repository.commit("Feeds as a new controller", date: "2001-02-05T04:05:06Z")
        history.atRecreated = [themes, newFeeds, palette]

        try repository.git("checkout", "-q", "-b", "side")
        var wider = themes
        wider.spacing = 12
        try save([wider, newFeeds, palette])
        history.sideSpacing = try repository.commit("Wider themes", date: "2001-02-06T04:05:06Z")
        try repository.git("checkout", "-q", "main")
        themes.labels.append("a3-aa-aaa")
        try save([themes, newFeeds, palette])
        history.mainLabel = try repository.commit("Third theme label", date: "2001-02-07T04:05:06Z")
        try repository.git(["merge", "-q", "--no-ff", "--no-commit", "side"], mayFail: true)
        themes.spacing = 12
        try save([themes, newFeeds, palette])
        history.merge = try repository.commit("Merge branch 'side'", date: "2001-02-08T04:05:06Z")

        let whole = SyntheticStoryboard(scenes: [themes, newFeeds, palette]).xml
        try repository.write("App.storyboard", String(whole.prefix(whole.count / 2)))
        history.broken = try repository.commit("Broken save", date: "2001-02-09T04:05:06Z")

        themes.labels.append("a4-aa-aaa")
        themes.height = 812
        try save([themes, newFeeds, palette])
        history.fourth = try repository.commit("Fourth label on a taller screen", date: "2001-02-10T04:05:06Z")
        return history
    }

    @Test func renamesReusedNamesRecreatedScenesMergesAndMalformedVersions() throws {
        let workspace = Workspace()
        let history = try Self.history(in: workspace)

        let imported = try workspace.run("import-git", history.file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 7 commits of \(history.file); skipped 1: \(history.broken.prefix(10))"), "\(imported.stdout)")
        let warnings = imported.stderr.split(separator: "\n").filter { $0.contains("warning: commit \(history.broken.prefix(10)) (\"Broken save\") skipped: ") }
        #expect(warnings.count == 1, "\(imported.stderr)")
        #expect(!imported.stdout.contains(history.sideSpacing.prefix(10)), "a side-branch commit is not on the first-parent line")

        // The live documents, and the deleted one with its history.
        let listed = try #require(try workspace.json("list").array).compactMap { $0["name"]?.string }
        #expect(listed == ["App/ArticleThemes", "App/ColorPalette", "App/Feeds"])
        let deletedName = "App/Feeds (deleted \(history.recreated.prefix(10)))"
        let all = try #require(try workspace.json("list", "--deleted").array)
        #expect(all.compactMap { $0["name"]?.string } == ["App/ArticleThemes", "App/ColorPalette", "App/Feeds", deletedName])
        #expect(all.last?["deleted"] == true)

        func log(_ document: String) throws -> (kinds: [String], commits: [String]) {
            let entries = try #require(try workspace.json("log", document).array)
            return (entries.compactMap { $0["kind"]?.string }, entries.compactMap { $0["origin"]?["commit"]?.string })
        }
        let themes = try log("App/ArticleThemes")
        #expect(themes.kinds == ["import", "rename", "edit", "edit", "edit", "skip", "edit"])
        #expect(themes.commits == [history.twoScreens, history.renamed, history.renamed, history.mainLabel, history.merge, history.broken, history.fourth])
        let rename = try #require(try workspace.json("log", "App/ArticleThemes").array?[1])
        #expect(rename["renamedFrom"] == "App/ColorPalette")
        #expect(try log("App/ColorPalette").kinds == ["import", "skip"])
        #expect(try log("App/ColorPalette").commits == [history.renamed, history.broken])
        #expect(try log("App/Feeds").commits == [history.recreated, history.broken])
        #expect(try log(deletedName).kinds == ["import", "delete"])
        #expect(try log(deletedName).commits == [history.twoScreens, history.recreated])

        // Text log: the commit's date, and the gap.
        let text = try workspace.run("log", "App/ArticleThemes").stdout
        #expect(text.contains("2001-02-04") && text.contains("renamed from \"App/ColorPalette\""), "\(text)")
        #expect(text.contains("skip") && text.contains("skipped this version: "), "\(text)")

        // blame names the commit of the first-parent line that made each change.
        func blamed(_ view: String) throws -> String? {
            try workspace.json("blame", "App/ArticleThemes", view).array?.first?["origin"]?["commit"]?.string
        }
        #expect(try blamed("a1-aa-aaa") == history.twoScreens)
        #expect(try blamed("a2-aa-aaa") == history.renamed)
        #expect(try blamed("a3-aa-aaa") == history.mainLabel)
        // The stack's spacing came in with the merge (a later commit on a taller screen moved
        // its stored frame, which blame lists as a change of `frame`).
        let spacing = try workspace.json("blame", "App/ArticleThemes", "rA-aa-aaa-stk").array?
            .first { "\($0)".contains("spacing") }
        #expect(spacing?["origin"]?["commit"]?.string == history.merge, "the merge brought the side branch's spacing in")
        #expect(try blamed("a4-aa-aaa") == history.fourth)

        // The canvas follows the file.
        let shown = try workspace.json("show", "App/ArticleThemes")
        #expect(shown["canvas"]?["height"] == 812)

        // The heads equal `import` of the file at HEAD.
        let fresh = Workspace()
        #expect(try fresh.run("import", history.file).status == 0)
        for name in listed {
            let head = try JSONParser.parse(try workspace.run("export", name).stdout)
            let imported = try JSONParser.parse(try fresh.run("export", name).stdout)
            #expect(head == imported, "\(name)")
        }

        // Re-running imports nothing, after any checkout.
        #expect(try workspace.run("import-git", history.file).stdout.contains("nothing new"))
        try history.repository.git("checkout", "-q", history.recreated)
        #expect(try workspace.run("import-git", history.file).stdout.contains("nothing new"))
        try history.repository.git("checkout", "-q", "-b", "feature")
        var scenes = history.atRecreated
        scenes[1].labels.append("f2-ff-fff")
        try history.repository.write("App.storyboard", SyntheticStoryboard(scenes: scenes).xml)
        let feature = try history.repository.commit("Second feed label")
        let onFeature = try workspace.json("import-git", history.file)
        #expect(onFeature["commits"]?.array?.map { $0["commit"]?.string } == [feature])
        try history.repository.git("checkout", "-q", "main")
        #expect(try workspace.run("import-git", history.file).stdout.contains("nothing new"))
        // The store holds one line: the feature commit's version follows the last one read.
        #expect(try log("App/ArticleThemes").commits == themes.commits + [feature], "no commit is imported twice")
    }

    @Test func importUpdateAndDiffFilesFollowTheSameIdentity() throws {
        let workspace = Workspace()
        let history = try Self.history(in: workspace)
        let repository = history.repository
        func version(_ commit: String) throws -> String {
            let directory = workspace.directory + "/" + commit
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            return workspace.file("\(commit)/App.storyboard", try repository.git("show", "\(commit):App.storyboard"))
        }
        func update(_ commit: String) throws -> String {
            let copy = workspace.directory + "/App.storyboard"
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: try version(commit), toPath: copy)
            let result = try workspace.run("import", copy, "--update")
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        _ = try update(history.twoScreens)
        let renamed = try update(history.renamed)
        #expect(renamed.contains("renamed \"App/ColorPalette\" to \"App/ArticleThemes\""), "\(renamed)")
        #expect(renamed.contains("created \"App/ColorPalette\""), "\(renamed)")
        let recreated = try update(history.recreated)
        #expect(recreated.contains("deleted \"App/Feeds\"") && recreated.contains("created \"App/Feeds\""), "\(recreated)")
        #expect(try workspace.json("list").array?.count == 3)
        #expect(try workspace.json("list", "--deleted").array?.count == 4)

        let diff = try runStackdoc(["diff-files", try version(history.twoScreens), try version(history.renamed)])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("App/ArticleThemes (renamed from App/ColorPalette):"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+ a2-aa-aaa"), "\(diff.stdout)")
        #expect(diff.stdout.contains("App/ColorPalette: document added"), "\(diff.stdout)")
        let recreatedDiff = try runStackdoc(["diff-files", try version(history.renamed), try version(history.recreated)]).stdout
        #expect(recreatedDiff.contains("App/Feeds: document added") && recreatedDiff.contains("App/Feeds: document removed"), "\(recreatedDiff)")
    }

    @Test func theDiffDriverAndTextconvShowEveryVersion() throws {
        let workspace = Workspace()
        let history = try Self.history(in: workspace)
        let repository = history.repository
        try repository.write(".git/info/attributes", "*.storyboard diff=stackdoc\n")
        try repository.git("config", "diff.stackdoc.command", TestEnvironment.executable("stackdoc") + " diff-files")
        let driven = try repository.git("log", "-p", "--ext-diff", "--first-parent", "--", "App.storyboard")
        #expect(driven.contains("! the new version does not read: "), "\(driven)")
        #expect(driven.contains("App/ArticleThemes (renamed from App/ColorPalette):"), "\(driven)")
        #expect(driven.contains("! the old version does not read: "), "the version after the malformed one says so too")

        try repository.git("config", "diff.stackdoc.textconv", TestEnvironment.executable("stackdoc") + " outline --lenient")
        let converted = try repository.git("log", "-p", "--first-parent", "--", "App.storyboard")
        #expect(converted.contains("+App/ArticleThemes: a4-aa-aaa text (a4-aa-aaa) label #3"), "\(converted)")
        #expect(converted.contains("+! "), "the malformed version is one line")
    }
}
