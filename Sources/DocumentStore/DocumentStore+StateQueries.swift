import StackDocument
import StackLayout

/// Where the state tables of one document stand against its head.
package struct DocumentStateStatus: Sendable, Hashable {
    /// The `documents.id` the state tables key their rows by.
    package var documentID: Int64
    package var name: String
    package var rootID: String
    package var canvas: Size?
    /// The head revision.
    package var head: Int
    /// The revision the `views` and `constraints` tables reflect (at most the head).
    package var stateRevision: Int
    /// What the document's stored layout was computed from, if one is kept (`storeLayouts`).
    package var storedLayout: StoredLayoutStamp?

    /// Whether the state tables hold the head: rows read from them are the document as it is.
    package var isCurrent: Bool { stateRevision == head }

    /// Whether the stored frames (table `head_frames`) are this engine's layout of the head at
    /// `canvas`.
    package func hasStoredLayout(at canvas: Size) -> Bool {
        storedLayout == StoredLayoutStamp(revision: head, canvas: canvas)
    }
}

extension DocumentStoreReader {
    /// Runs `body` in one read transaction, so that every read inside it sees the same state of
    /// the store (reads already inside a transaction join it).
    package func readConsistently<T>(_ body: () throws -> T) throws -> T {
        try reading(body)
    }

    /// Every document (or those named, in the order given) with its head and state revision.
    /// Throws `documentNotFound` for a name the store does not hold. One query.
    package func stateStatus(of names: [String]? = nil) throws -> [DocumentStateStatus] {
        try reading {
            var all: [String: DocumentStateStatus] = [:]
            var ordered: [DocumentStateStatus] = []
            try connection.forEachRow(
                """
                SELECT documents.id, name, root_view, documents.canvas_width, documents.canvas_height, state_revision,
                       \(RevisionKey.headNumberSQL(of: "documents.id")),
                       layout.revision, layout.canvas_width, layout.canvas_height, layout.engine
                FROM documents LEFT JOIN head_layouts AS layout ON layout.document_id = documents.id
                ORDER BY name
                """
            ) { row in
                let width = try row.get(3, as: Double?.self)
                let height = try row.get(4, as: Double?.self)
                var status = DocumentStateStatus(
                    documentID: try row.get(0), name: try row.get(1), rootID: try row.get(2),
                    canvas: width.flatMap { w in height.map { Size(width: w, height: $0) } },
                    head: try row.get(6), stateRevision: try row.get(5))
                if let revision = try row.get(7, as: Int?.self) {
                    status.storedLayout = StoredLayoutStamp(
                        revision: revision, canvas: Size(width: try row.get(8), height: try row.get(9)),
                        engineVersion: try row.get(10))
                }
                all[status.name] = status
                ordered.append(status)
            }
            guard let names else { return ordered }
            return try names.map { name in
                guard let status = all[name] else { throw StoreError.missingDocument(name, in: connection) }
                return status
            }
        }
    }
}
