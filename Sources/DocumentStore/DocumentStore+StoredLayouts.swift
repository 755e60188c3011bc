import StackDocument
import StackLayout

/// What a stored layout was computed from: a document's layout is worth reading only while
/// all three still hold (the head revision, the canvas asked for, the engine's version).
package struct StoredLayoutStamp: Sendable, Hashable {
    package var revision: Int
    package var canvas: Size
    package var engineVersion: Int

    package init(revision: Int, canvas: Size, engineVersion: Int = LayoutEngine.outputVersion) {
        self.revision = revision
        self.canvas = canvas
        self.engineVersion = engineVersion
    }
}

/// The frames of one document laid out at one revision and canvas, to keep in the store.
package struct StoredLayout: Sendable {
    package var documentID: Int64
    package var stamp: StoredLayoutStamp
    /// Each view's frame in canvas coordinates.
    package var frames: [(view: String, frame: Rect)]

    package init(documentID: Int64, stamp: StoredLayoutStamp, frames: [(view: String, frame: Rect)]) {
        self.documentID = documentID
        self.stamp = stamp
        self.frames = frames
    }

    /// The frames of `result`, the layout of document `documentID` at `revision`.
    package init(documentID: Int64, revision: Int, result: LayoutResult) {
        self.init(
            documentID: documentID, stamp: StoredLayoutStamp(revision: revision, canvas: result.canvas),
            frames: result.views.map { ($0.id, $0.absoluteFrame) })
    }
}

extension DocumentStoreReader {
    /// Keeps `layouts` (schema in `0005_stored_layouts.sql`), each replacing the document's
    /// previous one, in one write transaction. A layout whose revision is no longer its
    /// document's head (another process edited it meanwhile), or whose document is gone, is
    /// skipped, as is one with a frame that is not finite. A reader that may not write the
    /// store (`isReadOnly`) keeps none: layouts are caches, never part of a document.
    /// O(total frames · log n). Returns how many layouts were kept.
    @discardableResult
    package func storeLayouts(_ layouts: [StoredLayout]) throws -> Int {
        guard !layouts.isEmpty, !isReadOnly else { return 0 }
        return try writing {
            let head = try connection.statement(
                "SELECT \(RevisionKey.headNumberSQL(of: "documents.id")) FROM documents WHERE id = ?")
            let delete = try connection.statement("DELETE FROM head_layouts WHERE document_id = ?")
            let insertLayout = try connection.statement(
                "INSERT INTO head_layouts (document_id, revision, canvas_width, canvas_height, engine) VALUES (?, ?, ?, ?, ?)")
            let insertFrame = try connection.statement(
                "INSERT INTO head_frames (document_id, view_id, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?)")
            var kept = 0
            for layout in layouts {
                let id = StoreValue.integer(layout.documentID)
                let current = try head.queryFirst([id]) { try $0.get(0, as: Int.self) }
                guard current == layout.stamp.revision,
                    layout.frames.allSatisfy({ [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) })
                else { continue }
                try delete.execute([id])
                try insertLayout.execute([
                    id, .integer(Int64(layout.stamp.revision)), .real(layout.stamp.canvas.width),
                    .real(layout.stamp.canvas.height), .integer(Int64(layout.stamp.engineVersion)),
                ])
                for (view, frame) in layout.frames {
                    try insertFrame.execute([id, .text(view), .real(frame.x), .real(frame.y), .real(frame.width), .real(frame.height)])
                }
                kept += 1
            }
            return kept
        }
    }

}

extension DocumentStore {
    /// Drops every stored layout: the next query that tests frames lays each document out
    /// again. Loses nothing else.
    package func discardStoredLayouts() throws {
        try writing { try connection.execute("DELETE FROM head_layouts") }
    }
}
