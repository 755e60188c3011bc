import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

@Suite("Ordering cost")
struct OrderingCostTests {
    /// Inserting at index 0 of a 10,000-view stack writes the new view's row and nothing else.
    @Test func insertingAtTheFrontOfALargeStackWritesOneRow() throws {
        let temporary = TemporaryStore()
        temporary.store.stateFlushThreshold = 0  // write the state tables with each revision
        try temporary.store.importDocument(try stackDocument(children: 10_000))
        let before = try temporary.store.orderingKeys(of: "stacked")
        try temporary.store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "first")))], to: "stacked")
        let after = try temporary.store.orderingKeys(of: "stacked")
        let changed = after.filter { before[$0.key] != $0.value }
        #expect(changed.keys.sorted() == ["first"])
        let document = try DocumentStore(path: temporary.path).document("stacked")
        #expect(document["stack"]?.arranged.first == "first")
        #expect(document["stack"]?.subviews.last == "first")
        #expect(document["stack"]?.arranged.count == 10_001)
    }
}
