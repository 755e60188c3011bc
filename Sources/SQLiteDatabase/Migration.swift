/// One numbered schema change: SQL statements run in one transaction by `Migrator`.
///
/// The SQL must not contain transaction statements (BEGIN, COMMIT, SAVEPOINT); foreign keys
/// are on, so a table rebuild defers their checks to the commit with
/// `PRAGMA defer_foreign_keys = ON`.
package struct Migration: Sendable, Hashable {
    /// The position in the sequence 1, 2, 3, ...
    package let version: Int
    /// A short description, e.g. "create_documents".
    package let name: String
    package let sql: String

    package init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }

    /// SHA-256 of the SQL's UTF-8 bytes, in lower-case hexadecimal. Recorded with the migration
    /// when it is applied, so that a migration edited after it shipped is detected. Computed on
    /// each access, in time proportional to the SQL's length.
    package var checksum: String { SHA256.hexDigest(sql) }
}
