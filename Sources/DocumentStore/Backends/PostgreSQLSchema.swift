import PostgreSQLDatabase
import SchemaMigrations

/// A PostgreSQL store's schema as `Migrator` reads and migrates it with Migrations/PostgreSQL/,
/// with the refusals SQLite files get (`MigrationError`): a database that records a migration
/// this program lacks (a newer StackDoc's), or one whose checksum differs.
///
/// The history is the table `schema_migrations` (version, name, checksum, applied_at). All
/// pending migrations run in one transaction that first takes a transaction-level advisory
/// lock, so several clients opening a new database at once apply them once; snapshots are
/// read-only repeatable-read transactions.
struct PostgreSQLSchema: MigrationBackend {
    let connection: PostgreSQLConnection

    /// The advisory lock key of schema changes ("SDOC").
    static let lockKey: Int64 = 0x5344_4F43

    var location: String { connection.redactedURL }

    var appliesPendingMigrationsTogether: Bool { true }

    func readingSnapshot<T>(_ body: () throws -> T) throws -> T {
        try connection.transaction(.repeatableRead, readOnly: true, body)
    }

    /// A transaction that waits for the advisory lock, then makes sure the history table exists.
    func exclusively<T>(_ body: () throws -> T) throws -> T {
        try connection.transaction {
            try connection.execute("SELECT pg_advisory_xact_lock($1)", [.integer(Self.lockKey)])
            try connection.executeScript(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at BIGINT NOT NULL)
                """)
            return try body()
        }
    }

    /// Costs a lookup of the history table and a scan of it (or a count of the schema's tables
    /// when there is none).
    func readHistory() throws -> RecordedMigrations {
        let hasHistory = try connection.queryFirst("SELECT to_regclass('schema_migrations') IS NOT NULL") { try $0.value(at: 0) }
        guard hasHistory == .boolean(true) else {
            let tables = try connection.queryFirst(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()") { try $0.value(at: 0) }
            return RecordedMigrations(entries: [], hasHistoryTable: false, isEmpty: tables == .integer(0))
        }
        let entries = try connection.query("SELECT version, checksum FROM schema_migrations ORDER BY version") { row in
            guard case .integer(let version) = try row.value(at: 0), case .text(let checksum) = try row.value(at: 1) else {
                throw MigrationError.unrecognizedDatabase(path: location)
            }
            return RecordedMigrations.Entry(version: Int(version), checksum: checksum)
        }
        return RecordedMigrations(entries: entries, hasHistoryTable: true, isEmpty: false)
    }

    func execute(_ migration: Migration) throws {
        try connection.executeScript(migration.sql)
    }

    /// Records `migration` as applied now, in milliseconds since 1970.
    func record(_ migration: Migration) throws {
        try connection.execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)",
            [.integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
             .integer(currentTimeMilliseconds())])
    }
}
