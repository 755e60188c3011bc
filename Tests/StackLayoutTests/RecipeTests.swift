import Testing
import StackLayout

/// The Cookbook recipes, with frames worked out by hand from the rules (see each test).
@Suite struct RecipeTests {
    /// The stack fills the margins and the safe area less 8; the image (hugging 249, the lowest)
    /// takes all the height the label (20.5) and the button (30) and two gaps (8) leave.
    @Test(arguments: [
        (Size(width: 375, height: 667), rect(16, 8, 343, 651), 584.5),
        (Size(width: 667, height: 375), rect(16, 8, 635, 359), 292.5),
    ])
    func simpleStackView(canvas: Size, stack: Rect, imageHeight: Double) {
        let result = layoutBothWays(Recipes.simple(canvas: canvas))
        #expect(result.brokenConstraints.isEmpty)
        expectFrame(result, "root", rect(0, 0, canvas.width, canvas.height))
        expectFrame(result, "stack", stack)
        expectFrame(result, "flowers", rect(0, 0, stack.width, 20.5))
        expectFrame(result, "image", rect(0, 28.5, stack.width, imageHeight))
        expectFrame(result, "edit", rect(0, 36.5 + imageHeight, stack.width, 30))
    }

    /// Rows are 26 high (text field baseline 21 vs label 17 puts the field 4 above the row's
    /// top, and the row hugs at 49 from its first item's top to the field's bottom), so the
    /// name rows are 3 * 26 + 2 * 8 = 94 high. The square image matches that height: taller
    /// would stretch a row (49 beats the image's compression resistance of 48), shorter would
    /// compress a row's items (750). Labels share the widest label's width (52: equal field
    /// widths force equal label widths, label compression resistance 750 beats hugging 251);
    /// the notes view (no intrinsic size) takes the remaining height; buttons split the width.
    @Test(arguments: [
        (Size(width: 375, height: 667), 20.0, rect(16, 40, 343, 607)),
        (Size(width: 667, height: 375), 0.0, rect(16, 20, 635, 335)),
    ])
    func nestedStackViews(canvas: Size, safeAreaTop: Double, rootStack: Rect) {
        let result = layoutBothWays(Recipes.nested(canvas: canvas, safeAreaTop: safeAreaTop))
        #expect(result.brokenConstraints.isEmpty)
        let width = rootStack.width
        expectFrame(result, "rootStack", rootStack)
        expectFrame(result, "upper", rect(0, 0, width, 94))
        expectFrame(result, "image", rect(0, 0, 94, 94))
        expectFrame(result, "nameRows", rect(102, 0, width - 102, 94))
        for (index, row) in ["first", "middle", "last"].enumerated() {
            expectFrame(result, "\(row)Row", rect(0, Double(index) * 34, width - 102, 26))
            expectFrame(result, "\(row)Label", rect(0, 0, 52, 21))
            expectFrame(result, "\(row)Field", rect(60, -4, width - 162, 30))
        }
        let notesHeight = rootStack.height - 94 - 30 - 16
        expectFrame(result, "notes", rect(0, 102, width, notesHeight))
        expectFrame(result, "buttons", rect(0, 110 + notesHeight, width, 30))
        let buttonWidth = (width - 16) / 3
        for (index, button) in ["save", "cancel", "clear"].enumerated() {
            expectFrame(result, button, rect(Double(index) * (buttonWidth + 8), 0, buttonWidth, 30))
        }
    }

    /// Each entry row is 27 high (the delete button's baseline 20 vs the labels' 17 puts it 3
    /// above the row's top), 343 wide, its delete button (hugging 250 < the labels' 251)
    /// stretching to 97. The content is as wide as the scroll view and as tall as the stack:
    /// 27 per visible entry plus the 30-high add button (equal spacing hugs at 49, gaps 0).
    @Test func dynamicStackView() {
        let engine = LayoutEngine()
        var entries: [String] = []
        var result = engine.layout(Recipes.dynamic(entries: entries))
        expectFrame(result, "scroll", rect(16, 20, 343, 627))
        #expect(result.contentSize(of: "scroll") == Size(width: 343, height: 30))
        for count in 1...30 {
            // Added hidden (nothing moves), then shown (the content grows by one row).
            let entry = "entry\(count)"
            entries.append(entry)
            result = engine.layout(Recipes.dynamic(entries: entries, hidden: [entry]))
            #expect(close(result.contentSize(of: "scroll")!.height, 30 + 27 * Double(count - 1)))
            result = engine.layout(Recipes.dynamic(entries: entries))
            let contentHeight = 30 + 27 * Double(count)
            #expect(close(result.contentSize(of: "scroll")!.height, contentHeight))
            #expect(close(result.contentSize(of: "scroll")!.width, 343))
            expectFrame(result, "stack", rect(0, 0, 343, contentHeight))
            expectFrame(result, "add", rect(0, contentHeight - 30, 343, 30))
            expectFrame(result, entry, rect(0, 27 * Double(count - 1), 343, 27))
            expectFrame(result, "\(entry).date", rect(0, 0, 70, 21))
            expectFrame(result, "\(entry).number", rect(78, 0, 160, 21))
            expectFrame(result, "\(entry).delete", rect(246, -3, 97, 30))
        }
        // Deleting an entry: hide it, then remove it from the stack.
        result = engine.layout(Recipes.dynamic(entries: entries, hidden: ["entry3"]))
        #expect(close(result.contentSize(of: "scroll")!.height, 30 + 27 * 29))
        entries.removeAll { $0 == "entry3" }
        result = engine.layout(Recipes.dynamic(entries: entries))
        #expect(close(result.contentSize(of: "scroll")!.height, 30 + 27 * 29))
        expectFrame(result, "entry4", rect(0, 27 * 2, 343, 27))
        expectSameFrames(result, LayoutEngine.layout(Recipes.dynamic(entries: entries), options: .init(decomposition: false)))
        // The scroll view's frame never changed; scrolling starts once the content passes 627.
        expectFrame(result, "scroll", rect(16, 20, 343, 627))
        #expect(result.contentSize(of: "scroll")!.height > 627)
    }
}
