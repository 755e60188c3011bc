import StackDocument
import Synchronization

/// Documents as they were after given revisions, shared by the connections of one process to
/// one store (the server's pooled readers): a revision read by one connection is not read from
/// the database again by the others.
///
/// A revision's views and constraints never change once committed, so an entry is keyed by the
/// document's id and the revision's number alone, the rule the store's per-connection head
/// already follows: a read first reads the document's row (its id, head, name and canvas,
/// `DocumentRow`) in its own transaction, and only a revision at or before that head is looked
/// up here, so a commit by any connection or process is seen by the next read, whatever this
/// cache holds. The name and the canvas are not a revision's: they live on the row, which a
/// rename, a deleted document moved aside or a new canvas changes without a new revision. So
/// an entry's own name and canvas (the row's when it was kept) are never served: a lookup
/// hands the document out under the name and canvas of the row the read found, and a rename
/// or a new canvas is served by the next read, with every entry still good. (`repair` cuts
/// revisions that cannot be read and numbers the next ones again: a process serving a store
/// that `repair` cut must be restarted, as its connections' heads are then stale too.)
///
/// Bounded by the documents (`capacity`) and the views (`viewBudget`) it holds; the entry used
/// least recently goes first. Lookups and insertions are O(1) on average, an eviction
/// O(capacity). Safe from any thread.
public final class SharedRevisionDocuments: Sendable {
    private struct Key: Hashable {
        let documentID: Int64
        let revision: Int
    }

    private struct Entries {
        var documents: [Key: (document: Document, lastUse: UInt64)] = [:]
        var views = 0
        var clock: UInt64 = 0
    }

    private let entries = Mutex(Entries())
    /// The most documents kept at once.
    public let capacity: Int
    /// The most views all entries hold together; a document larger than this is not kept.
    public let viewBudget: Int

    /// An empty set of shared documents holding at most `capacity` documents and `viewBudget`
    /// views together.
    public init(capacity: Int = 256, viewBudget: Int = 200_000) {
        self.capacity = max(capacity, 1)
        self.viewBudget = viewBudget
    }

    /// How many documents are kept now.
    public var count: Int { entries.withLock { $0.documents.count } }

    /// The document whose row a read found (`row`, read in the read's transaction) as revision
    /// `revision` left it, if kept, under the row's name and canvas.
    func document(of row: DocumentRow, revision: Int) -> Document? {
        let kept = entries.withLock { entries -> Document? in
            let key = Key(documentID: row.id, revision: revision)
            guard let entry = entries.documents[key] else { return nil }
            entries.clock += 1
            entries.documents[key]?.lastUse = entries.clock
            return entry.document
        }
        return kept.map(row.applyingNameAndCanvas(to:))
    }

    /// Keeps `document` as document `documentID` after revision `revision`, making room.
    func keep(_ document: Document, documentID: Int64, revision: Int) {
        let size = max(document.viewCount, 1)
        guard size <= viewBudget else { return }
        entries.withLock { entries in
            let key = Key(documentID: documentID, revision: revision)
            entries.clock += 1
            if let old = entries.documents.updateValue((document, entries.clock), forKey: key) {
                entries.views -= max(old.document.viewCount, 1)
            }
            entries.views += size
            while entries.views > viewBudget || entries.documents.count > capacity, let oldest = entries.documents.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries.documents[oldest.key] = nil
                entries.views -= max(oldest.value.document.viewCount, 1)
            }
        }
    }
}
