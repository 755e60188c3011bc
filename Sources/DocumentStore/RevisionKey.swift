/// The integer key of a revision (and of its snapshot): `document_id * 2^32 + number`, so a
/// document's revisions are one contiguous range of keys, in order (Migrations/0004_revision_keys.sql).
enum RevisionKey {
    /// Revision numbers stay below 2^32.
    static let numberBits: Int64 = 32
    static let largestNumber = (Int64(1) << numberBits) - 1

    /// The key of revision `number` of `document`.
    static func of(_ document: Int64, _ number: Int) -> Int64 {
        (document << numberBits) + Int64(number)
    }

    /// The bounds of `key BETWEEN ? AND ?` that select `document`'s revisions `low...high`
    /// (clamped to valid numbers; none when `high < low`).
    static func range(_ document: Int64, from low: Int, through high: Int = Int(largestNumber)) -> [StoreValue] {
        func clamped(_ number: Int) -> Int64 { min(max(Int64(number), 0), largestNumber) }
        return [.integer((document << numberBits) + clamped(low)), .integer((document << numberBits) + clamped(high))]
    }

    /// SQL for `BETWEEN first AND last` over the keys of every revision of the document whose id
    /// is `document` (an SQL expression such as `documents.id`).
    static func rangeSQL(of document: String) -> String {
        "BETWEEN \(document) << \(numberBits) AND (\(document) << \(numberBits)) + \(largestNumber)"
    }

    /// SQL for the key of the head revision of the document whose id is `document`: one step
    /// down its key range from the top.
    static func headKeySQL(of document: String) -> String {
        "(SELECT key FROM revisions WHERE key \(rangeSQL(of: document)) ORDER BY key DESC LIMIT 1)"
    }

    /// SQL for the head revision number of the document whose id is `document`.
    static func headNumberSQL(of document: String) -> String {
        "(SELECT number FROM revisions WHERE key \(rangeSQL(of: document)) ORDER BY key DESC LIMIT 1)"
    }

    /// SQL for how many primitive changes the revisions after the latest snapshot of the document
    /// whose id is `document` hold (0 when the head is that snapshot). One seek to the snapshot,
    /// then a scan of the revisions after it only: the range starts at the snapshot's key, not at
    /// the document's first revision (SQLite uses one lower bound of a rowid range, so a
    /// `BETWEEN first AND last AND key > snapshot` would scan from the first revision).
    static func changesSinceSnapshotSQL(of document: String) -> String {
        """
        (SELECT coalesce(sum(change_count), 0) FROM revisions
         WHERE key BETWEEN (SELECT key FROM snapshots WHERE key \(rangeSQL(of: document)) ORDER BY key DESC LIMIT 1) + 1
                       AND (\(document) << \(numberBits)) + \(largestNumber))
        """
    }
}
