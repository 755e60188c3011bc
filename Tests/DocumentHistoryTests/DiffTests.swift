import DocumentHistory
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

@Suite("Diff: one kind of change at a time")
struct DiffTests {
    @Test func aDocumentDiffedWithItselfIsEmpty() throws {
        let sample = try diffSample()
        let diff = try DocumentDiff(from: sample, to: sample)
        #expect(diff.isEmpty)
        #expect(diff.edits.isEmpty)
        #expect(diff.text().isEmpty)
    }

    @Test func nameAndCanvasAreNotCompared() throws {
        let sample = try diffSample()
        var renamed = sample
        renamed.name = "other name"
        renamed.canvas = Size(width: 1, height: 2)
        #expect(try DocumentDiff(from: sample, to: renamed).isEmpty)
    }

    @Test func anInsertedViewIsAddedWithItsPlaceAndMovesNoSibling() throws {
        let sample = try diffSample()
        let insert = Edit.insert(stack: "s", index: 1, view: .new(ViewTree(id: "e", properties: ViewProperties(kind: .label))))
        let diff = try checkedDiff(sample, try sample.edited(by: insert))
        #expect(diff.added == [
            DocumentDiff.AddedView(
                view: "e", position: DocumentDiff.Position(parent: "s", zIndex: 4, arrangedIndex: 1),
                properties: ViewProperties(kind: .label)),
        ])
        #expect(diffEntryCount(diff) == 1, "b and c shift but keep their order: not moved")
        #expect(diff.edits == [insert])
    }

    @Test func aNewSubtreeListsEachViewAndComesAsOneEdit() throws {
        let sample = try diffSample()
        let panel = ViewTree(
            id: "panel", properties: ViewProperties(kind: .stack),
            subviews: [ViewTree(id: "p1", properties: ViewProperties(kind: .label)), ViewTree(id: "p2")])
        let add = Edit.addSubview(parent: "root", view: .new(panel), zIndex: 0)
        let diff = try checkedDiff(sample, try sample.edited(by: add))
        #expect(diff.added.map(\.view) == ["panel", "p1", "p2"])
        #expect(diff.added.map(\.position) == [
            DocumentDiff.Position(parent: "root", zIndex: 0),
            DocumentDiff.Position(parent: "panel", zIndex: 0, arrangedIndex: 0),
            DocumentDiff.Position(parent: "panel", zIndex: 1, arrangedIndex: 1),
        ])
        #expect(diffEntryCount(diff) == 3)
        #expect(diff.edits == [add])
    }

    @Test func aRemovedViewTakesItsConstraintsInOneEdit() throws {
        let sample = try diffSample()
        let remove = Edit.remove(view: "b", from: .superview)
        let diff = try checkedDiff(sample, try sample.edited(by: remove))
        #expect(diff.removed == [
            DocumentDiff.RemovedView(view: "b", position: DocumentDiff.Position(parent: "s", zIndex: 1, arrangedIndex: 1)),
        ])
        #expect(diff.constraintsRemoved.map(\.id) == ["eq"])
        #expect(diffEntryCount(diff) == 2)
        #expect(diff.edits == [remove], "eq goes with b")
    }

    @Test func onlyTheViewThatLeftTheOrderIsMovedInTheArrangedOrder() throws {
        let sample = try diffSample()
        let insert = Edit.insert(stack: "s", index: 0, view: .existing("c"))
        let diff = try checkedDiff(sample, try sample.edited(by: insert))
        #expect(diff.moved == [DocumentDiff.Move(view: "c", parent: "s", order: .arranged, from: 2, to: 0)])
        #expect(diffEntryCount(diff) == 1)
        #expect(diff.edits == [insert])
    }

    @Test func onlyTheViewThatLeftTheOrderIsMovedInTheZOrder() throws {
        let sample = try diffSample()
        let move = Edit.moveZ(view: "a", zIndex: 3)
        let diff = try checkedDiff(sample, try sample.edited(by: move))
        #expect(diff.moved == [DocumentDiff.Move(view: "a", parent: "s", order: .z, from: 0, to: 3)])
        #expect(diffEntryCount(diff) == 1)
        #expect(diff.edits == [move])
    }

    @Test func viewsJoiningAndLeavingTheArrangedViewsMoveFromOrToNone() throws {
        let sample = try diffSample()
        let new = try sample.edited(by: .insert(stack: "s", index: 3, view: .existing("n")), .remove(view: "a", from: .arranged))
        let diff = try checkedDiff(sample, new)
        #expect(diff.moved == [
            DocumentDiff.Move(view: "n", parent: "s", order: .arranged, from: nil, to: 2),
            DocumentDiff.Move(view: "a", parent: "s", order: .arranged, from: 0, to: nil),
        ])
        #expect(diffEntryCount(diff) == 2)
        #expect(diff.edits == [.remove(view: "a", from: .arranged), .insert(stack: "s", index: 2, view: .existing("n"))])
    }

    @Test func aViewArrangedInAnotherStackIsReparentedAndNotMoved() throws {
        let sample = try diffSample()
        let insert = Edit.insert(stack: "other", index: 0, view: .existing("b"))
        let diff = try checkedDiff(sample, try sample.edited(by: insert))
        #expect(diff.reparented == [
            DocumentDiff.Reparent(
                view: "b", from: DocumentDiff.Position(parent: "s", zIndex: 1, arrangedIndex: 1),
                to: DocumentDiff.Position(parent: "other", zIndex: 1, arrangedIndex: 0)),
        ])
        #expect(diffEntryCount(diff) == 1, "c and x shift but keep their order")
        #expect(diff.edits == [insert])
    }

    @Test func hiddenAndUnhiddenViews() throws {
        let sample = try diffSample()
        let diff = try checkedDiff(try sample.edited(by: .hide(view: "a")), try sample.edited(by: .hide(view: "b")))
        #expect(diff.hidden == ["b"])
        #expect(diff.unhidden == ["a"])
        #expect(diffEntryCount(diff) == 2, "hidden is not also a property change")
        #expect(diff.edits == [.unhide(view: "a"), .hide(view: "b")])
    }

    @Test func changedPropertiesShowBothValuesWithDefaultsWrittenOut() throws {
        let sample = try diffSample()
        let new = try sample.edited(by:
            .set(view: "s", property: .spacing, value: 12),
            .set(view: "a", property: .hugging, value: ["horizontal": 100]),
            .set(view: "a", property: .baseline, value: ["first": 3, "last": 5]),
            .set(view: "b", property: .kind, value: "label"))
        let diff = try checkedDiff(sample, new)
        #expect(diff.properties == [
            DocumentDiff.PropertyChange(view: "s", property: .spacing, old: 0, new: 12),
            DocumentDiff.PropertyChange(view: "a", property: .baseline, old: .null, new: ["first": 3, "last": 5]),
            DocumentDiff.PropertyChange(
                view: "a", property: .hugging, old: ["horizontal": 250, "vertical": 250], new: ["horizontal": 100, "vertical": 250]),
            DocumentDiff.PropertyChange(view: "b", property: .kind, old: "view", new: "label"),
        ])
        #expect(diffEntryCount(diff) == 4)
        #expect(diff.edits == [
            .set(view: "s", property: .spacing, value: 12),
            .set(view: "a", property: .baseline, value: ["first": 3, "last": 5]),
            .set(view: "a", property: .hugging, value: ["horizontal": 100, "vertical": 250]),
            .set(view: "b", property: .kind, value: "label"),
        ])
    }

    @Test func aPropertyBackToItsDefaultIsWrittenOut() throws {
        let sample = try diffSample()
        let margins: JSONValue = ["top": 1, "leading": 2, "bottom": 3, "trailing": 4]
        let diff = try checkedDiff(try sample.edited(by: .set(view: "n", property: .layoutMargins, value: margins)), sample)
        #expect(diff.properties == [
            DocumentDiff.PropertyChange(
                view: "n", property: .layoutMargins, old: margins, new: ["top": 8, "leading": 8, "bottom": 8, "trailing": 8]),
        ])
    }

    @Test func anAddedConstraintGoesInAtItsIndex() throws {
        let sample = try diffSample()
        let height = LayoutConstraint(id: "h", first: Anchor(view: "c", attribute: .height), constant: 20)
        let diff = try checkedDiff(sample, try sample.edited(by: .addConstraint(height, index: 1)))
        #expect(diff.constraintsAdded == [height])
        #expect(diffEntryCount(diff) == 1)
        #expect(diff.edits == [.addConstraint(height, index: 1)])
    }

    @Test func aConstraintChangedUnderItsIdIsRemovedAndAdded() throws {
        let sample = try diffSample()
        let wider = LayoutConstraint(id: "w", first: Anchor(view: "a", attribute: .width), constant: 12)
        let diff = try checkedDiff(sample, try sample.edited(by: .removeConstraint(id: "w"), .addConstraint(wider, index: 0)))
        #expect(diff.constraintsRemoved == [sample.constraints[0]])
        #expect(diff.constraintsAdded == [wider])
        #expect(diffEntryCount(diff) == 2)
        #expect(diff.edits == [.removeConstraint(id: "w"), .addConstraint(wider, index: 0)])
    }

    @Test func aConstraintMovedInTheListIsRemovedAndAdded() throws {
        let sample = try diffSample()
        let pin = sample.constraints[2]
        let diff = try checkedDiff(sample, try sample.edited(by: .removeConstraint(id: "pin"), .addConstraint(pin, index: 0)))
        #expect(diff.constraintsRemoved == [pin])
        #expect(diff.constraintsAdded == [pin])
        #expect(diff.edits == [.removeConstraint(id: "pin"), .addConstraint(pin, index: 0)])
    }

    @Test func framesThatMovedBeyondTheTolerance() throws {
        let sample = try diffSample()
        let new = try sample.edited(by: .remove(view: "a", from: .superview))
        let oldFrames = [
            "root": Rect(x: 0, y: 0, width: 320, height: 480), "s": Rect(x: 0, y: 0, width: 320, height: 60),
            "a": Rect(x: 0, y: 0, width: 10, height: 20), "b": Rect(x: 0, y: 20, width: 10, height: 20),
            "x": Rect(x: 0, y: 60, width: 5, height: 5),
        ]
        let newFrames = [
            "root": Rect(x: 0, y: 0, width: 320, height: 480), "s": Rect(x: 0, y: 0, width: 320, height: 60 + 5e-10),
            "a": Rect(x: 0, y: 0, width: 30, height: 20), "b": Rect(x: 0, y: 0, width: 10, height: 20),
            "n": Rect(x: 1, y: 1, width: 1, height: 1),
        ]
        let diff = try checkedDiff(sample, new, frames: (oldFrames, newFrames))
        #expect(diff.frames == [
            DocumentDiff.FrameChange(
                view: "b", old: Rect(x: 0, y: 20, width: 10, height: 20), new: Rect(x: 0, y: 0, width: 10, height: 20)),
        ], "s is within the tolerance, a is removed, n and x are each in one map only")
    }

    @Test func framesAloneMakeADiffWithoutEdits() throws {
        let sample = try diffSample()
        let diff = try DocumentDiff(
            from: sample, to: sample, frames: (["s": Rect(x: 0, y: 0, width: 1, height: 1)], ["s": Rect(x: 0, y: 0, width: 2, height: 1)]))
        #expect(!diff.isEmpty)
        #expect(diff.frames.map(\.view) == ["s"])
        #expect(diff.edits.isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func explicitValuesSetBackChangeNothing(seed: UInt64) throws {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        for kind in [ViewKind.stack, .label, .view, .scroll] {
            for properties in [ViewProperties(kind: kind), random.properties(kind: kind, subviewIDs: ["child"])] {
                let tree = ViewTree(id: "v", properties: properties, subviews: [ViewTree(id: "child")])
                let document = try Document(name: "one", root: ViewTree(id: "root", subviews: [tree]))
                for property in ViewProperty.allCases {
                    guard let value = properties.explicitJSONValue(of: property) else {
                        #expect(property.isStackOnly && kind != .stack)
                        continue
                    }
                    #expect(try document.changes(for: .set(view: "v", property: property, value: value)).isEmpty, "\(kind).\(property)")
                }
            }
        }
    }
}
