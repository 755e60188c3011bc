import PostgreSQLDatabase
import SQLiteDatabase

/// Brings a PostgreSQL store's schema up to date with Migrations/PostgreSQL/, as `Migrator`
/// does for SQLite files, with the same refusals (`MigrationError`): a database that records a
/// migration this program lacks (a newer StackDoc's), or one whose checksum differs.
///
/// The history is the table `schema_migrations` (version, name, checksum, applied_at). All
/// pending migrations run in one transaction that first takes a transaction-level advisory
/// lock, so several clients opening a new database at once apply them once.
struct PostgreSQLSchema {
    let migrations: [Migration]

    /// The advisory lock key of schema changes ("SDOC").
    static let lockKey: Int64 = 0x5344_4F43

    /// Checks the schema of `connection`'s database and, unless `readOnly`, applies the
    /// pending migrations. Read-only, throws `.noSchema` for a database without a store and
    /// `.migrationsPending` for an older one.
    func prepare(_ connection: PostgreSQLConnection, readOnly: Bool) throws {
        let location = connection.redactedURL
        if readOnly {
            let pending = try connection.transaction(.repeatableRead, readOnly: true) { try pendingMigrations(connection) }
            if !pending.isEmpty && pending.count == migrations.count { throw MigrationError.noSchema(path: location) }
            guard pending.isEmpty else { throw MigrationError.migrationsPending(path: location, versions: pending.map(\.version)) }
            return
        }
        // Up to date (every later open): one read, no lock.
        if try connection.transaction(.repeatableRead, readOnly: true, { try pendingMigrations(connection) }).isEmpty { return }
        try connection.transaction {
            try connection.execute("SELECT pg_advisory_xact_lock($1)", [.integer(Self.lockKey)])
            try connection.executeScript(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at BIGINT NOT NULL)
                """)
            for migration in try pendingMigrations(connection) {
                try connection.executeScript(migration.sql)
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)",
                    [.integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
                     .integer(currentTimeMilliseconds())])
            }
        }
    }

    /// The migrations the database lacks, after checking its history against `migrations`
    /// (`RecordedMigrations.pending(of:at:)`, the rule SQLite files follow too).
    private func pendingMigrations(_ connection: PostgreSQLConnection) throws -> [Migration] {
        let location = connection.redactedURL
        let hasHistory = try connection.queryFirst("SELECT to_regclass('schema_migrations') IS NOT NULL") { try $0.value(at: 0) }
        guard hasHistory == .boolean(true) else {
            let tables = try connection.queryFirst(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()") { try $0.value(at: 0) }
            return try RecordedMigrations(entries: [], hasHistoryTable: false, isEmpty: tables == .integer(0))
                .pending(of: migrations, at: location)
        }
        let entries = try connection.query("SELECT version, checksum FROM schema_migrations ORDER BY version") { row in
            guard case .integer(let version) = try row.value(at: 0), case .text(let checksum) = try row.value(at: 1) else {
                throw MigrationError.unrecognizedDatabase(path: location)
            }
            return RecordedMigrations.Entry(version: Int(version), checksum: checksum)
        }
        return try RecordedMigrations(entries: entries, hasHistoryTable: true, isEmpty: false).pending(of: migrations, at: location)
    }
}
