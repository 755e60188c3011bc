import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

@testable import DocumentQuery

@Suite("Pushdown choice")
struct PushdownChoiceTests {
    /// A compound before `+`, `~` or `>` that matches a large share of the views is a broad
    /// start (whole documents are read instead); an id is not; a subject SQL can test needs no start.
    @Test func broadStartsAreRecognised() throws {
        let temporary = TemporaryStore()
        var random = RandomDocuments(seed: 91)
        for index in 0..<4 { try temporary.store.importDocument(random.screen(views: 50), as: "doc\(index)") }
        let reader = CandidateReader(store: temporary.store)
        func broad(_ text: String) throws -> Bool? {
            try CandidateFilter(SelectorList(parsing: text)).map { try reader.startsBroadly($0) }
        }
        #expect(try broad(":not-arranged + *") == true)
        #expect(try broad(":visible > *") == true)
        #expect(try broad("#v7 + *") == false)
        #expect(try broad("#v7 ~ :hidden, :arranged > *") == true, "one broad start is enough")
        #expect(try broad("view > label") == false, "the subject narrows itself")
        #expect(try broad("view *") == nil, "no filter at all")
    }

    /// Whichever way is chosen, the answer is the same as matching every view in memory, and
    /// a broad start reads every document whole.
    @Test(arguments: StoreBackend.allCases)
    func broadStartsReadWholeDocuments(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: 92)
        for index in 0..<5 { try temporary.store.importDocument(random.screen(views: 50), as: "doc\(index)") }
        let service = QueryService(store: temporary.store)
        for text in [":not-arranged + *", ":visible > *", "#v7 + *", "#v3 ~ *"] {
            let selector = try SelectorList(parsing: text)
            let outcome = try service.query(selector)
            #expect(describe(outcome) == (try bruteForceMatches(selector, in: temporary.store)), "\(text)")
            if text.hasPrefix("#") {
                #expect(outcome.readFromStateTables < 5, "\(text): only documents with candidates")
            } else {
                #expect(outcome.readFromStateTables == 5, "\(text)")
            }
        }
    }
}
