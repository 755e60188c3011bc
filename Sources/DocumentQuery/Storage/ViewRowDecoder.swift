import SQLiteDatabase
import StackDocument

/// The columns of `views AS v` a selector's matching reads, and the views made of its rows:
/// the links (document, id, superview, z-order and arranged-order keys), the kind, the
/// projected properties, and (for partial reads of a selector that counts children) the
/// child counts as two subqueries.
struct ViewRowDecoder {
    let projection: ColumnProjection
    /// Whether the rows carry child counts.
    let countsChildren: Bool
    /// The select list, for `SELECT \(columns) FROM views AS v ...`.
    let columns: String

    init(projection: ColumnProjection, countsChildren: Bool) {
        self.projection = projection
        self.countsChildren = countsChildren
        var columns = "v.document_id, v.id, v.parent, v.z_key, v.arranged_key, v.kind"
        columns += projection.columns.map { ", v.\($0)" }.joined()
        if countsChildren {
            columns += """
                , (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id),
                (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id AND c.arranged_key IS NOT NULL)
                """
        }
        self.columns = columns
    }

    /// The document id and view id of a row.
    func key(of row: Row) throws -> (document: Int64, id: String) {
        guard case .integer(let documentID) = row[0], case .text(let id) = row[1] else {
            throw QueryError.corruptState(document: "?", reason: "a view row without document or id")
        }
        return (documentID, id)
    }

    /// The view id of a row (when its document is known).
    func id(of row: Row) throws -> String {
        guard case .text(let id) = row[1] else {
            throw QueryError.corruptState(document: "?", reason: "a view row without an id")
        }
        return id
    }

    /// Adds the view of `row` (whose id is `id`) to `builder`. O(projected columns).
    func add(_ row: Row, id: String, to builder: inout PartialTreeBuilder) throws {
        let arrangedKey = Self.text(row[4])
        let countColumn = 6 + projection.columns.count
        let node = QueryNode(
            id: id, properties: try projection.properties(from: row, startingAt: 5), parent: Self.text(row[2]), arranged: [],
            isArranged: arrangedKey != nil,
            subviewCount: countsChildren ? Self.integer(row[countColumn]) : 0,
            arrangedCount: countsChildren ? Self.integer(row[countColumn + 1]) : 0)
        builder.insert(node, zKey: Self.text(row[3]) ?? "", arrangedKey: arrangedKey)
    }

    private static func text(_ value: SQLiteValue) -> String? { if case .text(let text) = value { text } else { nil } }
    private static func integer(_ value: SQLiteValue) -> Int { if case .integer(let n) = value { Int(n) } else { 0 } }
}
