import DocumentImport
import DocumentStore
import StackDocument
import Testing

/// `FileImport.run`: files read first and stored in one transaction, as new documents or as
/// updates of the documents a store has.
@Suite("File import")
struct FileImportTests {
    @Test func eachFilesDocumentsGetTheirFirstRevisions() throws {
        let scratch = Scratch()
        let request = FileImportRequest(files: [TestFiles.example("simple-stack-view.json"), TestFiles.example("sign-in.storyboard")])
        let result = try FileImport.run(request) { try DocumentStore(path: scratch.path("s.db"), access: .create) }
        #expect(result.files.count == 2)
        #expect(result.updates.isEmpty)
        #expect(result.revisions.map(\.count) == result.files.map(\.documents.count))
        #expect(result.revisions.joined().allSatisfy { $0.number == 1 })
        #expect(result.revisions[0].map(\.document) == ["Simple Stack View"])
        let store = try DocumentStoreReader(path: scratch.path("s.db"))
        #expect(try store.documents().count == result.files.reduce(0) { $0 + $1.documents.count })
    }

    @Test func aFileThatDoesNotReadImportsNothingAndOpensNoStore() throws {
        let scratch = Scratch()
        let request = FileImportRequest(files: [TestFiles.example("simple-stack-view.json"), scratch.path("missing.json")])
        var opened = false
        #expect(throws: DocumentFileError.self) {
            try FileImport.run(request) {
                opened = true
                return try DocumentStore(path: scratch.path("s.db"), access: .create)
            }
        }
        #expect(!opened)
    }

    @Test(arguments: [false, true])
    func anUpdateWritesOnlyWhatChanged(changed: Bool) throws {
        let scratch = Scratch()
        let original = try TestFiles.exampleText("simple-stack-view.json")
        let file = try scratch.file("simple.json", original)
        let open = { try DocumentStore(path: scratch.path("s.db"), access: .create) }
        _ = try FileImport.run(FileImportRequest(files: [file]), openStore: open)
        if changed { try scratch.file("simple.json", original.replacingOccurrences(of: "\"spacing\": 8", with: "\"spacing\": 12")) }
        let result = try FileImport.run(FileImportRequest(files: [file], update: true, message: "again"), openStore: open)
        #expect(result.revisions.isEmpty)
        #expect(result.updates.count == 1)
        #expect(result.changedNothing == !changed)
        if changed, case .updated(let revision)? = result.updates.first?.first {
            #expect(revision.number == 2)
        } else if changed {
            Issue.record("expected an update, got \(result.updates)")
        }
    }
}
