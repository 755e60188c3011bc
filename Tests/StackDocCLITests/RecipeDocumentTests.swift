import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// The Cookbook's Simple and Nested Stack Views recipes as stack-document/1 JSON, laid out
/// through the command line; the frames are the recipes' worked out by hand from the rules
/// (the derivations are in StackLayoutTests/RecipeTests.swift).
@Suite("Recipe documents")
struct RecipeDocumentTests {
    static let simple = #"""
        { "format": "stack-document/1", "name": "simple", "canvas": { "width": 375, "height": 667 },
          "root": { "id": "root", "layoutMargins": { "top": 20, "leading": 16, "bottom": 20, "trailing": 16 },
            "subviews": [ { "id": "stack", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": [
              { "id": "flowers", "kind": "label", "intrinsicSize": { "width": 59, "height": 20.5 }, "baseline": { "first": 16, "last": 16 } },
              { "id": "image", "kind": "image", "intrinsicSize": { "width": 320, "height": 240 },
                "hugging": { "horizontal": 250, "vertical": 249 }, "compressionResistance": { "horizontal": 750, "vertical": 749 } },
              { "id": "edit", "kind": "button", "intrinsicSize": { "width": 30, "height": 30 } } ] } ] },
          "constraints": [
            { "first": "stack.leading", "second": "root.leadingMargin" },
            { "first": "stack.trailing", "second": "root.trailingMargin" },
            { "first": "stack.top", "second": "root.safeArea.top", "constant": 8 },
            { "first": "root.safeArea.bottom", "second": "stack.bottom", "constant": 8 } ] }
        """#

    static func nested(safeAreaTop: Double) -> String {
        func row(_ name: String, labelWidth: Double) -> String {
            #"""
            { "id": "\#(name)Row", "kind": "stack", "alignment": "firstBaseline", "spacing": 8, "subviews": [
              { "id": "\#(name)Label", "kind": "label", "intrinsicSize": { "width": \#(labelWidth), "height": 21 },
                "baseline": { "first": 17, "last": 17 } },
              { "id": "\#(name)Field", "kind": "textField", "intrinsicSize": { "width": 97, "height": 30 },
                "baseline": { "first": 21, "last": 21 },
                "hugging": { "horizontal": 48, "vertical": 250 }, "compressionResistance": { "horizontal": 749, "vertical": 750 } } ] }
            """#
        }
        func button(_ id: String, width: Double) -> String {
            #"{ "id": "\#(id)", "kind": "button", "intrinsicSize": { "width": \#(width), "height": 30 }, "baseline": { "first": 20, "last": 20 } }"#
        }
        return #"""
            { "format": "stack-document/1", "name": "nested",
              "root": { "id": "root", "layoutMargins": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
                "safeArea": { "top": \#(safeAreaTop), "leading": 0, "bottom": 0, "trailing": 0 },
                "subviews": [ { "id": "rootStack", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": [
                  { "id": "upper", "kind": "stack", "spacing": 8, "subviews": [
                    { "id": "image", "kind": "image", "intrinsicSize": { "width": 300, "height": 300 },
                      "hugging": { "horizontal": 250, "vertical": 250 }, "compressionResistance": { "horizontal": 48, "vertical": 48 } },
                    { "id": "nameRows", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": [
                      \#(row("first", labelWidth: 38)), \#(row("middle", labelWidth: 52)), \#(row("last", labelWidth: 36)) ] } ] },
                  { "id": "notes", "kind": "textView", "hugging": { "horizontal": 250, "vertical": 249 },
                    "compressionResistance": { "horizontal": 250, "vertical": 250 } },
                  { "id": "buttons", "kind": "stack", "distribution": "fillEqually", "alignment": "firstBaseline", "spacing": 8,
                    "subviews": [ \#(button("save", width: 34)), \#(button("cancel", width: 48)), \#(button("clear", width: 36)) ] } ] } ] },
              "constraints": [
                { "first": "rootStack.leading", "second": "root.leadingMargin" },
                { "first": "rootStack.trailing", "second": "root.trailingMargin" },
                { "first": "rootStack.top", "second": "root.safeArea.top", "constant": 20 },
                { "first": "root.safeArea.bottom", "second": "rootStack.bottom", "constant": 20 },
                { "id": "aspect", "first": "image.height", "second": "image.width" },
                { "first": "firstField.width", "second": "middleField.width" },
                { "first": "firstField.width", "second": "lastField.width" } ] }
            """#
    }

    /// Frames by view id from `stackdoc layout --format json`.
    func frames(_ workspace: Workspace, _ document: String, width: Double, height: Double) throws -> [String: [Double]] {
        let layout = try workspace.json("layout", document, "--width", "\(width)", "--height", "\(height)")
        #expect(layout["brokenConstraints"] == .array([]))
        guard case .array(let views) = layout["views"] else { return [:] }
        var frames: [String: [Double]] = [:]
        for view in views {
            guard case .string(let id)? = view["id"], let frame = view["frame"] else { continue }
            frames[id] = ["x", "y", "width", "height"].map { key in
                if case .number(let value)? = frame[key] { value } else { .nan }
            }
        }
        return frames
    }

    func expectFrame(_ frames: [String: [Double]], _ id: String, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = frames[id] ?? []
        let close = actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-6 }
        #expect(close, "\(id): \(actual) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [(375.0, 667.0, 584.5), (667, 375, 292.5)])
    func simpleStackView(width: Double, height: Double, imageHeight: Double) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", Self.simple)).status == 0)
        let frames = try frames(workspace, "simple", width: width, height: height)
        let stackWidth = width - 32
        expectFrame(frames, "stack", [16, 8, stackWidth, height - 16])
        expectFrame(frames, "flowers", [0, 0, stackWidth, 20.5])
        expectFrame(frames, "image", [0, 28.5, stackWidth, imageHeight])
        expectFrame(frames, "edit", [0, 36.5 + imageHeight, stackWidth, 30])
    }

    @Test(arguments: [(375.0, 667.0, 20.0), (667, 375, 0)])
    func nestedStackViews(width: Double, height: Double, safeAreaTop: Double) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("nested.json", Self.nested(safeAreaTop: safeAreaTop))).status == 0)
        let frames = try frames(workspace, "nested", width: width, height: height)
        let stackWidth = width - 32
        let stackHeight = height - safeAreaTop - 40
        expectFrame(frames, "rootStack", [16, safeAreaTop + 20, stackWidth, stackHeight])
        expectFrame(frames, "image", [0, 0, 94, 94])
        expectFrame(frames, "nameRows", [102, 0, stackWidth - 102, 94])
        for (index, row) in ["first", "middle", "last"].enumerated() {
            expectFrame(frames, "\(row)Row", [0, Double(index) * 34, stackWidth - 102, 26])
            expectFrame(frames, "\(row)Label", [0, 0, 52, 21])
            expectFrame(frames, "\(row)Field", [60, -4, stackWidth - 162, 30])
        }
        let notesHeight = stackHeight - 94 - 30 - 16
        expectFrame(frames, "notes", [0, 102, stackWidth, notesHeight])
        let buttonWidth = (stackWidth - 16) / 3
        for (index, button) in ["save", "cancel", "clear"].enumerated() {
            expectFrame(frames, button, [Double(index) * (buttonWidth + 8), 0, buttonWidth, 30])
        }
    }
}
