import DocumentHistory
import StackDocument
import StackLayout
import Testing

/// A diff with one change of every sort: e added, n removed, a moved in the z-order, b
/// reparented, a hidden, c unhidden, a spacing, a constraint added and one removed, a frame.
private func everyKindOfChange() throws -> DocumentDiff {
    let old = try diffSample().edited(by: .hide(view: "c"))
    let new = try old.edited(by:
        .insert(stack: "s", index: 1, view: .new(ViewTree(id: "e", properties: ViewProperties(kind: .label)))),
        .remove(view: "n", from: .superview),
        .moveZ(view: "a", zIndex: 3),
        .insert(stack: "other", index: 0, view: .existing("b")),
        .unhide(view: "c"),
        .hide(view: "a"),
        .set(view: "s", property: .spacing, value: 8),
        .removeConstraint(id: "w"),
        .addConstraint(LayoutConstraint(id: "h", first: Anchor(view: "e", attribute: .height), constant: 20), index: nil))
    let frames = (["s": Rect(x: 0, y: 40, width: 343, height: 30)], ["s": Rect(x: 0, y: 70, width: 343, height: 30.5)])
    return try checkedDiff(old, new, frames: frames)
}

@Suite("Diff: text and JSON")
struct DiffOutputTests {
    @Test func textHasOneLinePerChange() throws {
        #expect(try everyKindOfChange().text() == """
            + e (label) in s at arranged 1, z 1
            - n from s
            ↕ a z 0 -> 2 in s
            → b s -> other at arranged 0, z 1
            ~ a hidden
            ~ c unhidden
            ~ s.spacing: 0 -> 8
            + constraint h: e.height == 20
            - constraint w: a.width == 10
            frame s: (0, 40, 343, 30) -> (0, 70, 343, 30.5)
            """)
    }

    @Test func arrangedMovesSayNoneForNotArranged() throws {
        let sample = try diffSample()
        let diff = try checkedDiff(sample, try sample.edited(by: .remove(view: "a", from: .arranged)))
        #expect(diff.text() == "↕ a arranged 0 -> none in s")
    }

    @Test func colourMarksAdditionsGreenRemovalsRedAndChangesYellow() throws {
        let (green, red, yellow, reset) = ("\u{1B}[32m", "\u{1B}[31m", "\u{1B}[33m", "\u{1B}[0m")
        let diff = try everyKindOfChange()
        let plain = diff.text().split(separator: "\n")
        let colored = diff.text(colored: true).split(separator: "\n")
        let colours = [green, red, yellow, yellow, yellow, yellow, yellow, green, red, yellow]
        #expect(colored == zip(colours, plain).map { "\($0)\($1)\(reset)" })
    }

    @Test func jsonHasEveryKeyEvenWhenEmpty() throws {
        let sample = try diffSample()
        #expect(try DocumentDiff(from: sample, to: sample).json == [
            "added": [], "removed": [], "moved": [], "reparented": [], "hidden": [], "unhidden": [], "properties": [],
            "constraintsAdded": [], "constraintsRemoved": [], "frames": [], "names": [:],
        ])
    }

    @Test func jsonDescribesEveryChange() throws {
        let expected = try JSONParser.parse("""
            {
              "added": [{ "view": "e", "parent": "s", "zIndex": 1, "arrangedIndex": 1, "properties": { "kind": "label" } }],
              "removed": [{ "view": "n", "parent": "s", "zIndex": 3, "arrangedIndex": null }],
              "moved": [{ "view": "a", "parent": "s", "order": "z", "from": 0, "to": 2 }],
              "reparented": [{
                "view": "b",
                "from": { "parent": "s", "zIndex": 1, "arrangedIndex": 1 },
                "to": { "parent": "other", "zIndex": 1, "arrangedIndex": 0 }
              }],
              "hidden": ["a"],
              "unhidden": ["c"],
              "properties": [{ "view": "s", "property": "spacing", "old": 0, "new": 8 }],
              "constraintsAdded": [{ "id": "h", "first": "e.height", "constant": 20 }],
              "constraintsRemoved": [{ "id": "w", "first": "a.width", "constant": 10 }],
              "frames": [{
                "view": "s",
                "old": { "x": 0, "y": 40, "width": 343, "height": 30 },
                "new": { "x": 0, "y": 70, "width": 343, "height": 30.5 }
              }],
              "names": {}
            }
            """)
        #expect(try everyKindOfChange().json == expected)
    }
}
