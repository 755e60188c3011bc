/// The SQLite side of a database's migration history: the `schema_migrations` table, with
/// `PRAGMA user_version` following the latest applied version and the header's
/// `application_id` marking whose database it is.
enum MigrationHistory {
    /// Reads the history of `connection`'s database; `applicationID`, when given, is the mark
    /// this program's databases carry. Costs a scan of the schema and of the history table.
    static func read(of connection: Connection, applicationID: Int32?) throws -> RecordedMigrations {
        let counts = try connection.queryFirst("""
            SELECT count(*), count(*) FILTER (WHERE type = 'table' AND name = 'schema_migrations')
            FROM sqlite_schema
            """) { [try $0.get(0, as: Int.self), try $0.get(1, as: Int.self)] }
        let hasTable = counts?[1] == 1
        let recordedID = try connection.queryFirst("PRAGMA application_id") { Int32(truncatingIfNeeded: try $0.get(0, as: Int64.self)) } ?? 0
        let entries = hasTable
            ? try connection.query("SELECT version, checksum FROM schema_migrations ORDER BY version") {
                RecordedMigrations.Entry(version: try $0.get(0), checksum: try $0.get(1))
            }
            : []
        return RecordedMigrations(
            entries: entries, hasHistoryTable: hasTable, isEmpty: counts?[0] == 0,
            belongsToAnotherApplication: applicationID.map { recordedID != 0 && recordedID != $0 } ?? false)
    }

    /// Records `migration` as applied now, creating the table with the first record. Runs in
    /// the migration's transaction.
    static func record(_ migration: Migration, in connection: Connection) throws {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                checksum TEXT NOT NULL,
                applied_at TEXT NOT NULL
            ) STRICT
            """)
        try connection.execute("""
            INSERT INTO schema_migrations (version, name, checksum, applied_at)
            VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
            """, [migration.version, migration.name, migration.checksum])
        try connection.execute("PRAGMA user_version = \(migration.version)")
    }
}
