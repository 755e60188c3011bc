import DocumentStore
import SQLiteDatabase
import StackDocument

/// Reads documents straight from the `views` table, several at once, for documents whose
/// state tables hold their head (`DocumentStateStatus.isCurrent`). Only the columns the
/// selector reads are fetched (`ColumnProjection`); constraints are not read. One scan in
/// primary-key order (document by document), O(n log n) to sort each parent's children by
/// their fractional keys.
struct StateTableReader {
    let store: DocumentStore

    /// `(document id, view id)` of the views of `documents` that `filter` lets through.
    func candidates(_ filter: SQLCandidateFilter, in documents: Set<Int64>) throws -> [Int64: Set<String>] {
        var found: [Int64: Set<String>] = [:]
        guard !documents.isEmpty else { return found }
        // Every document's rows are tested (the indexes on kind, stack layout and id serve the
        // filter better than one on documents would); rows of other documents are dropped here.
        try store.selectRows("SELECT v.document_id, v.id FROM views AS v WHERE \(filter.expression)", filter.arguments) { row in
            guard case .integer(let document) = row[0], case .text(let id) = row[1] else {
                throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
            }
            if documents.contains(document) { found[document, default: []].insert(id) }
        }
        return found
    }

    /// Ids of the documents in which every compound before the subject, of some selector of
    /// the list, matches at least one view by its SQL conditions (`nil` when some selector
    /// has no such compound the table can test). A document outside this set cannot hold a
    /// match. (The subject's own conditions are `candidates`.)
    func documentsWithAllCompounds(_ list: SelectorList) throws -> Set<Int64>? {
        var union: Set<Int64> = []
        for selector in list.selectors {
            var intersection: Set<Int64>?
            for compound in selector.compounds.dropLast() {
                var arguments: [SQLiteValue] = []
                let conditions = SQLCandidateFilter.conditions(compound, alias: "v", arguments: &arguments)
                guard !conditions.isEmpty else { continue }
                var found: Set<Int64> = []
                try store.selectRows(
                    "SELECT DISTINCT v.document_id FROM views AS v WHERE " + conditions.joined(separator: " AND "), arguments
                ) { row in
                    if case .integer(let document) = row[0] { found.insert(document) }
                }
                intersection = intersection.map { $0.intersection(found) } ?? found
            }
            guard let intersection else { return nil }
            union.formUnion(intersection)
        }
        return union
    }

    /// The view trees of `documents`, keyed by document id, with the properties `projection` names.
    func documents(_ documents: [DocumentStateStatus], projection: ColumnProjection) throws -> [Int64: Document] {
        guard !documents.isEmpty else { return [:] }
        let statusByID = Dictionary(uniqueKeysWithValues: documents.map { ($0.documentID, $0) })
        var result: [Int64: Document] = [:]
        struct Row { var id: String; var parent: String?; var zKey: String?; var arrangedKey: String?; var properties: ViewProperties }
        var rows: [Row] = []
        var currentDocument: Int64?

        func finish() throws {
            guard let documentID = currentDocument, let status = statusByID[documentID] else { return }
            var subviews: [String: [(key: String, id: String)]] = [:]
            var arranged: [String: [(key: String, id: String)]] = [:]
            for row in rows {
                guard let parent = row.parent, let zKey = row.zKey else { continue }
                subviews[parent, default: []].append((zKey, row.id))
                if let key = row.arrangedKey { arranged[parent, default: []].append((key, row.id)) }
            }
            func ordered(_ entries: [(key: String, id: String)]?) -> [String] {
                guard let entries else { return [] }
                return entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.id)
            }
            var nodes: [String: ViewNode] = [:]
            nodes.reserveCapacity(rows.count)
            for row in rows {
                nodes[row.id] = ViewNode(
                    id: row.id, properties: row.properties, parent: row.parent,
                    subviews: ordered(subviews[row.id]), arranged: ordered(arranged[row.id]))
            }
            do {
                result[documentID] = try Document(
                    name: status.name, canvas: status.canvas, rootID: status.rootID, nodes: nodes, constraints: [])
            } catch {
                throw QueryError.corruptState(document: status.name, reason: "\(error)")
            }
            rows.removeAll(keepingCapacity: true)
        }

        let ids = "[" + documents.map { String($0.documentID) }.joined(separator: ",") + "]"
        let extra = projection.columns.isEmpty ? "" : ", " + projection.columns.joined(separator: ", ")
        try store.selectRows(
            """
            SELECT document_id, id, parent, z_key, arranged_key, kind\(extra)
            FROM views WHERE document_id IN (SELECT value FROM json_each(?)) ORDER BY document_id
            """, [.text(ids)]
        ) { row in
            guard case .integer(let documentID) = row[0], case .text(let id) = row[1] else {
                throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
            }
            if documentID != currentDocument {
                try finish()
                currentDocument = documentID
            }
            func text(_ value: SQLiteValue) -> String? { if case .text(let text) = value { text } else { nil } }
            rows.append(Row(
                id: id, parent: text(row[2]), zKey: text(row[3]), arrangedKey: text(row[4]),
                properties: try projection.properties(from: row, startingAt: 5)))
        }
        try finish()
        return result
    }
}
