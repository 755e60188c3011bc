import Foundation
@testable import StackDocCLI
import StackDocTestSupport
import StackDocument
import Testing

/// A command that creates its store only to fail leaves no store behind (`import-git`'s first run).
@Suite("stores created only by runs that succeed")
struct StoreCreationTests {
    struct Refusal: Error {}

    @Test func aFailedFirstRunLeavesNoStoreFile() throws {
        let workspace = Workspace()
        let options = try StoreOptions.parse(["--db", workspace.db])
        #expect(try options.existingStoreForWriting() == nil)
        #expect(throws: Refusal.self) {
            try options.writingCreatingOnlyOnSuccess(nil) { store in
                try store.importDocument(try Document(json: Array(simpleDocument.utf8)))
                throw Refusal()
            }
        }
        for suffix in ["", "-wal", "-shm", "-lock"] {
            #expect(!FileManager.default.fileExists(atPath: workspace.db + suffix), "\(suffix)")
        }
        // A run that succeeds keeps the store it created.
        _ = try options.writingCreatingOnlyOnSuccess(nil) { try $0.importDocument(try Document(json: Array(simpleDocument.utf8))) }
        #expect(try options.existingStoreForWriting()?.documents().map(\.name) == ["simple"])
    }
}
