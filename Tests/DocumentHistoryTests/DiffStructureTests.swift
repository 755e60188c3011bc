import DocumentHistory
import StackDocument
import StackLayout
import Testing

/// Changes of the tree that need the edits in the right order.
@Suite("Diff: moves across the tree")
struct DiffStructureTests {
    @Test func aViewLeavingASubtreeThatIsRemovedMovesOutFirst() throws {
        let sample = try diffSample()
        let new = try sample.edited(
            by: .addSubview(parent: "root", view: .existing("a"), zIndex: nil), .remove(view: "s", from: .superview))
        let diff = try checkedDiff(sample, new)
        #expect(diff.removed.map(\.view) == ["s", "b", "c", "n"])
        #expect(diff.reparented.map(\.view) == ["a"])
        #expect(diff.constraintsRemoved.map(\.id) == ["eq", "pin"], "w names a, which stays")
        #expect(diff.edits == [.addSubview(parent: "root", view: .existing("a"), zIndex: 2), .remove(view: "s", from: .superview)])
    }

    @Test func twoViewsSwapNesting() throws {
        let old = try Document(name: "nest", root: ViewTree(id: "root", subviews: [ViewTree(id: "p", subviews: [ViewTree(id: "q")])]))
        let new = try old.edited(
            by: .addSubview(parent: "root", view: .existing("q"), zIndex: nil), .addSubview(parent: "q", view: .existing("p"), zIndex: nil))
        let diff = try checkedDiff(old, new)
        #expect(diff.reparented.map(\.view) == ["q", "p"])
        #expect(diff.edits.count == 2)
    }

    @Test func aViewMovesIntoASubtreeThatMovesToo() throws {
        let sample = try diffSample()
        let new = try sample.edited(
            by: .insert(stack: "s", index: 0, view: .existing("other")), .insert(stack: "other", index: 1, view: .existing("a")))
        let diff = try checkedDiff(sample, new)
        #expect(diff.reparented.map(\.view) == ["other", "a"])
        #expect(diff.moved.isEmpty)
    }

    @Test func aNewStackWrapsExistingViews() throws {
        let sample = try diffSample()
        let new = try sample.edited(by:
            .insert(stack: "s", index: 0, view: .new(ViewTree(id: "wrap", properties: ViewProperties(kind: .stack)))),
            .insert(stack: "wrap", index: 0, view: .existing("a")),
            .insert(stack: "wrap", index: 1, view: .existing("b")))
        let diff = try checkedDiff(sample, new)
        #expect(diff.added.map(\.view) == ["wrap"])
        #expect(diff.reparented.map(\.view) == ["a", "b"])
    }

    @Test func newViewsAroundAnExistingOneComeAsOneSubtree() throws {
        let sample = try diffSample()
        let tag = ViewTree(id: "tag", properties: ViewProperties(kind: .label))
        let inner = ViewTree(id: "inner", properties: ViewProperties(kind: .stack), subviews: [tag])
        let outer = ViewTree(id: "outer", properties: ViewProperties(kind: .stack), subviews: [inner])
        let new = try sample.edited(by:
            .addSubview(parent: "root", view: .new(outer), zIndex: 1),
            .insert(stack: "inner", index: 0, view: .existing("x")),
            .set(view: "inner", property: .customSpacing, value: ["x": 3, "tag": 4]))
        let diff = try checkedDiff(sample, new)
        #expect(diff.added.map(\.view) == ["outer", "inner", "tag"])
        #expect(diff.reparented.map(\.view) == ["x"])
        #expect(diff.edits.filter { $0.op == "addSubview" || $0.op == "insert" }.count == 2, "one new subtree, one move: \(diff.edits)")
    }

    @Test func customSpacingKeysFollowTheViewsTheyName() throws {
        let sample = try diffSample()
        let old = try sample.edited(by: .set(view: "s", property: .customSpacing, value: ["a": 4, "b": 6]))
        let new = try old.edited(by:
            .insert(stack: "other", index: 0, view: .existing("b")),
            .set(view: "other", property: .customSpacing, value: ["b": 2]),
            .set(view: "s", property: .customSpacing, value: ["a": 4, "c": 1]))
        let diff = try checkedDiff(old, new)
        #expect(diff.properties == [
            DocumentDiff.PropertyChange(view: "s", property: .customSpacing, old: ["a": 4, "b": 6], new: ["a": 4, "c": 1]),
            DocumentDiff.PropertyChange(view: "other", property: .customSpacing, old: [:], new: ["b": 2]),
        ])
        let back = try checkedDiff(new, old)
        #expect(back.reparented.map(\.view) == ["b"])
    }

    @Test func aScrollViewsContentConstraintGoesBeforeItBecomesAPlainView() throws {
        let sample = try diffSample()
        let content = LayoutConstraint(
            id: "ct", first: Anchor(view: "n", guide: .content, attribute: .top), second: Anchor(view: "a", attribute: .top))
        let old = try sample.edited(by: .set(view: "n", property: .kind, value: "scroll"), .addConstraint(content, index: nil))
        let diff = try checkedDiff(old, sample)
        #expect(diff.edits == [.removeConstraint(id: "ct"), .set(view: "n", property: .kind, value: "view")])
        let back = try checkedDiff(sample, old)
        #expect(back.edits == [.set(view: "n", property: .kind, value: "scroll"), .addConstraint(content, index: 3)])
    }

    @Test func documentsWithDifferentRootsAreRefused() throws {
        let sample = try diffSample()
        let stranger = try Document(name: "stranger", root: ViewTree(id: "top"))
        #expect(throws: DocumentError.self) { try DocumentDiff(from: sample, to: stranger) }
    }

    @Test func aViewTurningIntoAStackIsRefused() throws {
        let old = try Document(name: "kinds", root: ViewTree(id: "root", subviews: [ViewTree(id: "a")]))
        let stack = ViewTree(id: "a", properties: ViewProperties(kind: .stack))
        let new = try Document(name: "kinds", root: ViewTree(id: "root", subviews: [stack]))
        #expect(throws: DocumentError.self) { try DocumentDiff(from: old, to: new) }
    }
}
