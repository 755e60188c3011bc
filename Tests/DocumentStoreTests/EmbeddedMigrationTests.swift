@testable import DocumentStore
import SQLiteDatabase
import Testing

@Suite("Embedded migrations")
struct EmbeddedMigrationTests {
    /// The checksums written into the binary at build time are those of the SQL it carries,
    /// so a store records and compares the same digests as when they were computed on open.
    @Test func checksumsWrittenAtBuildTimeMatchTheSQL() {
        #expect(!EmbeddedMigrations.all.isEmpty)
        for migration in EmbeddedMigrations.all {
            #expect(migration.checksum == Migration(version: migration.version, name: migration.name, sql: migration.sql).checksum,
                    "migration \(migration.version)")
        }
    }
}
