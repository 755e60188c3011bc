import StackDocument
import StackLayout

/// A view of a document, ordered as the primary key of `views` orders rows (document, then the
/// id's bytes), so that lookups of consecutive keys share pages.
package struct ViewKey: Hashable, Comparable, Sendable {
    /// The `documents.id` of the view's document.
    package var document: Int64
    package var id: String

    /// The key of view `id` of document `document`.
    package init(document: Int64, id: String) {
        self.document = document
        self.id = id
    }

    /// Primary-key order.
    package static func < (a: ViewKey, b: ViewKey) -> Bool {
        a.document != b.document ? a.document < b.document : a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
    }
}

/// Reads of the `views` and `head_frames` tables by readers of the store (the query service):
/// conditions and column sets in, `ViewRecord`s out; the SQL stays here. The tables hold each
/// document at its state revision, which may lag its head (`stateStatus`): callers read views
/// only of documents whose state is current, and read the others through `document(_:)`. Each
/// read runs in a read transaction, or joins the open one (`readConsistently`).
extension DocumentStoreReader {
    /// Calls `body` with every view of document `documentID`: one range of the primary key. O(n).
    package func forEachView(inDocument documentID: Int64, columns: ViewColumnSet, _ body: (consuming ViewRecord) throws -> Void) throws {
        let reader = ViewRowReader(columns)
        try reading {
            try connection.forEachRow("SELECT \(reader.columns) FROM views AS v WHERE v.document_id = ?", [StoreValue.integer(documentID)]) {
                try body(try reader.record($0, document: documentID))
            }
        }
    }

    /// Calls `body` with every view, of any document, that satisfies `condition`: one statement
    /// through the indexes the condition can use.
    package func forEachView(where condition: ViewCondition, columns: ViewColumnSet, _ body: (consuming ViewRecord) throws -> Void) throws {
        let reader = ViewRowReader(columns)
        let sql = ViewConditionSQL(condition)
        try reading {
            try connection.forEachRow("SELECT \(reader.columns) FROM views AS v WHERE \(sql.text)", sql.arguments) {
                try body(try reader.record($0))
            }
        }
    }

    /// Calls `body` with the key of every view, of any document, that satisfies `condition`.
    package func forEachViewKey(where condition: ViewCondition, _ body: (ViewKey) throws -> Void) throws {
        let sql = ViewConditionSQL(condition)
        try reading {
            try connection.forEachRow("SELECT v.document_id, v.id FROM views AS v WHERE \(sql.text)", sql.arguments) { row in
                try body(ViewKey(document: try row.get(0), id: try row.get(1)))
            }
        }
    }

    /// The ids of the documents holding at least one view that satisfies `condition`.
    package func documents(withViewsWhere condition: ViewCondition) throws -> Set<Int64> {
        let sql = ViewConditionSQL(condition)
        var found: Set<Int64> = []
        try reading {
            try connection.forEachRow("SELECT DISTINCT v.document_id FROM views AS v WHERE \(sql.text)", sql.arguments) { row in
                found.insert(try row.get(0))
            }
        }
        return found
    }

    /// How many views satisfy `condition` (every view when nil), counted up to `limit`: the
    /// count stops there, so it costs at most `limit` index entries.
    package func countViews(where condition: ViewCondition? = nil, upTo limit: Int = Int.max) throws -> Int {
        let sql = ViewConditionSQL(condition ?? .all([]))
        return try reading {
            try connection.queryFirst(
                "SELECT count(*) FROM (SELECT 1 FROM views AS v WHERE \(sql.text) LIMIT ?) AS limited",
                sql.arguments + [.integer(Int64(limit))]
            ) { try $0.get(0, as: Int.self) } ?? 0
        }
    }

    /// Calls `body` with the views that `keys` name: one statement for all of them, looked up
    /// by primary key in key order. O(k log n).
    package func forEachView(withKeys keys: Set<ViewKey>, columns: ViewColumnSet, _ body: (consuming ViewRecord) throws -> Void) throws {
        guard !keys.isEmpty else { return }
        let reader = ViewRowReader(columns)
        let list = keyList(keys)
        try reading {
            try connection.forEachRow(
                "SELECT \(reader.columns) FROM \(list.source) JOIN views AS v ON v.document_id = \(list.document) AND v.id = \(list.id)",
                [list.argument]
            ) { try body(try reader.record($0)) }
        }
    }

    /// Calls `body` with the arranged subviews of the views that `keys` name: one statement,
    /// through the arranged-order index. O(k log n + rows).
    package func forEachArrangedSubview(ofViews keys: Set<ViewKey>, columns: ViewColumnSet, _ body: (consuming ViewRecord) throws -> Void) throws {
        guard !keys.isEmpty else { return }
        let reader = ViewRowReader(columns)
        let list = keyList(keys)
        try reading {
            try connection.forEachRow(
                "SELECT \(reader.columns) FROM \(list.source) JOIN views AS v\(connection.dialect.arrangedOrderIndexHint) "
                    + "ON v.document_id = \(list.document) AND v.parent = \(list.id) AND v.arranged_key IS NOT NULL",
                [list.argument]
            ) { try body(try reader.record($0)) }
        }
    }

    /// The stored frames of one document (`head_frames`): one range of the primary key.
    package func storedFrames(ofDocument documentID: Int64) throws -> [String: Rect] {
        var frames: [String: Rect] = [:]
        try reading {
            try connection.forEachRow(
                "SELECT view_id, x, y, width, height FROM head_frames WHERE document_id = ?", [StoreValue.integer(documentID)]
            ) { row in frames[try row.get(0)] = try Self.frame(in: row, from: 1) }
        }
        return frames
    }

    /// The stored frames (`head_frames`) of the views `keys` name, by document: one statement.
    package func storedFrames(of keys: Set<ViewKey>) throws -> [Int64: [String: Rect]] {
        var frames: [Int64: [String: Rect]] = [:]
        guard !keys.isEmpty else { return frames }
        let list = keyList(keys)
        try reading {
            try connection.forEachRow(
                "SELECT f.document_id, f.view_id, f.x, f.y, f.width, f.height FROM \(list.source) "
                    + "JOIN head_frames AS f ON f.document_id = \(list.document) AND f.view_id = \(list.id)",
                [list.argument]
            ) { row in frames[try row.get(0), default: [:]][try row.get(1)] = try Self.frame(in: row, from: 2) }
        }
        return frames
    }

    private static func frame(in row: StoreRow, from column: Int) throws -> Rect {
        Rect(x: try row.get(column), y: try row.get(column + 1), width: try row.get(column + 2), height: try row.get(column + 3))
    }

    /// A list of view keys as a table to join, passed as one argument so that any number of
    /// keys takes one statement, in key order so that consecutive lookups share pages: a JSON
    /// array of `[document, id]` pairs, unpacked by the engine (`SQLDialect.viewKeyList`).
    private func keyList(_ keys: Set<ViewKey>) -> (source: String, document: String, id: String, argument: StoreValue) {
        let json = JSONWriter.string(.array(keys.sorted().map { .array([.number(Double($0.document)), .string($0.id)]) }), style: .compact)
        let list = connection.dialect.viewKeyList
        return (list.source, list.document, list.id, .text(json))
    }
}
