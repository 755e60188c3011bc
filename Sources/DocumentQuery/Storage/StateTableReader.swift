import DocumentStore
import SQLiteDatabase
import StackDocument

/// Reads documents straight from the `views` table, several at once, for documents whose
/// state tables hold their head (`DocumentStateStatus.isCurrent`). Constraints are not read:
/// selectors do not look at them. One scan of the documents' rows, O(n log n) to sort the
/// orderings by their fractional keys.
struct StateTableReader {
    let store: DocumentStore

    /// `(document id, view id)` of the views `filter` lets through.
    func candidates(_ filter: SQLCandidateFilter) throws -> [Int64: Set<String>] {
        var found: [Int64: Set<String>] = [:]
        try store.selectRows("SELECT v.document_id, v.id FROM views AS v WHERE \(filter.expression)", filter.arguments) { row in
            found[try row.get(0, as: Int64.self), default: []].insert(try row.get(1, as: String.self))
        }
        return found
    }

    /// The view trees of `documents`, keyed by document id.
    func documents(_ documents: [DocumentStateStatus]) throws -> [Int64: Document] {
        guard !documents.isEmpty else { return [:] }
        struct Pending {
            var nodes: [String: (parent: String?, properties: ViewProperties)] = [:]
            var subviews: [String: [(key: String, id: String)]] = [:]
            var arranged: [String: [(key: String, id: String)]] = [:]
        }
        var pending: [Int64: Pending] = [:]
        let ids = "[" + documents.map { String($0.documentID) }.joined(separator: ",") + "]"
        try store.selectRows(
            """
            SELECT document_id, id, parent, z_key, arranged_key, \(DocumentStore.viewPropertyColumns)
            FROM views WHERE document_id IN (SELECT value FROM json_each(?))
            """, [.text(ids)]
        ) { row in
            let documentID = try row.get(0, as: Int64.self)
            let id = try row.get(1, as: String.self)
            let parent = try row.get(2, as: String?.self)
            var entry = pending[documentID] ?? Pending()
            pending[documentID] = nil
            entry.nodes[id] = (parent, try DocumentStore.viewProperties(from: row, startingAt: 5))
            if let parent {
                entry.subviews[parent, default: []].append((try row.get(3, as: String.self), id))
                if let arrangedKey = try row.get(4, as: String?.self) {
                    entry.arranged[parent, default: []].append((arrangedKey, id))
                }
            }
            pending[documentID] = entry
        }
        func ordered(_ entries: [(key: String, id: String)]?) -> [String] {
            (entries ?? []).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.id)
        }
        var result: [Int64: Document] = [:]
        for status in documents {
            guard let entry = pending.removeValue(forKey: status.documentID) else { continue }
            var nodes: [String: ViewNode] = [:]
            nodes.reserveCapacity(entry.nodes.count)
            for (id, node) in entry.nodes {
                nodes[id] = ViewNode(
                    id: id, properties: node.properties, parent: node.parent,
                    subviews: ordered(entry.subviews[id]), arranged: ordered(entry.arranged[id]))
            }
            do {
                result[status.documentID] = try Document(
                    name: status.name, canvas: status.canvas, rootID: status.rootID, nodes: nodes, constraints: [])
            } catch {
                throw QueryError.corruptState(document: status.name, reason: "\(error)")
            }
        }
        return result
    }
}
