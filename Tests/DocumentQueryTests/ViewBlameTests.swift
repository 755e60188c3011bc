import DocumentHistory
import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

@Suite("Blame")
struct ViewBlameTests {
    /// A scripted history touching `cancel` in every way blame reports, plus revisions that
    /// do not touch it.
    @Test(arguments: StoreBackend.allCases)
    func scriptedHistoryNewestFirst(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try Document(json: Array(queryFixture.utf8)))
        let newButton = ViewTree(id: "help", properties: ViewProperties(kind: .button))
        try store.apply([.insert(stack: "row", index: 0, view: .new(newButton))], to: "fixture", message: "add help")  // r2
        try store.apply([.insert(stack: "row", index: 0, view: .existing("cancel"))], to: "fixture", message: "cancel first")  // r3
        try store.apply([.hide(view: "cancel")], to: "fixture")  // r4
        try store.apply([.set(view: "cancel", property: .intrinsicSize, value: ["width": 90, "height": 44])], to: "fixture")  // r5
        try store.apply([.addConstraint(LayoutConstraint(
            id: "wide", first: Anchor(view: "cancel", attribute: .width), constant: 100), index: nil)], to: "fixture")  // r6
        try store.apply([.set(view: "title", property: .hidden, value: true)], to: "fixture")  // r7: not cancel
        try store.apply([.moveZ(view: "cancel", zIndex: 0)], to: "fixture")  // r8
        _ = try store.undo("fixture")  // r9: undoes r8
        _ = try store.redo("fixture")  // r10
        try store.apply([.remove(view: "cancel", from: .arranged)], to: "fixture")  // r11
        try store.apply([.addSubview(parent: "main", view: .existing("cancel"), zIndex: nil)], to: "fixture")  // r12: reparent
        try store.restore("fixture", to: 6, message: "back")  // r13
        try store.apply([.remove(view: "cancel", from: .superview)], to: "fixture", message: "drop")  // r14

        let entries = try ViewBlame(store: store).blame("cancel", in: "fixture")
        #expect(entries.map(\.revision.number) == [14, 13, 12, 11, 10, 9, 8, 6, 5, 4, 3, 1])
        #expect(entries.map(\.revision.kind) == [.edit, .restore, .edit, .edit, .redo, .undo, .edit, .edit, .edit, .edit, .edit, .import])
        func actions(_ revision: Int) -> [BlameAction] { entries.first { $0.revision.number == revision }!.actions }
        #expect(actions(1) == [.created(parent: "row")])
        #expect(actions(3) == [.movedInArrangedOrder(stack: "row", from: 2, to: 0)])
        #expect(actions(4) == [.hidden])
        #expect(actions(5) == [.propertyChanged(
            property: "intrinsicSize", old: ["width": 80, "height": 44], new: ["width": 90, "height": 44])])
        guard case .constraintAdded(let constraint) = actions(6).first else { Issue.record("r6: \(actions(6))"); return }
        #expect(constraint.id == "wide")
        #expect(actions(8) == [.movedInZOrder(parent: "row", from: 1, to: 0)])
        #expect(actions(9) == [.movedInZOrder(parent: "row", from: 0, to: 1)])
        #expect(actions(10) == [.movedInZOrder(parent: "row", from: 1, to: 0)])
        #expect(actions(11) == [.unarranged(stack: "row", index: 0)])
        #expect(actions(12) == [.reparented(from: "row", to: "main")])
        #expect(actions(13).contains(.reparented(from: "main", to: "row")) || actions(13).contains(.created(parent: "row")))
        #expect(actions(14).contains(.constraintRemoved(constraint)))
        #expect(actions(14).last == .removed(parent: "row"))
        // Edits are the user's, for edit revisions only.
        #expect(entries.first { $0.revision.number == 4 }!.edits == [.hide(view: "cancel")])
        #expect(entries.first { $0.revision.number == 9 }!.edits.isEmpty)
        #expect(entries[0].revision.message == "drop")
    }

    @Test(arguments: StoreBackend.allCases)
    func aViewCreatedLaterStartsWithItsInsertion(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try Document(json: Array(queryFixture.utf8)))
        try temporary.store.apply([.addSubview(parent: "overlay", view: .new(ViewTree(id: "tip", properties: ViewProperties(kind: .label))), zIndex: nil)], to: "fixture")
        let entries = try ViewBlame(store: temporary.store).blame("tip", in: "fixture")
        #expect(entries.map(\.revision.number) == [2])
        #expect(entries[0].actions == [.created(parent: "overlay")])
    }

    @Test(arguments: StoreBackend.allCases)
    func unknownViewsAndDocumentsAreErrors(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try Document(json: Array(queryFixture.utf8)))
        #expect(throws: QueryError.unknownView(document: "fixture", view: "nope")) {
            try ViewBlame(store: temporary.store).blame("nope", in: "fixture")
        }
        #expect(throws: StoreError.self) { try ViewBlame(store: temporary.store).blame("title", in: "missing") }
        #expect(QueryError.unknownView(document: "fixture", view: "nope").description == "view \"nope\" never existed in document \"fixture\"")
    }
}
