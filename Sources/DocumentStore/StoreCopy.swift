/// The store's tables as `copy(to:)` moves them, parents before children: the columns to
/// copy (stored ones only, not generated ones) and the order to read rows in.
enum StoreTables {
    struct Table {
        let name: String
        let columns: [String]
        let order: String
    }

    static let all: [Table] = [
        Table(
            name: "documents",
            columns: ["id", "name", "root_view", "canvas_width", "canvas_height", "created_at", "state_revision", "scene_id", "deleted",
                "branch_of", "branch_name", "fork_revision",
            ],
            order: "id"),
        Table(
            name: "revisions",
            columns: [
                "key", "kind", "created_at", "message", "target", "change_count", "view_count", "undo_top", "undo_below", "redo_top",
                "redo_below", "events", "origin_commit", "origin_author", "origin_date", "detail",
                "merge_parent",
            ], order: "key"),
        Table(name: "snapshots", columns: ["key", "encoding", "document"], order: "key"),
        Table(name: "used_view_ids", columns: ["document_id", "view_id"], order: "document_id, view_id"),
        Table(
            name: "views", columns: ["document_id", "id", "parent", "z_key", "arranged_key"] + ViewColumns.names,
            order: "document_id, id"),
        Table(name: "constraints", columns: ["document_id", "position_key"] + ConstraintColumns.names, order: "document_id, id"),
        Table(name: "head_layouts", columns: ["document_id", "revision", "canvas_width", "canvas_height", "engine"], order: "document_id"),
        Table(name: "head_frames", columns: ["document_id", "view_id", "x", "y", "width", "height"], order: "document_id, view_id"),
        Table(name: "imported_commits", columns: ["document_id", "commit_id"], order: "document_id"),
        Table(name: "read_commits", columns: ["scope", "commit_id"], order: "scope, commit_id"),
    ]
}

/// How many rows `copy(to:)` moved, by table.
package struct StoreCopyCounts: Sendable, Equatable {
    /// Rows per table name, in copy order.
    package var rows: [(table: String, count: Int)] = []

    package static func == (a: Self, b: Self) -> Bool {
        a.rows.map(\.table) == b.rows.map(\.table) && a.rows.map(\.count) == b.rows.map(\.count)
    }

    /// The number of rows of `table`.
    package subscript(table: String) -> Int { rows.first { $0.table == table }?.count ?? 0 }
}

extension DocumentStoreReader {
    /// Copies every row of this store (documents, their revisions and events, snapshots, state
    /// tables and stored layouts) into `target`, whatever the backends of the two, keeping
    /// document ids and revision keys, so that every revision reads back the same there.
    ///
    /// One read transaction here and one write transaction there: a failure leaves `target`
    /// as it was. Refuses (`StoreError.targetNotEmpty`) a target that holds documents, unless
    /// `replacing`, which deletes them first. O(rows); rows stream from the source on SQLite,
    /// and are read a table at a time from PostgreSQL.
    package func copy(to target: DocumentStore, replacing: Bool = false) throws -> StoreCopyCounts {
        guard !target.isReadOnly else { throw target.refusedWrite }
        return try reading {
            try target.writing {
                let existing = try target.connection.queryFirst("SELECT count(*) FROM documents") { try $0.get(0, as: Int.self) } ?? 0
                if existing > 0 {
                    guard replacing else { throw StoreError.targetNotEmpty(path: target.path, documents: existing) }
                    try target.connection.execute("DELETE FROM head_layouts")
                    try target.connection.execute("DELETE FROM documents")
                }
                var counts = StoreCopyCounts()
                for table in StoreTables.all {
                    let columns = table.columns.joined(separator: ", ")
                    let insert = try target.connection.statement(
                        "INSERT INTO \(table.name) (\(columns)) VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))")
                    var count = 0
                    try connection.forEachRow("SELECT \(columns) FROM \(table.name) ORDER BY \(table.order)") { row in
                        try insert.execute((0..<table.columns.count).map { row[$0] })
                        count += 1
                    }
                    counts.rows.append((table.name, count))
                }
                try target.connection.documentIDsWereInserted()
                target.cachedHead = nil
                return counts
            }
        }
    }
}
