import Foundation
import StackDocTestSupport
import Testing

/// `stackdoc merge-files` as git runs it: the result over OURS, exit 1 on a conflict.
@Suite struct MergeFilesCommandTests {
    func files(_ ours: String, _ theirs: String) throws -> (directory: String, paths: [String]) {
        let directory = TestEnvironment.temporaryDirectory()
        let paths = ["base", "ours", "theirs"].map { "\(directory)/\($0).storyboard" }
        for (path, text) in zip(paths, [Sample.base, ours, theirs]) { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return (directory, paths)
    }

    @Test func aCleanMergeReplacesOursAndExitsZero() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "spacing=\"8\"", "spacing=\"12\"")
        let (directory, paths) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try runStackdoc(["merge-files"] + paths + ["--path", "App/Profile.storyboard"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == Sample.replacing(ours, "spacing=\"8\"", "spacing=\"12\""))
    }

    @Test func aConflictIsNamedOnStandardErrorAndInJSONWithExitStatusOne() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Your name\"")
        let (directory, paths) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        let output = directory + "/merged.storyboard"
        let result = try runStackdoc(["merge-files"] + paths + ["--output", output, "--format", "json", "--path", "Profile.storyboard"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("conflict: Profile.storyboard: merged line 15: attribute at <label> lbA-aa-aaa"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["clean"] as? Bool == false)
        let conflicts = try #require(json["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1 && conflicts[0]["element"] as? String == "lbA-aa-aaa" && conflicts[0]["attribute"] as? String == "text")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("<<<<<<< ours\n"))
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == ours, "with --output, OURS is left as it was")
    }

    @Test func anInputThatIsNotXMLIsAnErrorAndNothingIsWritten() throws {
        let (directory, paths) = try files(Sample.base, "<document><view></document>\n")
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try runStackdoc(["merge-files"] + paths)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the theirs version is not well-formed XML: line 1"))
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == Sample.base)
    }

    @Test func explainPrintsTheLayoutDiffFromEachSide() throws {
        let ours = Sample.replacing(Sample.base, "spacing=\"8\"", "spacing=\"20\"")
        let theirs = Sample.inserting(Sample.thirdLabel, in: Sample.base, after: "text=\"Email\"", "</label>")
        let (directory, paths) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try runStackdoc(["merge-files"] + paths + ["--explain", "--output", directory + "/merged.storyboard"])
        #expect(result.status == 0, "\(result.stderr)")
        let fromOurs = try #require(result.stdout.components(separatedBy: "from theirs to the merge:").first)
        #expect(fromOurs.contains("from ours to the merge:") && fromOurs.contains("lbC-aa-aaa"))
        #expect(result.stdout.components(separatedBy: "from theirs to the merge:").last?.contains("spacing") == true)
    }

    @Test func aStackEmptiedByTheMergeAloneIsAConflict() throws {
        // Each side removes one of the stack's two labels: cleanly merged, the stack is empty.
        let first = Sample.lines(of: Sample.base, from: "text=\"Name\"", to: "</label>")
        let second = Sample.lines(of: Sample.base, from: "text=\"Email\"", to: "</label>")
        let ours = String(Sample.base[..<first.lowerBound] + Sample.base[first.upperBound...])
        let theirs = String(Sample.base[..<second.lowerBound] + Sample.base[second.upperBound...])
        let (directory, paths) = try files(ours, theirs)
        defer { TestEnvironment.removeDirectory(directory) }
        let result = try runStackdoc(["merge-files"] + paths + ["--output", directory + "/merged.storyboard"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("emptied-stack at <stackView> stk-aa-aaa"), "\(result.stderr)")
        #expect(!(try String(contentsOfFile: directory + "/merged.storyboard", encoding: .utf8)).contains("<<<<<<<"))
    }

    @Test func aViewLeftUnplacedByTheMergeAloneIsAConflict() throws {
        // The stack is placed vertically twice: by its top and by its bottom. Each side removes
        // one of the two, so each side's stack is placed; the clean merge removes both.
        let top = "<constraint firstItem=\"stk-aa-aaa\" firstAttribute=\"top\" secondItem=\"root-aa-aaa\" secondAttribute=\"top\" constant=\"59\" id=\"c01-aa-aaa\"/>\n"
        let bottom = "<constraint firstItem=\"root-aa-aaa\" firstAttribute=\"bottom\" secondItem=\"stk-aa-aaa\" secondAttribute=\"bottom\" constant=\"721\" id=\"c04-aa-aaa\"/>\n"
        let line = try #require(Sample.base.split(separator: "\n").first { $0.contains("id=\"c01-aa-aaa\"") })
        let indent = String(line.prefix { $0 == " " })
        let base = Sample.replacing(Sample.base, top, top + indent + bottom)
        let ours = Sample.replacing(base, indent + top, "")
        let theirs = Sample.replacing(base, indent + bottom, "")
        #expect(ours != base && theirs != base)
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let paths = ["base", "ours", "theirs"].map { "\(directory)/\($0).storyboard" }
        for (path, text) in zip(paths, [base, ours, theirs]) { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        let result = try runStackdoc(["merge-files"] + paths + ["--output", directory + "/merged.storyboard", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("ambiguous-view at <view> stk-aa-aaa"), "\(result.stderr)")
        #expect(result.stderr.contains("leaves the position of"), "\(result.stderr)")
        #expect(!(try String(contentsOfFile: directory + "/merged.storyboard", encoding: .utf8)).contains("<<<<<<<"))
    }
}
