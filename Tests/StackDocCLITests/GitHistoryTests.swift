import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `import-git` and `diff-files` on a real repository: a shared fixture committed, then a view
/// hidden, one added, a spacing changed and the file renamed, one commit each.
@Suite("git histories", .enabled(if: GitRepository.gitAvailable, "needs git in $PATH"))
struct GitHistoryTests {
    static let fixture = "Swift-Education__Autolayout-Cookbook__SimpleStackView.storyboard"

    /// The repository with its five commits (oldest first).
    private static func history(in workspace: Workspace) throws -> (GitRepository, [String]) {
        let repository = try GitRepository(in: workspace.directory + "/repo")
        let original = try Fixtures.text(fixture)
        try repository.write("Simple.storyboard", original)
        var commits = [try repository.commit("Add the flowers screen")]
        try repository.write("Simple.storyboard", try #require(StoryboardEdit.hidingAView(original)))
        commits.append(try repository.commit("Hide the stack"))
        try repository.write("Simple.storyboard", try #require(StoryboardEdit.addingAView(repository.read("Simple.storyboard"), id: "New-vw-001")))
        commits.append(try repository.commit("Add a view"))
        let spaced = try repository.read("Simple.storyboard")
        #expect(spaced.contains("spacing=\"8\""))
        try repository.write("Simple.storyboard", spaced.replacingOccurrences(of: "spacing=\"8\"", with: "spacing=\"20\""))
        commits.append(try repository.commit("Wider spacing"))
        try repository.git("mv", "Simple.storyboard", "Flowers.storyboard")
        commits.append(try repository.commit("Rename to Flowers"))
        return (repository, commits)
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func importGitLogBlameDiffAndTheDiffDriver() throws {
        let workspace = Workspace()
        let (repository, commits) = try Self.history(in: workspace)
        let file = repository.directory + "/Flowers.storyboard"

        let imported = try workspace.run("import-git", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 5 commits of \(file)"), "\(imported.stdout)")
        #expect(imported.stdout.contains("\"Flowers\" unchanged at revision 4"), "the rename changes no document")

        // --repo: the file named relative to the repository.
        let elsewhere = Workspace()
        let fromRepo = try elsewhere.run("import-git", "Flowers.storyboard", "--repo", repository.directory)
        #expect(fromRepo.stdout.contains("imported 5 commits of Flowers.storyboard"), "\(fromRepo.stdout)\(fromRepo.stderr)")

        // log: one revision per commit that changed the document, each with its commit.
        let log = try #require(try workspace.json("log", "Flowers").array)
        #expect(log.count == 4)
        #expect(log.map { $0["origin"]?["commit"]?.string } == commits.prefix(4).map(Optional.some))
        #expect(log.allSatisfy { $0["origin"]?["author"] == "Dana Designer <dana@example.com>" })
        #expect(log.map { $0["message"]?.string } == ["Add the flowers screen", "Hide the stack", "Add a view", "Wider spacing"])
        #expect(log.map { $0["kind"]?.string } == ["import", "edit", "edit", "edit"])
        let logText = try workspace.run("log", "Flowers").stdout
        #expect(logText.contains("[\(commits[2].prefix(10)) Dana Designer <dana@example.com>]"), "\(logText)")

        // blame names the commit that added the view.
        let blame = try workspace.run("blame", "Flowers", "New-vw-001")
        #expect(blame.stdout.contains(String(commits[2].prefix(10))) && blame.stdout.contains("created"), "\(blame.stdout)")
        let blameJSON = try #require(try workspace.json("blame", "Flowers", "New-vw-001").array)
        #expect(blameJSON.first?["origin"]?["commit"]?.string == commits[2])

        // diff across the three edits.
        let diff = try workspace.run("diff", "Flowers", "1", "4").stdout
        #expect(diff.contains(" hidden") && diff.contains("+ New-vw-001") && diff.contains(".spacing: 8 -> 20"), "\(diff)")

        // Running again imports only the new commits.
        #expect(try workspace.run("import-git", file).stdout.contains("nothing new"))
        try repository.write("Flowers.storyboard", try repository.read("Flowers.storyboard").replacingOccurrences(of: "spacing=\"20\"", with: "spacing=\"24\""))
        let latest = try repository.commit("Even wider")
        let again = try workspace.json("import-git", file)
        #expect(again["commits"]?.array?.map { $0["commit"]?.string } == [latest])
        #expect(try workspace.json("log", "Flowers").array?.count == 5)

        // git diff and git log -p through the driver print the semantic diff.
        try repository.write(".gitattributes", "*.storyboard diff=stackdoc\n")
        try repository.git("config", "diff.stackdoc.command", TestEnvironment.executable("stackdoc") + " diff-files")
        let gitDiff = try repository.git("diff", commits[0], commits[3])
        #expect(gitDiff.contains("stackdoc diff Simple.storyboard"), "\(gitDiff)")
        #expect(gitDiff.contains(" hidden") && gitDiff.contains("+ New-vw-001") && gitDiff.contains(".spacing: 8 -> 20"), "\(gitDiff)")
        let gitLog = try repository.git("log", "-p", "--ext-diff", "--follow", "--", "Flowers.storyboard")
        #expect(gitLog.contains("stackdoc diff Simple.storyboard -> Flowers.storyboard"), "\(gitLog)")
        #expect(gitLog.contains(".spacing: 20 -> 24") && gitLog.contains("Simple: document added"), "\(gitLog)")

        // undo takes back a commit's revision like any other.
        #expect(try workspace.run("undo", "Flowers").status == 0)
        #expect(try workspace.run("export", "Flowers").stdout == workspace.run("export", "Flowers", "--rev", "4").stdout)
    }

    @Test func missingRepositoryUntrackedFileAndMissingGitAreReported() throws {
        let workspace = Workspace()
        let loose = workspace.file("Loose.json", simpleDocument)
        let outside = try workspace.run("import-git", loose)
        #expect(outside.status != 0 && outside.stderr.contains("is not in a git repository"), "\(outside.stderr)")

        let repository = try GitRepository(in: workspace.directory + "/repo")
        try repository.write("simple.json", simpleDocument)
        let untracked = try workspace.run("import-git", repository.directory + "/simple.json")
        #expect(untracked.status != 0 && untracked.stderr.contains("has no history in git"), "\(untracked.stderr)")

        let noGit = try runStackdoc(["import-git", repository.directory + "/simple.json", "--db", workspace.db], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status != 0 && noGit.stderr.contains("git is not installed"), "\(noGit.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.db), "no store is created when git cannot answer")

        let noDirectory = try workspace.run("import-git", loose, "--repo", workspace.directory + "/absent")
        #expect(noDirectory.status != 0 && noDirectory.stderr.contains("absent: no such directory"), "\(noDirectory.stderr)")
    }
}
