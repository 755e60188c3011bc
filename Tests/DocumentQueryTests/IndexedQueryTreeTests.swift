import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

@Suite("Numbered query trees")
struct IndexedQueryTreeTests {
    static let document = try! Document(json: Array(queryFixture.utf8))

    /// Numbering a tree keeps every answer of the `QueryTree` it was made from.
    @Test func numberingKeepsTheTreeAnswers() {
        let whole = DocumentQueryTree(Self.document)
        let indexed = IndexedQueryTree(whole)
        #expect(indexed.allIDs == whole.allIDs)
        let some: Set<String> = ["footer", "ok", "root", "toggle"]
        #expect(indexed.depthFirstOrder(some) == whole.depthFirstOrder(some))
        for id in whole.allIDs {
            let (a, b) = (indexed.node(id), whole.node(id))
            #expect(a?.parent == b?.parent && a?.arranged == b?.arranged && a?.isArranged == b?.isArranged, "\(id)")
            #expect(a?.subviewCount == b?.subviewCount && a?.arrangedCount == b?.arrangedCount && a?.properties == b?.properties, "\(id)")
        }
        #expect(indexed.node("nowhere") == nil)
    }

    /// A tree holding only part of a document: views whose superview or arranged siblings are
    /// missing match nothing that needs them, as with the `QueryTree` they came from.
    @Test func partialTreesMatchOnlyWhatTheyHold() throws {
        let whole = DocumentQueryTree(Self.document)
        let held = ["row", "ok", "cancel", "toggle"].compactMap { whole.node($0) }
        let partial = PartialTree(nodes: held)
        let matcher = SelectorMatcher(target: QueryTarget(name: "fixture", tree: partial, revision: 1))
        #expect(matcher.matches(try SelectorList(parsing: "button:first-arranged + button")) == ["cancel"])
        #expect(matcher.matches(try SelectorList(parsing: "stack > button")) == ["ok", "cancel"])
        #expect(matcher.matches(try SelectorList(parsing: "stack stack > button")).isEmpty, "main is not held")
        #expect(matcher.matches(try SelectorList(parsing: ":arranged:first-arranged")) == ["ok"], "row's own list is held")
        #expect(matcher.matches(try SelectorList(parsing: "#row:first-arranged")).isEmpty, "main's list is not held")
    }

    /// Streaming matches gives the collected answer, in the same order.
    @Test(arguments: StoreBackend.allCases)
    func streamedMatchesEqualCollectedOnes(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: 77)
        for index in 0..<6 { try temporary.store.importDocument(random.screen(views: 40), as: "doc\(index)") }
        let service = QueryService(store: temporary.store)
        for text in coverageSelectors {
            let selector = try SelectorList(parsing: text)
            var streamed: [QueryMatch] = []
            let outcome = try service.query(selector) { streamed.append($0) }
            #expect(outcome.matches.isEmpty)
            #expect(streamed == (try service.query(selector).matches), "\(text)")
        }
    }
}

/// Views given in depth-first order, some superviews and siblings left out.
private struct PartialTree: QueryTree {
    let nodes: [QueryNode]
    func node(_ id: String) -> QueryNode? { nodes.first { $0.id == id } }
    func depthFirstOrder(_ ids: Set<String>) -> [String] { allIDs.filter(ids.contains) }
    var allIDs: [String] { nodes.map(\.id) }
}
