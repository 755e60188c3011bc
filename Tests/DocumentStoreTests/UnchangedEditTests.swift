import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Edits that leave the document as it is write nothing: no revision, no undo step.
@Suite("Edits that change nothing")
struct UnchangedEditTests {
    /// `stack` (spacing 8) arranges v0, v1 (hidden) and v2; v0 to v2 are its subviews in that order.
    static func document() throws -> Document {
        var stack = ViewTree(id: "stack", properties: ViewProperties(kind: .stack))
        stack.properties.stack = StackAttributes(spacing: .points(8))
        stack.subviews = (0..<3).map { ViewTree(id: "v\($0)", properties: ViewProperties(kind: .label)) }
        stack.subviews[1].properties.hidden = true
        stack.arranged = stack.subviews.map(\.id)
        return try Document(name: "doc", canvas: Size(width: 375, height: 667), root: ViewTree(id: "root", subviews: [stack]))
    }

    static let unchangingEdits: [Edit] = [
        .hide(view: "v1"),
        .unhide(view: "v0"),
        .set(view: "stack", property: .spacing, value: .number(8)),
        .set(view: "v0", property: .hugging, value: .null),
        .moveZ(view: "v2", zIndex: 2),
        .insert(stack: "stack", index: 0, view: .existing("v0")),
        .addSubview(parent: "stack", view: .existing("v2"), zIndex: nil),
    ]

    @Test(arguments: unchangingEdits)
    func anEditThatChangesNothingWritesNoRevision(edit: Edit) throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try Self.document())
        try temporary.store.apply([.hide(view: "v2"), .unhide(view: "v2")], to: "doc")
        let files = [temporary.path, temporary.path + "-wal"].map(TestEnvironment.contents)

        let outcome = try temporary.store.apply([edit], to: "doc", message: "no-op")
        #expect(outcome == EditOutcome(revision: nil, headRevision: 2, unchanged: [UnchangedEdit(index: 0, edit: edit)]))
        #expect(!outcome.wroteRevision)
        #expect(try temporary.store.headRevision(of: "doc") == 2)
        #expect(try temporary.store.log(of: "doc").count == 2)
        #expect([temporary.path, temporary.path + "-wal"].map(TestEnvironment.contents) == files, "the store is byte for byte as it was")
        #expect(try DocumentStore(path: temporary.path).headRevision(of: "doc") == 2)
    }

    @Test func aBatchRecordsOnlyTheEditsThatChangeSomething() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try Self.document())
        let edits: [Edit] = [
            .hide(view: "v1"),  // already hidden
            .hide(view: "v0"),
            .hide(view: "v0"),  // hidden by the edit before
            .set(view: "stack", property: .spacing, value: .number(12)),
            .set(view: "stack", property: .spacing, value: .number(12)),
        ]
        let outcome = try temporary.store.apply(edits, to: "doc")
        #expect(outcome.revision?.number == 2)
        #expect(outcome.revision?.edits == [edits[1], edits[3]])
        #expect(outcome.unchanged == [0, 2, 4].map { UnchangedEdit(index: $0, edit: edits[$0]) })

        let reopened = try DocumentStore(path: temporary.path)
        #expect(try reopened.log(of: "doc").last?.edits == [edits[1], edits[3]])
        #expect(try reopened.events(of: "doc", from: 2).first?.events.map(\.edit) == [edits[1], edits[3]])
        let head = try reopened.document("doc")
        #expect(head["v0"]?.properties.hidden == true)
        #expect(head["stack"]?.properties.stack?.spacing == .points(12))
        try reopened.undo("doc")
        #expect(try reopened.document("doc") == Self.document())
    }

    /// A change undone stays redoable across an edit that changes nothing: no revision is
    /// written, so the redo stack is not emptied.
    @Test func anEditThatChangesNothingLeavesTheUndoStacksAlone() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try Self.document())
        try temporary.store.apply([.hide(view: "v0")], to: "doc")
        try temporary.store.apply([.hide(view: "v2")], to: "doc")
        try temporary.store.undo("doc")
        #expect(try temporary.store.undoState(of: "doc") == (undo: 2, redo: 3))

        try temporary.store.apply([.hide(view: "v0"), .unhide(view: "v2")], to: "doc")
        #expect(try temporary.store.undoState(of: "doc") == (undo: 2, redo: 3))
        #expect(try temporary.store.headRevision(of: "doc") == 4)
        try temporary.store.redo("doc")
        #expect(try temporary.store.document("doc")["v2"]?.properties.hidden == true)
        try temporary.store.undo("doc", steps: 2)
        #expect(try temporary.store.document("doc") == Self.document())
    }

    @Test func restoringTheHeadsOwnStateIsNothingToDo() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try Self.document())
        try temporary.store.apply([.hide(view: "v0")], to: "doc")
        try temporary.store.apply([.unhide(view: "v0")], to: "doc")
        let error = #expect(throws: StoreError.self) {
            try temporary.store.restore("doc", to: 1) { _, _ in [.hide(view: "v1")] }
        }
        #expect(error?.description == "\"doc\" is already in the state of revision 1")
        #expect(try temporary.store.headRevision(of: "doc") == 3)
    }
}
