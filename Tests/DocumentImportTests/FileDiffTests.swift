import DocumentImport
import StackDocument
import Testing

/// `FileDiff.run`: two files' documents paired and compared, and git's diff-driver arguments.
@Suite("File diff")
struct FileDiffTests {
    static func files(_ scratch: Scratch) throws -> (old: String, new: String) {
        let original = try TestFiles.exampleText("simple-stack-view.json")
        return (
            try scratch.file("old.json", original),
            try scratch.file("new.json", original.replacingOccurrences(of: "\"spacing\": 8", with: "\"spacing\": 12"))
        )
    }

    @Test func twoFilesCompareTheirDocuments() throws {
        let scratch = Scratch()
        let (old, new) = try Self.files(scratch)
        let changed = try FileDiff.run(try #require(FileDiffRequest(arguments: [old, new])))
        #expect(changed.comparisons.map(\.status) == [.changed])
        #expect(changed.comparisons.first?.diff?.isEmpty == false)
        #expect(changed.unreadable.isEmpty)
        let same = try FileDiff.run(FileDiffRequest(oldPath: old, newPath: old))
        #expect(same.comparisons.map(\.status) == [.unchanged])
    }

    @Test(arguments: [0, 1, 3, 8, 10])
    func onlyTwoSevenOrNineArgumentsMakeARequest(count: Int) {
        let request = FileDiffRequest(arguments: (0..<count).map { "a\($0)" })
        #expect((request != nil) == [2, 7, 9].contains(count))
    }

    @Test func gitsArgumentsNameTheFileAndAnAddedOne() throws {
        let scratch = Scratch()
        let (_, new) = try Self.files(scratch)
        let request = try #require(FileDiffRequest(arguments: ["App/simple.json", "/dev/null", "0000", "100644", new, "abcd", "100644"]))
        #expect(request.isGitDriver)
        #expect(request.oldPath == nil)
        #expect(request.baseName == "simple")
        #expect(try FileDiff.run(request).comparisons.map(\.status) == [.added])
        let renamed = try #require(FileDiffRequest(arguments: ["Old.json", new, "a", "1", new, "b", "1", "New.json", "similarity"]))
        #expect(renamed.gitPath == "New.json")
        #expect(renamed.renamedFrom == "Old.json")
    }

    @Test func aSideThatDoesNotReadIsAnErrorExceptForGit() throws {
        let scratch = Scratch()
        let (old, _) = try Self.files(scratch)
        let broken = try scratch.file("broken.json", "{")
        #expect(throws: DocumentFileError.self) { try FileDiff.run(FileDiffRequest(oldPath: old, newPath: broken)) }
        let request = try #require(FileDiffRequest(arguments: ["simple.json", old, "a", "1", broken, "b", "1"]))
        let result = try FileDiff.run(request)
        #expect(result.comparisons.isEmpty)
        #expect(result.unreadable.count == 1)
        #expect(result.unreadable.first?.hasPrefix("the new version does not read: ") == true)
    }

    @Test func interfaceBuilderDocumentsPairByRoot() throws {
        let file = try ImportedFile.read(path: TestFiles.example("sign-in.storyboard"))
        var renamed = file.documents
        renamed[0].name = "Renamed"
        let pairs = DocumentComparison.pairs(old: file.documents, new: renamed, interfaceBuilder: true)
        #expect(pairs.count == file.documents.count)
        let comparison = try DocumentComparison(pair: pairs[0], canvas: nil, withFrames: false)
        #expect(comparison.renamedFrom == file.documents[0].name)
        #expect(comparison.document == "Renamed")
    }
}
