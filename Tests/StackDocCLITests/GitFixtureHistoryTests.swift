import DocumentHistory
import Foundation
import StackDocTestSupport
import InterfaceBuilderImport
import SeededRandom
import StackDocument
import Testing

/// The real histories of `../shared/fixtures/git-histories`: git bundles of Interface Builder
/// files with renames, re-created scenes, reused class names, merges and malformed versions.
enum GitHistoryFixtures {
    static let directory: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/../shared/fixtures/git-histories"
    }()

    /// The bundles, by file name, sorted.
    static let bundles: [String] = {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { $0.hasSuffix(".bundle") }.sorted()
    }()

    static var available: Bool { !bundles.isEmpty && GitRepository.gitAvailable }
    static let skipComment: Comment = "needs git and the bundles in ../shared/fixtures/git-histories beside the package"

    /// A clone of `bundle` in `workspace`, and its one file's path in it.
    static func clone(_ bundle: String, in workspace: Workspace) throws -> (GitRepository, String) {
        let repository = try GitRepository(cloning: directory + "/" + bundle, into: workspace.directory + "/repo")
        let file = try #require(try repository.git("ls-files").split(separator: "\n").first.map(String.init))
        return (repository, file)
    }
}

@Suite("git histories of real apps", .serialized, .enabled(if: GitHistoryFixtures.available, GitHistoryFixtures.skipComment))
struct GitFixtureHistoryTests {
    /// import-git completes and lists what it skipped; the heads equal `import` of the file at
    /// HEAD, canvas included; `blame` of ten views chosen by a seeded generator names the commit
    /// of the first-parent history that last changed each, as comparing the file's consecutive
    /// versions finds it.
    @Test(arguments: GitHistoryFixtures.bundles)
    func importGitHeadAndBlame(bundle: String) throws {
        let workspace = Workspace()
        let (repository, file) = try GitHistoryFixtures.clone(bundle, in: workspace)
        let path = repository.directory + "/" + file

        let imported = try workspace.run("import-git", path, "--format", "json")
        #expect(imported.status == 0, "\(imported.stderr)")
        let commits = try #require(try JSONParser.parse(imported.stdout)["commits"]?.array)
        let skipped = commits.filter { $0["skipped"] != .null }
        print("\(bundle): \(commits.count) commits imported, \(skipped.count) skipped")
        for commit in skipped { print("  skipped \(commit["commit"]?.string?.prefix(10) ?? ""): \(commit["skipped"]?.string ?? "")") }
        let warned = imported.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: commit ") && $0.contains(" skipped: ") }
        #expect(warned.count == skipped.count, "one warning per skipped commit")

        // The heads equal `import` of the file at HEAD.
        let fresh = Workspace()
        #expect(try fresh.run("import", path).status == 0)
        let names = try #require(try fresh.json("list").array).compactMap { $0["name"]?.string }
        #expect(try #require(try workspace.json("list").array).compactMap { $0["name"]?.string } == names)
        for name in names {
            let head = try JSONParser.parse(try workspace.run("export", name).stdout)
            #expect(head == (try JSONParser.parse(try fresh.run("export", name).stdout)), "\(name)")
        }

        // blame against the first-parent history.
        let seed: UInt64 = 0x5EED_2028
        print("seed \(seed)")
        var random = SplitMix64(seed: seed)
        let oracle = try FirstParentOracle(repository: repository, file: file)
        var candidates: [(document: String, view: String)] = []
        for name in names {
            let document = try Document(json: Array(try fresh.run("export", name).stdout.utf8))
            candidates += document.nodes.keys.sorted().map { (name, $0) }
        }
        for _ in 0..<10 {
            let (name, view) = candidates[Int(random.next() % UInt64(candidates.count))]
            let blame = try #require(try workspace.json("blame", name, view).array)
            let blamed = blame.first?["origin"]?["commit"]?.string
            #expect(blamed == oracle.lastChange(of: view), "\(bundle): blame \(name) \(view)")
        }
    }
}

/// The commit that last changed a view, found by comparing each version of the file on HEAD's
/// first-parent line with the previous one that reads (`DocumentDiff`), the documents holding
/// the view paired by their root view.
struct FirstParentOracle {
    /// The versions that read, oldest first: commit and documents.
    let versions: [(commit: String, documents: [Document])]

    init(repository: GitRepository, file: String) throws {
        let paths = try repository.git("log", "--follow", "--name-only", "--format=", "--", file)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        let unique = paths.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let commits = try repository.git(["log", "--first-parent", "--format=%H", "HEAD", "--"] + unique)
            .split(separator: "\n").map(String.init).reversed()
        var versions: [(String, [Document])] = []
        for commit in commits {
            guard let path = unique.first(where: { Self.exists(repository, commit, $0) }) else {
                versions.append((commit, []))
                continue
            }
            let bytes = Array(try repository.git("show", "\(commit):\(path)").utf8)
            guard let imported = try? InterfaceBuilderImporter.importFile(bytes, baseName: "file") else { continue }
            versions.append((commit, imported.scenes.map(\.document)))
        }
        self.versions = versions
    }

    private static func exists(_ repository: GitRepository, _ commit: String, _ path: String) -> Bool {
        (try? repository.git(["ls-tree", "--name-only", commit, "--", path], mayFail: true))?.contains(path) == true
    }

    /// The last commit whose version changed `view` (created it, or a diff entry is about it).
    func lastChange(of view: String) -> String? {
        var last: String?
        var previous: Document?
        for (commit, documents) in versions {
            let current = documents.first { $0[view] != nil }
            defer { previous = current }
            guard let current else { continue }
            guard let before = previous, before.rootID == current.rootID, let diff = try? DocumentDiff(from: before, to: current) else {
                last = commit
                continue
            }
            if Self.mentions(diff, view) { last = commit }
        }
        return last
    }

    private static func mentions(_ diff: DocumentDiff, _ view: String) -> Bool {
        diff.added.contains { $0.view == view } || diff.moved.contains { $0.view == view }
            || diff.reparented.contains { $0.view == view } || diff.hidden.contains(view) || diff.unhidden.contains(view)
            || diff.properties.contains { $0.view == view }
            || (diff.constraintsAdded + diff.constraintsRemoved).contains { $0.views.contains(view) }
    }
}
