import SchemaMigrations

/// An SQLite database as `Migrator` reads and migrates it: the history is the table
/// `schema_migrations` (version, name, checksum, applied_at), `PRAGMA user_version` follows the
/// latest applied version, and the header's `application_id` marks whose database it is.
///
/// Each unit of work is a `BEGIN IMMEDIATE` transaction, so an upgrade runs each migration in
/// its own, together with its record and `user_version`; snapshots are `BEGIN DEFERRED` reads.
struct SQLiteMigrationBackend: MigrationBackend {
    let connection: Connection
    /// The mark this program's databases carry, if any: set with the first migration, and
    /// another application's refused.
    let applicationID: Int32?

    var location: String { connection.path }

    var appliesPendingMigrationsTogether: Bool { false }

    func readingSnapshot<T>(_ body: () throws -> T) throws -> T {
        try connection.read(body)
    }

    func exclusively<T>(_ body: () throws -> T) throws -> T {
        try connection.write(body)
    }

    /// Costs a scan of the schema and of the history table.
    func readHistory() throws -> RecordedMigrations {
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

    /// Switches the file to WAL: the first write of every opening that may write.
    func prepareForWriting() throws {
        try connection.switchToWAL()
    }

    /// Marks the database as this application's with its first migration.
    func willApply(_ migration: Migration) throws {
        if migration.version == 1, let applicationID {
            try connection.execute("PRAGMA application_id = \(applicationID)")
        }
    }

    /// A failing statement is reported as `MigrationError.migrationFailed`; the transaction is
    /// then rolled back.
    func execute(_ migration: Migration) throws {
        do {
            try connection.executeScript(migration.sql)
        } catch let error as SQLiteError {
            throw MigrationError.migrationFailed(
                path: connection.path, version: migration.version, name: migration.name,
                error: MigrationError.StatementFailure(message: error.message, sql: error.sql, description: error.description))
        }
    }

    /// Records `migration` as applied now, creating the table with the first record, and sets
    /// `user_version` to its version.
    func record(_ migration: Migration) throws {
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
