import Foundation
import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The reproducers of summed priorities (`equal-priority-sum.storyboard`, `rows.json`,
/// `rows-swapped.json`): a vertical stack 32 high holds a row of three 18-pt views and a row of
/// two, so one row loses 4 pt. Compressing the first violates three compression resistances at
/// 750, the second two: the second is compressed, in either order of the rows.
@Suite struct EqualPrioritySumTests {
    static func document(_ name: String) throws -> Document {
        let path = Fixtures.directory + "/../interface-builder-repros/" + name
        let data = try #require(FileManager.default.contents(atPath: path), "cannot read \(path)")
        return try DocumentFormat.decode(Array(data))
    }

    @Test(.enabled(if: Repros.available, Repros.skipComment))
    func storyboardMatchesItsFrames() throws {
        let scene = try importOne(try #require(Repros.bytes("equal-priority-sum.storyboard")))
        let outcome = StoredFrameCheck.check(scene, tolerance: 1e-6)
        #expect(outcome.compared == 8 && outcome.misses.isEmpty, "\(outcome.compared) compared, misses \(outcome.misses)")
    }

    /// Row B (two views) is compressed to 14 whether it comes second or first; row A keeps 18.
    @Test(.enabled(if: Repros.available, Repros.skipComment), arguments: [("rows.json", false), ("rows-swapped.json", true)])
    func rowOfTwoIsCompressed(name: String, swapped: Bool) throws {
        let document = try Self.document(name)
        for options in [LayoutEngine.Options(decomposition: true), .init(decomposition: false)] {
            let result = LayoutEngine(options: options).layout(document.layoutScene(canvas: try #require(document.canvas)))
            let rowA = try #require(result.frame(of: "rowA")), rowB = try #require(result.frame(of: "rowB"))
            let expectedA = Rect(x: 0, y: swapped ? 14 : 0, width: 120, height: 18)
            let expectedB = Rect(x: 0, y: swapped ? 0 : 18, width: 120, height: 14)
            #expect(Self.close(rowA, expectedA) && Self.close(rowB, expectedB), "\(name): rowA \(rowA), rowB \(rowB)")
            for id in ["a1", "a2", "a3", "b1", "b2"] {
                let height = try #require(result.frame(of: id)).height
                #expect(abs(height - (id.hasPrefix("a") ? 18 : 14)) <= 1e-6, "\(name) \(id): height \(height)")
            }
            #expect(result.brokenConstraints.isEmpty)
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6 && abs(a.width - b.width) <= 1e-6 && abs(a.height - b.height) <= 1e-6
    }
}
