@testable import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// `DocumentStore.update` over the versions of one file: documents continue by their root view,
/// whatever they are called; renames, deletions and skipped versions are revisions; read
/// commits are kept per scope. On both backends.
@Suite("Document identity across versions of a file")
struct DocumentIdentityTests {
    private static func scene(_ name: String, root: String, labels: [String]) throws -> Document {
        let subviews = labels.map { ViewTree(id: $0, properties: ViewProperties(kind: .label)) }
        return try Document(name: "Main/\(name)", root: ViewTree(id: root, subviews: subviews))
    }

    private static func step(_ documents: [Document], commit: String, skip: String? = nil) -> DocumentUpdateStep {
        DocumentUpdateStep(
            documents: documents, scope: "Main", skipReason: skip, message: commit,
            origin: RevisionOrigin(commit: commit, author: "A <a@b>", date: 1000))
    }

    @Test(arguments: StoreBackend.allCases)
    func namesPassBetweenScenesAndGoneScenesAreDeleted(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.update([
            Self.step([try Self.scene("Palette", root: "r1", labels: ["a"]), try Self.scene("Feeds", root: "r2", labels: ["b"])], commit: "c1"),
            // The class of r1 renamed, its old name given to a new scene r3; r2 re-created as r4.
            Self.step([
                try Self.scene("Themes", root: "r1", labels: ["a", "a2"]), try Self.scene("Palette", root: "r3", labels: ["n"]),
                try Self.scene("Feeds", root: "r4", labels: ["f"]),
            ], commit: "c2"),
            Self.step([], commit: "c3", skip: "malformed XML"),
        ])
        #expect(try store.documents().map(\.name) == ["Main/Feeds", "Main/Palette", "Main/Themes"])
        let all = try store.documents(includingDeleted: true)
        #expect(all.map(\.name) == ["Main/Feeds", "Main/Feeds (deleted c2)", "Main/Palette", "Main/Themes"])
        #expect(all.map(\.deleted) == [false, true, false, false])
        let themes = try store.log(of: "Main/Themes")
        #expect(themes.map(\.kind) == [.import, .rename, .edit, .skip])
        #expect(themes.map { $0.origin?.commit } == ["c1", "c2", "c2", "c3"])
        #expect(themes[1].detail == "Main/Palette" && themes[3].detail == "malformed XML")
        #expect(try store.log(of: "Main/Feeds (deleted c2)").map(\.kind) == [.import, .delete])
        #expect(try store.document("Main/Themes").rootID == "r1")
        #expect(try store.document("Main/Palette").rootID == "r3")
        #expect(try store.readCommits(scope: "Main") == ["c1", "c2", "c3"])

        // Rename, delete and skip revisions stand on no undo stack: undo takes back the edit.
        let undone = try store.undo("Main/Themes")
        #expect(undone.first?.target == 3)
        #expect(try store.document("Main/Themes")["a2"] == nil)
    }
}
