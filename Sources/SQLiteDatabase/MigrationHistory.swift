/// What a database records about its migrations: the `schema_migrations` table, with
/// `PRAGMA user_version` following the latest applied version.
struct MigrationHistory {
    struct Entry {
        let version: Int
        let checksum: String
    }

    /// The applied migrations, by version.
    let entries: [Entry]
    /// The database header's `application_id`; 0 if never set.
    let applicationID: Int32
    /// Whether the database has no schema object at all (a new file).
    let isEmpty: Bool
    /// Whether the database has the `schema_migrations` table.
    let hasTable: Bool

    /// Reads the history. Costs a scan of the schema and of the history table.
    init(of connection: Connection) throws {
        let counts = try connection.queryFirst("""
            SELECT count(*), count(*) FILTER (WHERE type = 'table' AND name = 'schema_migrations')
            FROM sqlite_schema
            """) { [try $0.get(0, as: Int.self), try $0.get(1, as: Int.self)] }
        isEmpty = counts?[0] == 0
        hasTable = counts?[1] == 1
        applicationID = try connection.queryFirst("PRAGMA application_id") { Int32(truncatingIfNeeded: try $0.get(0, as: Int64.self)) } ?? 0
        entries = hasTable
            ? try connection.query("SELECT version, checksum FROM schema_migrations ORDER BY version") {
                Entry(version: try $0.get(0), checksum: try $0.get(1))
            }
            : []
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
