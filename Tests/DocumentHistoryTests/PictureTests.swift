import DocumentHistory
import DocumentStore
import LayoutRendering
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// `ReplayService.picture`: one revision, or two with their differences, drawn as `render` and
/// the server draw them, on both backends.
@Suite("Pictures of revisions")
struct PictureTests {
    @Test(arguments: StoreBackend.allCases)
    func revisionsAndDiffsAreDrawnFromTheirLayouts(backend: StoreBackend) throws {
        let (store, _, directory) = try HistoryPropertyTests.temporaryStore(on: backend)
        defer { TestEnvironment.removeDirectory(directory) }
        let document = try Document(json: Array(#"""
            { "format": "stack-document/1", "name": "pictured", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [
                { "id": "stack", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": [
                  { "id": "title", "kind": "label", "intrinsicSize": { "width": 80, "height": 20 } },
                  { "id": "photo", "kind": "image", "intrinsicSize": { "width": 200, "height": 120 } } ] } ] } }
            """#.utf8))
        try store.importDocument(document)
        try store.apply([.hide(view: "title")], to: "pictured", message: "hide")
        let service = ReplayService(store: store)
        let options = RenderOptions(hiddenViews: .dashed, scale: 1)

        let head = try service.picture(PictureRequest(document: "pictured", options: options))
        #expect(head == LayoutRenderer.svg(try service.layout("pictured"), options: options))
        let first = try service.picture(PictureRequest(document: "pictured", revisions: .one(1), options: options))
        #expect(first == LayoutRenderer.svg(try service.layout("pictured", revision: 1), options: options))
        #expect(first != head)

        let old = try service.layout("pictured", revision: 1)
        let new = try service.layout("pictured", revision: 2)
        let diff = try service.picture(PictureRequest(document: "pictured", revisions: .diff(from: 1, to: 2), options: options))
        #expect(diff == LayoutRenderer.diffSVG(from: old, to: new, diff: try DocumentDiff(from: old.document, to: new.document), options: options))
    }

    @Test func anUnknownDocumentIsAnError() throws {
        let (store, _, directory) = try HistoryPropertyTests.temporaryStore(on: .sqlite)
        defer { TestEnvironment.removeDirectory(directory) }
        #expect(throws: (any Error).self) { try ReplayService(store: store).picture(PictureRequest(document: "absent")) }
    }
}
