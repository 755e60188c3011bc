@testable import DocumentStore
import StackDocTestSupport
import Testing

/// Every read that joins documents with their head revisions (the list, a writer's head, the
/// deleted document moved aside) finds each head by a step down the document's keys. On a store
/// just made, whose tables the database has not analysed yet, PostgreSQL's planner would hash
/// the whole revisions table for a join on the key a subquery finds, and a statement prepared
/// then keeps that plan while the history grows: each list of a server started on a new
/// database cost O(revisions).
@Suite("The head revision join")
struct HeadRevisionJoinTests {
    @Test("each document's head is found by an index step on a store not yet analysed", arguments: StoreBackend.allCases)
    func theHeadIsFoundByAnIndexStep(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        try temporary.store.importDocument(try stackDocument(children: 3))
        let connection = temporary.store.connection
        let dialect = connection.dialect
        let select = """
            SELECT name, head.number, head.view_count FROM documents \(dialect.headRevisionJoin(of: "documents.id"))
            WHERE documents.deleted = 0 ORDER BY name
            """
        let plan: [String]
        switch dialect {
        case .sqlite:
            plan = try connection.query("EXPLAIN QUERY PLAN " + select) { try $0.get(3, as: String.self) }
            #expect(plan.contains { $0.hasPrefix("SEARCH head USING INTEGER PRIMARY KEY") }, "\(plan)")
        case .postgreSQL:
            plan = try connection.query("EXPLAIN " + select) { try $0.get(0, as: String.self) }
            #expect(plan.contains { $0.contains("Index") && $0.contains("revisions_pkey") }, "\(plan)")
        }
        #expect(!plan.contains { $0.contains("Hash") || $0.contains("SCAN head") || $0.contains("Seq Scan on revisions") }, "\(plan)")
        // And the statement reads what it says.
        let heads = try connection.query(select) { (try $0.get(0, as: String.self), try $0.get(1, as: Int.self), try $0.get(2, as: Int.self)) }
        #expect(heads.count == 1)
        #expect(heads.first?.0 == "stacked" && heads.first?.1 == 1 && heads.first?.2 == 5)
    }
}
