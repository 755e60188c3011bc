import Foundation
import StackDocTestSupport
import StoryboardMerge
import Testing

/// `FileMerge.run`: three versions read from disk, merged, a clean merge checked by its layout,
/// and the explanation of each side's change.
@Suite struct FileMergeTests {
    func files(_ ours: String, _ theirs: String) throws -> (directory: String, request: FileMergeRequest) {
        let directory = TestEnvironment.temporaryDirectory()
        let paths = ["base", "ours", "theirs"].map { "\(directory)/\($0).storyboard" }
        for (path, text) in zip(paths, [Sample.base, ours, theirs]) { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return (directory, FileMergeRequest(base: paths[0], ours: paths[1], theirs: paths[2], path: "App/Profile.storyboard"))
    }

    @Test func aCleanMergeHoldsBothChangesAndExplainsThem() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "spacing=\"8\"", "spacing=\"12\"")
        let (directory, request) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        #expect(request.baseName == "Profile")
        let result = try FileMerge.run(request)
        #expect(result.isClean)
        #expect(String(decoding: result.merged, as: UTF8.self) == Sample.replacing(ours, "spacing=\"8\"", "spacing=\"12\""))
        let explanation = try result.explanation()
        #expect(explanation.map(\.side) == ["ours", "theirs"])
        #expect(explanation.allSatisfy { !$0.comparisons.isEmpty })
        // Ours lacks their spacing, theirs our text: each side's documents changed on the way to the merge.
        #expect(explanation.allSatisfy { side in side.comparisons.contains { $0.status == .changed } })
    }

    @Test func aConflictIsListedAndMarked() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Your name\"")
        let (directory, request) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try FileMerge.run(request)
        #expect(result.conflicts.count == 1)
        #expect(String(decoding: result.merged, as: UTF8.self).contains("<<<<<<< ours"))
        #expect(try result.explanation().isEmpty, "a merge with markers does not import")
    }

    @Test func anInputThatDoesNotReadMergesNothing() throws {
        let (directory, request) = try files(Sample.base, Sample.base)
        defer { TestEnvironment.removeDirectory(directory) }
        var missing = request
        missing.theirs = directory + "/missing.storyboard"
        #expect(throws: FileMergeInputError.self) { try FileMerge.run(missing) }
        var broken = request
        try "<document".write(toFile: request.theirs, atomically: true, encoding: .utf8)
        broken.markerSize = 9
        #expect {
            try FileMerge.run(broken)
        } throws: { error in
            "\(error)".hasPrefix("App/Profile.storyboard: the theirs version is not well-formed XML")
        }
    }
}
