import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A document's name and canvas live on its row, not in its revisions: a rename, a deleted
/// document moved aside and a new canvas change the row, the last two with no new revision.
/// Every revision a reader reads carries the row's name and canvas as they are when it reads,
/// whichever connection read that revision first (`SharedRevisionDocuments`), on both backends.
@Suite("Revisions read carry the row's name and canvas")
struct RowNameAndCanvasTests {
    private static func scene(_ name: String, root: String, labels: [String], canvas: Size? = Size(width: 375, height: 812)) throws -> Document {
        let subviews = labels.map { ViewTree(id: $0, properties: ViewProperties(kind: .label)) }
        return try Document(name: "Main/\(name)", canvas: canvas, root: ViewTree(id: root, subviews: subviews))
    }

    private static func step(_ documents: [Document], commit: String) -> DocumentUpdateStep {
        DocumentUpdateStep(
            documents: documents, scope: "Main", message: commit, origin: RevisionOrigin(commit: commit, author: "A <a@b>", date: 1000))
    }

    /// Two readers sharing one set of documents, as the server's pooled readers do.
    private static func sharingReaders(of path: String) throws -> (DocumentStoreReader, DocumentStoreReader) {
        let shared = SharedRevisionDocuments()
        let first = try DocumentStoreReader(path: path)
        let second = try DocumentStoreReader(path: path)
        first.share(shared)
        second.share(shared)
        return (first, second)
    }

    /// Reads every revision of every document, deleted ones too, so that each is kept.
    private static func readAll(_ reader: DocumentStoreReader) throws {
        for summary in try reader.documents(includingDeleted: true) {
            for revision in 1...summary.revision { _ = try reader.document(summary.name, revision: revision) }
            _ = try reader.document(summary.name)
        }
    }

    /// Every revision of every document, read by each of `readers`, is named as asked for,
    /// has the canvas the row has (`canvases`, by name), and equals what a reader that shares
    /// nothing reads.
    private static func expectRowNameAndCanvas(
        _ readers: [DocumentStoreReader], path: String, canvases: [String: Size?], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fresh = try DocumentStoreReader(path: path)
        let summaries = try fresh.documents(includingDeleted: true)
        #expect(Set(summaries.map(\.name)) == Set(canvases.keys), sourceLocation: sourceLocation)
        for summary in summaries {
            for revision in 1...summary.revision {
                let unshared = try fresh.document(summary.name, revision: revision)
                for reader in readers {
                    let read = try reader.document(summary.name, revision: revision)
                    #expect(read.name == summary.name, "revision \(revision)", sourceLocation: sourceLocation)
                    #expect(read.canvas == canvases[summary.name] ?? nil, "\(summary.name) revision \(revision)", sourceLocation: sourceLocation)
                    #expect(read == unshared, "\(summary.name) revision \(revision)", sourceLocation: sourceLocation)
                }
            }
            for reader in readers {
                let head = try reader.document(summary.name)
                #expect(head.name == summary.name && head.canvas == canvases[summary.name] ?? nil, sourceLocation: sourceLocation)
            }
        }
    }

    @Test("a canvas taken with no new revision is served at once", arguments: StoreBackend.allCases)
    func newCanvasWithoutRevision(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a"])], commit: "c1")])
        try store.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a", "b"])], commit: "c2")])
        let (first, second) = try Self.sharingReaders(of: temporary.path)
        try Self.readAll(first)
        let tall = Size(width: 375, height: 812)
        try Self.expectRowNameAndCanvas([first, second], path: temporary.path, canvases: ["Main/Palette": tall])

        let small = Size(width: 320, height: 568)
        let updates = try store.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a", "b"], canvas: small)], commit: "c3")])
        #expect(updates == [[.unchanged(document: "Main/Palette", head: 2)]], "the canvas alone makes no revision")
        #expect(try second.document("Main/Palette").canvas == small)
        let head = try first.document("Main/Palette", revisionOrHead: nil)
        let written = try store.document("Main/Palette")
        #expect(head.revision == 2 && head.document == written)
        try Self.expectRowNameAndCanvas([first, second], path: temporary.path, canvases: ["Main/Palette": small])

        // Without a canvas, too.
        try store.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a", "b"], canvas: nil)], commit: "c4")])
        #expect(try first.document("Main/Palette").canvas == nil)
        try Self.expectRowNameAndCanvas([first, second], path: temporary.path, canvases: ["Main/Palette": nil])
    }

    @Test("a renamed document and one moved aside are served under their new names", arguments: StoreBackend.allCases)
    func renamesAndMovesAside(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        let (first, second) = try Self.sharingReaders(of: temporary.path)
        let tall: Size? = Size(width: 375, height: 812)
        try store.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a"]), try Self.scene("Feeds", root: "r2", labels: ["b"])], commit: "c1")])
        try Self.readAll(first)

        // r1 renamed (a `rename` revision); r2 gone, so deleted under its name.
        try store.update([Self.step([try Self.scene("Themes", root: "r1", labels: ["a"])], commit: "c2")])
        #expect(try store.log(of: "Main/Themes").map(\.kind) == [.import, .rename])
        try Self.readAll(second)
        try Self.expectRowNameAndCanvas([first, second], path: temporary.path, canvases: ["Main/Themes": tall, "Main/Feeds": tall])

        // A new scene takes the name "Main/Feeds": the deleted r2 moves aside, with no new revision.
        try store.update([Self.step([try Self.scene("Themes", root: "r1", labels: ["a"]), try Self.scene("Feeds", root: "r4", labels: ["c"])], commit: "c3")])
        let aside = try #require(try store.documents(includingDeleted: true).first { $0.deleted }).name
        #expect(aside != "Main/Feeds")
        #expect(try store.log(of: aside).map(\.kind) == [.import, .delete])
        #expect(try first.document(aside).name == aside)
        #expect(try second.document(aside, revision: 1).name == aside)
        #expect(try first.document("Main/Feeds").rootID == "r4")
        try Self.expectRowNameAndCanvas(
            [first, second], path: temporary.path, canvases: ["Main/Themes": tall, "Main/Feeds": tall, aside: tall])
    }

    @Test("a writer's kept head follows the row: a canvas taken and a name taken by another connection", arguments: StoreBackend.allCases)
    func writerHeadFollowsTheRow(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let writer = temporary.store
        let other = try DocumentStore(path: temporary.path)
        let tall = Size(width: 375, height: 812), small = Size(width: 320, height: 568)
        try writer.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a"]), try Self.scene("Feeds", root: "r2", labels: ["b"])], commit: "c1")])
        _ = try writer.apply([.hide(view: "b")], to: "Main/Feeds")
        try writer.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a"])], commit: "c2")])
        // Nothing to change: the writer keeps the deleted document's head.
        #expect(try writer.apply([.hide(view: "b")], to: "Main/Feeds").revision == nil)

        // Another connection gives the name to a new scene: the deleted one moves aside.
        try other.update([Self.step([try Self.scene("Palette", root: "r1", labels: ["a"]), try Self.scene("Feeds", root: "r4", labels: ["b"])], commit: "c3")])
        let aside = try #require(try other.documents(includingDeleted: true).first { $0.deleted }).name
        _ = try writer.apply([.unhide(view: "b")], to: "Main/Feeds")
        #expect(try other.log(of: aside).map(\.kind) == [.import, .edit, .delete], "nothing written to the document moved aside")
        #expect(try other.document(aside)["b"]?.properties.hidden == true)
        #expect(try other.document("Main/Feeds").rootID == "r4")
        _ = try writer.apply([.hide(view: "b")], to: "Main/Feeds")
        #expect(try other.log(of: "Main/Feeds").map(\.kind) == [.import, .edit])
        #expect(try other.document("Main/Feeds")["b"]?.properties.hidden == true)

        // The writer keeps Palette's head; another connection takes a canvas, with no revision.
        _ = try writer.apply([.hide(view: "a")], to: "Main/Palette")
        var palette = try other.document("Main/Palette")
        let feeds = try other.document("Main/Feeds")
        palette.canvas = small
        #expect(try other.update([Self.step([palette, feeds], commit: "c4")])[0].contains(.unchanged(document: "Main/Palette", head: 2)))
        #expect(try writer.document("Main/Palette").canvas == small)
        // The writer takes the tall canvas back.
        palette.canvas = tall
        try writer.update([Self.step([palette, feeds], commit: "c5")])
        #expect(try DocumentStoreReader(path: temporary.path).document("Main/Palette").canvas == tall)
        #expect(try writer.document("Main/Palette").canvas == tall)
    }
}
