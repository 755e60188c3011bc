@testable import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// Inserting a subtree of N views costs O(N): its views are appended to their orderings at one
/// key length (no renumbering every few hundred views), and its arranged views are checked
/// against a set, not a list.
@Suite("Cost of inserting a subtree")
struct SubtreeInsertCostTests {
    @Test(arguments: [1_000, 20_000])
    func aBigSubtreeKeepsItsKeysShort(children: Int) throws {
        let temporary = TemporaryStore()
        temporary.store.stateFlushThreshold = 0  // write the state tables with each revision
        try temporary.store.importDocument(try stackDocument(children: 2))
        var big = ViewTree(id: "big", properties: ViewProperties(kind: .stack))
        big.subviews = (0..<children).map { ViewTree(id: "b\($0)", properties: ViewProperties(kind: .label)) }
        big.arranged = big.subviews.map(\.id)
        try temporary.store.apply([.insert(stack: "stack", index: 0, view: .new(big))], to: "stacked")
        let keys = try temporary.store.orderingKeys(of: "stacked")
        let longest = keys.values.flatMap { $0.dropFirst().compactMap { $0 } }.map(\.utf8.count).max() ?? 0
        // Appending by halving the room left would reach 40 characters, then renumber.
        #expect(longest <= 6, "longest key: \(longest) characters")
        let document = try DocumentStore(path: temporary.path).document("stacked")
        #expect(document["big"]?.arranged == big.arranged)
        #expect(document["big"]?.subviews == big.subviews.map(\.id))
    }

    @Test(arguments: ["V", "Az", "zz", "1", "A0B", "zzzz"])
    func theKeyAfterAnotherIsGreaterAndNoLonger(key: String) {
        let next = FractionalKey.after(key)
        #expect(next > key)
        #expect(!next.hasSuffix("0"))
        if key.contains(where: { $0 != "z" }) { #expect(next.utf8.count <= key.utf8.count) }
    }

    @Test func evenlySpacedKeysLeaveRoomToAppendAsManyAgain() {
        for count in [1, 30, 61, 1_000, 5_000] {
            var keys = FractionalKey.evenlySpaced(count)
            let width = keys[0].utf8.count
            for _ in 0..<count { keys.append(FractionalKey.after(keys.last!)) }
            #expect(keys.allSatisfy { $0.utf8.count <= width }, "\(count)")
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "\(count)")
        }
    }
}
