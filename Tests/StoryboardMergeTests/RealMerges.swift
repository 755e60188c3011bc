import Foundation
import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument
import StackLayout
import StoryboardMerge
import Testing

/// The merge commits of `../shared/fixtures/git-histories` whose Interface Builder file differs
/// from both parents, redone by `git merge` with `stackdoc merge-files` as the merge driver.
enum HistoryBundles {
    static let directory: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/../shared/fixtures/git-histories"
    }()

    static let bundles: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".bundle") }.sorted()
    }()

    static var available: Bool { !bundles.isEmpty && FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }
    static let skipComment: Comment = "needs git and the bundles in ../shared/fixtures/git-histories beside the package"
}

/// Runs git in `directory`; its standard output and exit status.
@discardableResult
func git(_ arguments: [String], in directory: String, stderr: UnsafeMutablePointer<String>? = nil) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", directory, "-c", "user.name=Merge Check", "-c", "user.email=merge@example.com"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    stderr?.pointee = String(decoding: errorData, as: UTF8.self)
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

/// Each element with an id (and the root) as a string of its name, attributes and id-less
/// children, its children with ids by id only: where two files differ, element by element.
func elementSignatures(_ bytes: [UInt8]) -> [String: String]? {
    guard let document = try? XMLParser.parse(bytes) else { return nil }
    var signatures: [String: String] = [:]
    func signature(_ element: XMLElement) -> String {
        let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        let children = element.elements.map { child -> String in
            if let id = child[attribute: "id"] ?? (child.name == "scene" ? child[attribute: "sceneID"] : nil) {
                signatures[id] = signature(child)
                return "#\(id)"
            }
            return signature(child)
        }
        return "<\(element.name) \(attributes)>\(children.joined())</\(element.name)>"
    }
    signatures["(document)"] = signature(document.root)
    return signatures
}

/// The ids whose signatures differ between two files (present in one only included).
func differingElements(_ a: [String: String], _ b: [String: String]) -> Set<String> {
    Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
}

/// Whether two files import to the same documents with the same frames (laid out on their
/// device, tolerance 1e-6); nil when one does not import.
func sameDocumentsAndFrames(_ a: [UInt8], _ b: [UInt8]) -> Bool? {
    guard let first = try? InterfaceBuilderImporter.importFile(a, baseName: "file"),
          let second = try? InterfaceBuilderImporter.importFile(b, baseName: "file")
    else { return nil }
    let documents = first.scenes.map(\.document)
    let others = second.scenes.map(\.document)
    guard documents.map(\.rootID) == others.map(\.rootID) else { return false }
    for (document, other) in zip(documents, others) {
        guard document == other else { return false }
        guard let canvas = document.canvas else { continue }
        let layout = LayoutEngine.layout(document.layoutScene(canvas: canvas))
        let otherLayout = LayoutEngine.layout(other.layoutScene(canvas: canvas))
        for view in layout.views {
            guard let frame = otherLayout.frame(of: view.id) else { return false }
            for (x, y) in [(frame.x, view.frame.x), (frame.y, view.frame.y), (frame.width, view.frame.width), (frame.height, view.frame.height)]
            where abs(x - y) > 1e-6 { return false }
        }
    }
    return true
}

@Suite(.serialized) struct RealMergeTests {
    @Test(.enabled(if: HistoryBundles.available, HistoryBundles.skipComment))
    func theRealMergesRedoneWithTheDriver() throws {
        var rows: [String] = []
        var redone = 0
        for bundle in HistoryBundles.bundles {
            let workspace = TestEnvironment.temporaryDirectory()
            defer { TestEnvironment.removeDirectory(workspace) }
            let repository = workspace + "/repo"
            _ = try git(["clone", "-q", HistoryBundles.directory + "/" + bundle, repository], in: workspace)
            let driver = "\(TestEnvironment.executable("stackdoc")) merge-files %O %A %B --path %P --marker-size %L"
            try "* merge=stackdoc\n".write(toFile: repository + "/.git/info/attributes", atomically: true, encoding: .utf8)
            _ = try git(["config", "merge.stackdoc.driver", driver], in: repository)
            let merges = try git(["rev-list", "--merges", "--reverse", "--parents", "HEAD"], in: repository).output
                .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            for line in merges where line.count == 3 {
                let (merge, first, second) = (line[0], line[1], line[2])
                guard let committed = try file(at: merge, in: repository), let ours = try file(at: first, in: repository),
                      let theirs = try file(at: second, in: repository), committed.blob != ours.blob, committed.blob != theirs.blob
                else { continue }
                redone += 1
                let base = try git(["merge-base", first, second], in: repository).output.trimmingCharacters(in: .whitespacesAndNewlines)
                rows.append(try redo(
                    bundle: bundle, merge: merge, first: first, second: second, base: base, committed: committed, repository: repository))
            }
        }
        print("| file | merge | redone with the driver | compared with the committed merge |")
        print("|---|---|---|---|")
        for row in rows { print(row) }
        #expect(redone == 19, "the histories hold 19 merges whose file differs from both parents")
    }

    struct VersionFile {
        var blob: String
        var path: String
    }

    func file(at commit: String, in repository: String) throws -> VersionFile? {
        let entry = try git(["ls-tree", "-r", commit], in: repository).output.split(separator: "\n").first
        guard let entry else { return nil }
        let fields = entry.split(separator: "\t", maxSplits: 1)
        return VersionFile(blob: String(fields[0].split(separator: " ")[2]), path: String(fields[1]))
    }

    func blob(_ spec: String, in repository: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", repository, "cat-file", "blob", spec]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    func redo(
        bundle: String, merge: String, first: String, second: String, base: String, committed: VersionFile, repository: String
    ) throws -> String {
        let name = bundle.replacingOccurrences(of: ".bundle", with: "").split(separator: "_").last.map(String.init) ?? bundle
        let short = String(merge.prefix(10))
        let prefix = "| \(name) | \(short) |"
        // The driver, through git.
        _ = try git(["checkout", "-q", "--detach", "-f", first], in: repository)
        var mergeErrors = ""
        let gitMerge = try git(["merge", "--no-commit", "--no-ff", "-q", second], in: repository, stderr: &mergeErrors)
        let files = try git(["ls-files"], in: repository).output.split(separator: "\n").map(String.init)
        let resultPath = files.first ?? committed.path
        let result = Array((FileManager.default.contents(atPath: repository + "/" + resultPath)) ?? Data())
        _ = try git(["merge", "--abort"], in: repository)
        _ = try git(["reset", "-q", "--hard"], in: repository)
        let driverLines = mergeErrors.split(separator: "\n").filter { $0.hasPrefix("conflict:") || $0.hasPrefix("Error:") }
        // The same merge in process, for the analysis.
        guard let baseFile = try file(at: base, in: repository) else {
            return "\(prefix) the merge base has no file: git merged without the driver (exit \(gitMerge.status)) | — |"
        }
        let baseBytes = try blob(baseFile.blob, in: repository)
        let oursBytes = try blob(first + ":" + (try file(at: first, in: repository)!.path), in: repository)
        let theirsBytes = try blob(second + ":" + (try file(at: second, in: repository)!.path), in: repository)
        let committedBytes = try blob(committed.blob, in: repository)
        let textual: TextMergeResult
        do {
            textual = try StoryboardMerge.merge(base: baseBytes, ours: oursBytes, theirs: theirsBytes)
        } catch {
            return "\(prefix) not merged: \(error) (git exit \(gitMerge.status)) | the committed merge is the developers' own |"
        }
        if textual.isClean {
            let semantic = SemanticMergeCheck.check(
                ours: oursBytes, theirs: theirsBytes, merged: textual.merged, baseName: "file")
            #expect(result == textual.merged || gitMerge.status != 0, "\(short): the driver wrote what the merge gives")
            #expect((try? XMLParser.parse(textual.merged)) != nil, "\(short): a clean merge is well-formed")
            let outcome = semantic.isEmpty
                ? "clean" : "textually clean; layout: " + semantic.map { "\($0.kind.rawValue) \($0.element)" }.joined(separator: ", ")
            let comparison: String
            if committedBytes == textual.merged {
                comparison = "identical bytes"
            } else if let same = sameDocumentsAndFrames(committedBytes, textual.merged), same {
                comparison = "same documents and frames; text differs at " + describe(differences(committedBytes, textual.merged))
            } else {
                comparison = "differs: the committed merge also changes " + describe(differences(committedBytes, textual.merged))
            }
            return "\(prefix) \(outcome) (git exit \(gitMerge.status)) | \(comparison) |"
        }
        #expect(gitMerge.status != 0, "\(short): a conflict makes git stop")
        #expect(!driverLines.isEmpty, "\(short): the driver names its conflicts")
        let places = textual.conflicts.map { "\($0.kind.rawValue) \($0.element) (lines \($0.oursLine.map(String.init) ?? "–")/\($0.theirsLine.map(String.init) ?? "–"))" }
        let oursResolution = try StoryboardMerge.merge(base: baseBytes, ours: oursBytes, theirs: theirsBytes, resolution: .ours).merged
        let theirsResolution = try StoryboardMerge.merge(base: baseBytes, ours: oursBytes, theirs: theirsBytes, resolution: .theirs).merged
        var verdict: String
        if let committedSignatures = elementSignatures(committedBytes), let oursSignatures = elementSignatures(oursResolution),
           let theirsSignatures = elementSignatures(theirsResolution) {
            let conflictPlaces = differingElements(oursSignatures, theirsSignatures)
            let outside = differingElements(committedSignatures, oursSignatures).subtracting(conflictPlaces)
            let choices = textual.conflicts.map { conflict -> String in
                let id = conflict.element
                let taken = committedSignatures[id]
                let side = taken == oursSignatures[id] ? (taken == theirsSignatures[id] ? "both" : "ours")
                    : taken == theirsSignatures[id] ? "theirs" : "neither"
                return "\(id): \(side)"
            }
            verdict = outside.isEmpty
                ? "resolved exactly those places (\(choices.joined(separator: ", ")))"
                : "resolved them (\(choices.joined(separator: ", "))) and also changed \(describe(outside))"
        } else {
            verdict = "the committed file is not well-formed XML"
        }
        return "\(prefix) \(textual.conflicts.count) conflict(s), git exit \(gitMerge.status): \(places.joined(separator: "; ")) | \(verdict) |"
    }

    /// The ids whose element differs between two files.
    func differences(_ a: [UInt8], _ b: [UInt8]) -> Set<String> {
        guard let first = elementSignatures(a), let second = elementSignatures(b) else { return ["(not well-formed)"] }
        return differingElements(first, second)
    }

    func describe(_ ids: Set<String>) -> String {
        let sorted = ids.sorted()
        return sorted.count <= 6 ? sorted.joined(separator: ", ") : "\(sorted.count) elements (\(sorted.prefix(5).joined(separator: ", ")), ...)"
    }
}
