/// One numbered schema change: SQL statements that `Migrator` runs in one unit of work.
///
/// The SQL must not contain transaction statements (BEGIN, COMMIT, SAVEPOINT). In SQLite
/// files foreign keys are on, so a table rebuild defers their checks to the commit with
/// `PRAGMA defer_foreign_keys = ON`.
package struct Migration: Sendable, Hashable {
    /// The position in the sequence 1, 2, 3, ...
    package let version: Int
    /// A short description, e.g. "create_documents".
    package let name: String
    package let sql: String

    /// SHA-256 of the SQL's UTF-8 bytes, in lower-case hexadecimal. Recorded with the migration
    /// when it is applied, so that a migration edited after it shipped is detected.
    package let checksum: String

    /// A migration whose checksum is computed here, in time proportional to the SQL's length.
    package init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, sql: sql, checksum: SHA256.hexDigest(sql))
    }

    /// A migration whose checksum was computed when the program was built (the embedded
    /// migrations), so that opening a store hashes nothing. `checksum` must be
    /// `SHA256.hexDigest(sql)`; the tests hold the embedder to it.
    package init(version: Int, name: String, sql: String, checksum: String) {
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = checksum
    }
}
