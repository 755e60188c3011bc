import StackLayout
import Testing

/// A size is never negative: when the required constraints can all hold only with a negative
/// size, they cannot all hold in UIKit either, and one of them is broken and reported, as with
/// any other conflict (the last one built, document constraints in document order).
@Suite struct NegativeSizeConflictTests {
    /// A cell 66 tall: a row 11 below its top whose one item is 52 tall (required), and a bar
    /// from 8 below the row to the cell's bottom. 11 + 52 + 8 leaves the bar -5: the item's
    /// height, the last constraint built, breaks; the row and the bar share the 47 points.
    static func cell(barHeight: Double?) -> LayoutScene {
        func anchor(_ view: String, _ attribute: LayoutAttribute) -> Anchor { Anchor(view: view, attribute: attribute) }
        let views: [LayoutView] = [
            Build.container("root", subviews: ["cell"]),
            Build.container("cell", subviews: ["row", "bar"]),
            Build.stack("row", .horizontal, items: ["chevron"]),
            Build.leaf("chevron", 10, nil),
            Build.leaf("bar", nil, barHeight),
        ]
        let constraints = [
            LayoutConstraint(id: "c1", first: anchor("cell", .top), second: anchor("root", .top), constant: 20),
            LayoutConstraint(id: "c2", first: anchor("cell", .leading), second: anchor("root", .leading)),
            LayoutConstraint(id: "c3", first: anchor("cell", .trailing), second: anchor("root", .trailing)),
            LayoutConstraint(id: "ch", first: anchor("cell", .height), constant: 66),
            LayoutConstraint(id: "r1", first: anchor("row", .top), second: anchor("cell", .top), constant: 11),
            LayoutConstraint(id: "r2", first: anchor("row", .leading), second: anchor("cell", .leading)),
            LayoutConstraint(id: "b1", first: anchor("bar", .top), second: anchor("row", .bottom), constant: 8),
            LayoutConstraint(id: "b2", first: anchor("bar", .leading), second: anchor("cell", .leading)),
            LayoutConstraint(id: "b3", first: anchor("bar", .trailing), second: anchor("cell", .trailing)),
            LayoutConstraint(id: "b4", first: anchor("bar", .bottom), second: anchor("cell", .bottom)),
            LayoutConstraint(id: "h52", first: anchor("chevron", .height), constant: 52),
        ]
        return LayoutScene(
            canvas: Size(width: 375, height: 667), rootID: "root",
            views: Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) }), constraints: constraints)
    }

    /// With an intrinsic height for the bar (a progress view's) or none, whole system or cut.
    @Test(arguments: [nil, 2] as [Double?], [true, false])
    func theLastConflictingConstraintBreaksAndNoSizeIsNegative(barHeight: Double?, decomposition: Bool) throws {
        let result = LayoutEngine.layout(Self.cell(barHeight: barHeight), options: .init(decomposition: decomposition))
        for view in result.views {
            #expect(view.frame.width >= 0 && view.frame.height >= 0, "\(view.id): \(view.frame)")
        }
        // With h52 broken the row is free: the bar keeps its intrinsic height (its compression
        // resistance beats the row's fallback), the row takes the rest.
        let barLength = barHeight ?? 0
        let row = try #require(result.frame(of: "row")), bar = try #require(result.frame(of: "bar"))
        #expect(abs(row.height - (47 - barLength)) <= 1e-6 && abs(bar.height - barLength) <= 1e-6, "\(row) \(bar)")
        #expect(abs(bar.y + bar.height - 66) <= 1e-6, "\(bar)")
        #expect(result.brokenConstraints.map(\.id) == ["h52"], "\(result.brokenConstraints)")
    }

    /// Without the conflict (a cell tall enough) nothing breaks and the item keeps its 52.
    @Test func aTallEnoughCellBreaksNothing() throws {
        var scene = Self.cell(barHeight: 2)
        let index = try #require(scene.constraints.firstIndex { $0.id == "ch" })
        scene.constraints[index].constant = 80
        let result = LayoutEngine.layout(scene)
        #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
        let row = try #require(result.frame(of: "row")), bar = try #require(result.frame(of: "bar"))
        #expect(abs(row.height - 52) <= 1e-6 && abs(bar.height - 9) <= 1e-6, "\(row) \(bar)")
    }
}
