import DocumentStore
import SQLiteDatabase
import StackDocument

/// Reads, for documents whose state tables hold their head, only the views a selector can
/// reach from its candidates: the candidates, all their superviews (for the combinators and
/// the reported path) and, when the selector walks arranged order, every arranged view of
/// each of those superviews. One recursive query; O(candidates × depth) rows rather than
/// whole documents.
struct PartialTreeReader {
    let store: DocumentStore

    func trees(
        filter: SQLCandidateFilter, documents: [DocumentStateStatus], projection: ColumnProjection, features: SelectorFeatures
    ) throws -> [Int64: PartialQueryTree] {
        guard !documents.isEmpty else { return [:] }
        let ids = "[" + documents.map { String($0.documentID) }.joined(separator: ",") + "]"
        var wanted = "SELECT document_id, id FROM fetched"
        if features.arrangedSiblings {
            wanted += """
                 UNION SELECT s.document_id, s.id FROM (SELECT DISTINCT document_id, parent FROM fetched WHERE parent IS NOT NULL) AS q
                JOIN views AS s ON s.document_id = q.document_id AND s.parent = q.parent AND s.arranged_key IS NOT NULL
                """
        }
        var columns = "v.document_id, v.id, v.parent, v.z_key, v.arranged_key, v.kind"
        columns += projection.columns.map { ", v.\($0)" }.joined()
        if features.childCounts {
            columns += """
                , (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id),
                (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id AND c.arranged_key IS NOT NULL)
                """
        }
        let sql = """
            WITH RECURSIVE fetched(document_id, id, parent) AS (
                SELECT v.document_id, v.id, v.parent FROM views AS v
                WHERE v.document_id IN (SELECT value FROM json_each(?)) AND (\(filter.expression))
                UNION
                SELECT p.document_id, p.id, p.parent FROM fetched AS f
                JOIN views AS p ON p.document_id = f.document_id AND p.id = f.parent
            )
            SELECT \(columns) FROM views AS v
            WHERE (v.document_id, v.id) IN (\(wanted))
            """
        var trees: [Int64: PartialQueryTree] = [:]
        var arranged: [Int64: [String: [(key: String, id: String)]]] = [:]
        let countColumn = 6 + projection.columns.count
        try store.selectRows(sql, [.text(ids)] + filter.arguments) { row in
            guard case .integer(let documentID) = row[0], case .text(let id) = row[1] else {
                throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
            }
            func text(_ value: SQLiteValue) -> String? { if case .text(let text) = value { text } else { nil } }
            func integer(_ value: SQLiteValue) -> Int { if case .integer(let n) = value { Int(n) } else { 0 } }
            let parent = text(row[2])
            let arrangedKey = text(row[4])
            if let parent, let arrangedKey { arranged[documentID, default: [:]][parent, default: []].append((arrangedKey, id)) }
            let node = QueryNode(
                id: id, properties: try projection.properties(from: row, startingAt: 5), parent: parent, arranged: [],
                isArranged: arrangedKey != nil,
                subviewCount: features.childCounts ? integer(row[countColumn]) : 0,
                arrangedCount: features.childCounts ? integer(row[countColumn + 1]) : 0)
            trees[documentID, default: PartialQueryTree()].nodes[id] = node
            if let zKey = text(row[3]) { trees[documentID]!.zKeys[id] = zKey }
        }
        for (documentID, stacks) in arranged {
            for (stack, entries) in stacks where trees[documentID]?.nodes[stack] != nil {
                trees[documentID]!.nodes[stack]!.arranged =
                    entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.id)
            }
        }
        return trees
    }
}
