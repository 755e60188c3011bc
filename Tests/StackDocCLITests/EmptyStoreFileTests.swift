import Foundation
import StackDocTestSupport
import Testing

/// An empty file is no store: a command that edits a document refuses it and leaves it empty,
/// without `-wal` or `-shm` beside it.
@Suite("Empty store files")
struct EmptyStoreFileTests {
    @Test(arguments: [["hide", "doc", "v"], ["set", "doc", "v", "hidden", "true"], ["undo", "doc"], ["repair", "doc"]])
    func aFailedEditLeavesAnEmptyFileEmpty(command: [String]) throws {
        let workspace = Workspace()
        let path = workspace.file("empty.db", "")
        let result = try runStackdoc(command + ["--db", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a StackDoc store"), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: path) == [])
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        // A command that creates stores still makes one of it.
        #expect(try runStackdoc(["init", "--db", path]).status == 0)
    }
}
