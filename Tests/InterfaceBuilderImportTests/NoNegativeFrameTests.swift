import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// No view of any fixture or reproducer, imported and laid out on its canvas, has a negative
/// width or height; and an equalSpacing stack's view with no size of its own keeps its stored
/// height rather than being squeezed by the stack's own fit.
@Suite struct NoNegativeFrameTests {
    static let names = (Fixtures.files + Repros.files).map(\.name)

    @Test(.enabled(if: Fixtures.available && Repros.available, Fixtures.skipComment), arguments: names)
    func noViewHasANegativeSize(_ name: String) throws {
        let bytes = try #require(Fixtures.bytes(name) ?? Repros.bytes(name))
        let file = try InterfaceBuilderImporter.importFile(bytes, baseName: Fixtures.baseName(name))
        for scene in file.scenes {
            let result = LayoutEngine().layout(scene.document.layoutScene(canvas: try #require(scene.document.canvas)))
            for view in result.views {
                #expect(view.frame.width >= -1e-9 && view.frame.height >= -1e-9, "\(name): \(view.id) \(view.frame)")
            }
        }
    }

    @Test(.enabled(if: Repros.available, Repros.skipComment))
    func equalSpacingKeepsAnUnsizedViewsStoredHeight() throws {
        let scene = try importOne(try #require(Repros.bytes("negative-height-equalSpacing.storyboard")))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: try #require(scene.document.canvas)))
        let free = try #require(result.frame(of: "free"))
        #expect(abs(free.height - 128) <= 1e-6 && abs(free.y - 100) <= 1e-6, "\(free)")
        #expect(result.brokenConstraints.isEmpty)
    }
}
