import DocumentQuery
import StackDocument
import StackLayout
import Testing

/// A document of `subviews` (JSON view objects) under a root on a 375 x 667 canvas.
func lintDocument(_ subviews: String, constraints: String = "[]") throws -> Document {
    try Document(json: Array("""
        { "format": "stack-document/1", "name": "lint", "canvas": { "width": 375, "height": 667 },
          "root": { "id": "root", "subviews": [\(subviews)] }, "constraints": \(constraints) }
        """.utf8))
}

func findings(_ rule: String, _ document: Document) -> [LintFinding] {
    Linter().lint(document).filter { $0.rule == rule }
}

@Suite("Lint rules")
struct LintRuleTests {
    static let twoLabels = """
        { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
        { "id": "b", "kind": "label", "intrinsicSize": { "width": 60, "height": 20 } }
        """

    @Test func huggingTieFiresOnlyOnEqualLowestPriorities() throws {
        let tied = try lintDocument(#"{ "id": "s", "kind": "stack", "frame": { "x": 0, "y": 0, "width": 300, "height": 20 }, "subviews": [\#(Self.twoLabels)] }"#)
        let found = findings("fill-hugging-tie", tied)
        #expect(found.map(\.view) == ["s"])
        #expect(found.first?.message.contains("a, b") == true)
        #expect(found.first?.message.contains("hugging") == true)
        let decided = try lintDocument(#"""
            { "id": "s", "kind": "stack", "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 }, "hugging": { "horizontal": 250 } },
              { "id": "b", "kind": "label", "intrinsicSize": { "width": 60, "height": 20 } } ] }
            """#)
        #expect(findings("fill-hugging-tie", decided).isEmpty)
        let equally = try lintDocument(#"{ "id": "s", "kind": "stack", "distribution": "fillEqually", "subviews": [\#(Self.twoLabels)] }"#)
        #expect(findings("fill-hugging-tie", equally).isEmpty)
        // Along the other axis the priorities differ: a vertical stack ties on vertical hugging.
        let flexible = try lintDocument(
            #"{ "id": "s", "kind": "stack", "axis": "vertical", "frame": { "x": 0, "y": 0, "width": 100, "height": 200 }, "subviews": [{ "id": "x" }, { "id": "y" }] }"#)
        #expect(findings("fill-hugging-tie", flexible).first?.message.contains("no intrinsic height") == true)
    }

    @Test func compressionTieFiresOnlyOnEqualLowestResistance() throws {
        let tied = try lintDocument(#"{ "id": "s", "kind": "stack", "frame": { "x": 0, "y": 0, "width": 80, "height": 20 }, "subviews": [\#(Self.twoLabels)] }"#)
        #expect(findings("fill-compression-tie", tied).map(\.view) == ["s"])
        #expect(findings("fill-compression-tie", tied).first?.message.contains("shorter than the 100 pt its content fits in") == true)
        let decided = try lintDocument(#"""
            { "id": "s", "kind": "stack", "frame": { "x": 0, "y": 0, "width": 80, "height": 20 }, "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "label", "intrinsicSize": { "width": 60, "height": 20 }, "compressionResistance": { "horizontal": 749 } } ] }
            """#)
        #expect(findings("fill-compression-tie", decided).isEmpty)
        // A hidden view does not take part.
        let oneVisible = try lintDocument(#"""
            { "id": "s", "kind": "stack", "frame": { "x": 0, "y": 0, "width": 30, "height": 20 }, "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "label", "hidden": true, "intrinsicSize": { "width": 60, "height": 20 } } ] }
            """#)
        #expect(findings("fill-compression-tie", oneVisible).isEmpty)
    }

    /// A stack sized by its content stretches and squeezes nothing, so its views' tied
    /// priorities decide nothing: the usual stack of labels pinned by its top alone.
    @Test(arguments: [("top only", false), ("top and bottom", true)])
    func tiesCountOnlyWhereTheStackGivesWay(pinned: String, stretched: Bool) throws {
        let labels = (1...3).map { #"{ "id": "l\#($0)", "kind": "label", "intrinsicSize": { "width": 120, "height": 20.5 } }"# }
        var constraints = [#"{ "first": "s.top", "second": "root.top", "constant": 20 }"#, #"{ "first": "s.leading", "second": "root.leading" }"#]
        if stretched { constraints.append(#"{ "first": "root.bottom", "second": "s.bottom", "constant": 20 }"#) }
        let document = try lintDocument(
            #"{ "id": "s", "kind": "stack", "axis": "vertical", "subviews": [\#(labels.joined(separator: ","))] }"#,
            constraints: "[" + constraints.joined(separator: ",") + "]")
        #expect(findings("fill-hugging-tie", document).map(\.view) == (stretched ? ["s"] : []))
        #expect(findings("fill-compression-tie", document).isEmpty)
    }

    /// Views whose lengths a required equality sets do not tie: equal heights share the
    /// stretch, an aspect ratio takes the length from the other side.
    @Test(arguments: [
        (#"[{ "first": "x.height", "second": "y.height" }]"#, false),
        (#"[{ "first": "x.height", "second": "x.width" }, { "first": "y.height", "second": "y.width" }]"#, false),
        (#"[{ "first": "x.height", "constant": 40 }]"#, false),
        (#"[{ "first": "x.height", "second": "y.height", "priority": 750 }]"#, true),
        (#"[{ "first": "x.height", "relation": "<=", "constant": 40 }]"#, true),
    ])
    func viewsSizedByConstraintsDoNotTie(constraints: String, ties: Bool) throws {
        let document = try lintDocument(
            #"{ "id": "s", "kind": "stack", "axis": "vertical", "frame": { "x": 0, "y": 0, "width": 100, "height": 200 }, "subviews": [{ "id": "x" }, { "id": "y" }] }"#,
            constraints: constraints)
        #expect(findings("fill-hugging-tie", document).isEmpty == !ties)
    }

    @Test func proportionalWithoutIntrinsicSize() throws {
        let missing = try lintDocument(#"""
            { "id": "s", "kind": "stack", "distribution": "fillProportionally", "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
              { "id": "blank", "intrinsicSize": { "width": null, "height": 20 } } ] }
            """#)
        let found = findings("proportional-without-intrinsic-size", missing)
        #expect(found.map(\.view) == ["blank"])
        #expect(found.first?.message.contains("intrinsic width") == true)
        let sized = try lintDocument(#"{ "id": "s", "kind": "stack", "distribution": "fillProportionally", "subviews": [\#(Self.twoLabels)] }"#)
        #expect(findings("proportional-without-intrinsic-size", sized).isEmpty)
        // Vertical: only the height matters.
        let vertical = try lintDocument(#"""
            { "id": "s", "kind": "stack", "axis": "vertical", "distribution": "fillProportionally", "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": null, "height": 20 } } ] }
            """#)
        #expect(findings("proportional-without-intrinsic-size", vertical).isEmpty)
    }

    @Test func baselineOnVerticalStack() throws {
        let vertical = try lintDocument(#"{ "id": "s", "kind": "stack", "axis": "vertical", "alignment": "lastBaseline", "subviews": [\#(Self.twoLabels)] }"#)
        let found = findings("baseline-on-vertical-stack", vertical)
        #expect(found.map(\.view) == ["s"])
        #expect(found.first?.message.contains("trailing") == true)
        let horizontal = try lintDocument(#"{ "id": "s", "kind": "stack", "alignment": "firstBaseline", "subviews": [\#(Self.twoLabels)] }"#)
        #expect(findings("baseline-on-vertical-stack", horizontal).isEmpty)
    }

    @Test func hiddenViewHeldOpenByARequiredConstraint() throws {
        let stack = #"{ "id": "s", "kind": "stack", "subviews": [ { "id": "a", "kind": "label", "hidden": true }, { "id": "b", "kind": "label" } ] }"#
        let required = try lintDocument(stack, constraints: #"[ { "id": "fixed", "first": "a.width", "constant": 50 } ]"#)
        let found = findings("hidden-view-required-size", required)
        #expect(found.map(\.view) == ["a"])
        #expect(found.first?.message.contains("\"fixed\"") == true)
        let optional = try lintDocument(stack, constraints: #"[ { "id": "fixed", "first": "a.width", "constant": 50, "priority": 999 } ]"#)
        #expect(findings("hidden-view-required-size", optional).isEmpty)
        let crossAxis = try lintDocument(stack, constraints: #"[ { "id": "tall", "first": "a.height", "constant": 50 } ]"#)
        #expect(findings("hidden-view-required-size", crossAxis).isEmpty)
        let atMost = try lintDocument(stack, constraints: #"[ { "id": "cap", "first": "a.width", "relation": "<=", "constant": 50 } ]"#)
        #expect(findings("hidden-view-required-size", atMost).isEmpty)
        let visible = try lintDocument(
            #"{ "id": "s", "kind": "stack", "subviews": [ { "id": "a", "kind": "label" } ] }"#,
            constraints: #"[ { "id": "fixed", "first": "a.width", "constant": 50 } ]"#)
        #expect(findings("hidden-view-required-size", visible).isEmpty)
    }

    @Test func smallTapTargets() throws {
        let small = try lintDocument(#"""
            { "id": "icon", "kind": "button", "frame": { "x": 0, "y": 0, "width": 30, "height": 30 } },
            { "id": "big", "kind": "switch", "frame": { "x": 0, "y": 40, "width": 44, "height": 44 } },
            { "id": "gone", "kind": "button", "hidden": true, "frame": { "x": 0, "y": 90, "width": 10, "height": 10 } },
            { "id": "text", "kind": "label", "frame": { "x": 0, "y": 90, "width": 10, "height": 10 } },
            { "id": "thin", "kind": "slider", "frame": { "x": 0, "y": 100, "width": 200, "height": 20 } }
            """#)
        let found = findings("small-tap-target", small)
        #expect(found.map(\.view) == ["icon", "thin"])
        #expect(found.first?.message.contains("30 x 30") == true)
        #expect(found.first?.message.contains("smaller than 44 pt both ways") == true)
        #expect(found.last?.message.contains("below the 28 pt") == true)
        // Without a canvas there is no layout to check.
        var noCanvas = small
        noCanvas.canvas = nil
        #expect(findings("small-tap-target", noCanvas).isEmpty)
        #expect(Linter().lint(noCanvas, canvas: Size(width: 100, height: 100)).contains { $0.rule == "small-tap-target" })
    }

    /// UIKit's standard controls at their standard sizes: long one way, and at least 28 pt the
    /// other (a system button 30 pt tall, a rounded text field 30 or 34, a switch 51 x 31, a
    /// stepper 94 x 29), as Apple's guidelines allow.
    @Test(arguments: [
        ("button", 343.0, 30.0), ("button", 64, 30), ("textField", 261.5, 34), ("textField", 200, 30), ("switch", 51, 31),
        ("stepper", 94, 29), ("segmentedControl", 200, 28),
    ])
    func standardControlsAreLargeEnough(kind: String, width: Double, height: Double) throws {
        let document = try lintDocument(#"{ "id": "c", "kind": "\#(kind)", "frame": { "x": 0, "y": 0, "width": \#(width), "height": \#(height) } }"#)
        #expect(findings("small-tap-target", document).isEmpty)
    }

    @Test func brokenConstraints() throws {
        let conflicting = try lintDocument(
            #"{ "id": "v", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }"#,
            constraints: #"[ { "id": "ten", "first": "v.width", "constant": 10 }, { "id": "twenty", "first": "v.width", "constant": 20 } ]"#)
        let found = findings("broken-constraint", conflicting)
        #expect(found.count == 1)
        #expect(found.first?.view == "v")
        let consistent = try lintDocument(
            #"{ "id": "v", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }"#,
            constraints: #"[ { "id": "ten", "first": "v.width", "constant": 10 } ]"#)
        #expect(findings("broken-constraint", consistent).isEmpty)
    }

    @Test func stackOverflow() throws {
        func stack(width: Int) -> String {
            #"{ "id": "s", "kind": "stack", "frame": { "x": 0, "y": 0, "width": \#(width), "height": 20 }, "subviews": ["#
                + #"{ "id": "a", "kind": "label", "intrinsicSize": { "width": 80, "height": 20 } },"#
                + #"{ "id": "b", "kind": "label", "intrinsicSize": { "width": 80, "height": 20 }, "compressionResistance": { "horizontal": 749 } } ] }"#
        }
        let narrow = try lintDocument(stack(width: 100))
        let found = findings("stack-overflow", narrow)
        #expect(found.map(\.view) == ["s"])
        #expect(found.first?.message.contains("need 160") == true, "\(found)")
        #expect(findings("stack-overflow", try lintDocument(stack(width: 200))).isEmpty)
        #expect(findings("stack-overflow", try lintDocument(stack(width: 160))).isEmpty)
    }

    @Test func everyRuleHasADistinctName() {
        let names = Linter.allRules.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count == 8)
    }
}
