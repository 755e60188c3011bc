@testable import DocumentStore
import SchemaMigrations
import SQLiteDatabase
import Testing

@Suite("Embedded migrations")
struct EmbeddedMigrationTests {
    /// The checksums written into the binary at build time are those of the SQL it carries,
    /// so a store records and compares the same digests as when they were computed on open.
    @Test func checksumsWrittenAtBuildTimeMatchTheSQL() {
        #expect(!EmbeddedMigrations.all.isEmpty)
        #expect(!EmbeddedMigrations.postgreSQL.isEmpty)
        for migration in EmbeddedMigrations.all + EmbeddedMigrations.postgreSQL {
            #expect(migration.checksum == Migration(version: migration.version, name: migration.name, sql: migration.sql).checksum,
                    "migration \(migration.version)")
        }
    }

    /// Both backends share one schema version: each SQLite migration has its PostgreSQL
    /// counterpart of the same number and name in Migrations/PostgreSQL/.
    @Test func everySQLiteMigrationHasItsPostgreSQLCounterpart() {
        let sqlite = EmbeddedMigrations.all.map { "\($0.version)_\($0.name)" }
        let postgreSQL = EmbeddedMigrations.postgreSQL.map { "\($0.version)_\($0.name)" }
        #expect(sqlite == postgreSQL, "add Migrations/PostgreSQL/NNNN_name.sql for each of Migrations/NNNN_name.sql")
    }
}
