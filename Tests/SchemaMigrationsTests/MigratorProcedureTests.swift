import SchemaMigrations
import Testing

/// The migrator's procedure over an in-memory backend: what it applies, in which units of
/// work, and what it refuses without writing.
@Suite("Migrator over any backend")
struct MigratorProcedureTests {
    /// Migrations 1, 2, 3, each creating its own table.
    static let shipped = (1...3).map { Migration(version: $0, name: "step_\($0)", sql: "CREATE TABLE t\($0)(x);") }

    static func migrator(_ migrations: [Migration] = shipped) throws -> Migrator {
        try Migrator(migrations: migrations)
    }

    @Test("A new database gets every migration in order, recorded, in one unit of work", arguments: [false, true])
    func createsSchemaInOneUnit(together: Bool) throws {
        let database = InMemoryMigrationBackend(appliesPendingMigrationsTogether: together)
        try Self.migrator().migrate(database, access: .create)
        #expect(database.executed == [1, 2, 3])
        #expect(database.history.map(\.version) == [1, 2, 3])
        #expect(database.history.map(\.checksum) == Self.shipped.map(\.checksum))
        #expect(database.committedUnits == [[1, 2, 3]])
        #expect(database.writes == ["prepare", "unit", "apply 1", "record 1", "apply 2", "record 2", "apply 3", "record 3", "commit"])
    }

    /// One unit each ends with a unit that finds nothing left: it decides what is pending inside the unit.
    @Test("An older database gets only what it lacks, in order: one unit each, or all in one, as the backend says",
          arguments: [(false, [[2], [3], []]), (true, [[2, 3]])])
    func upgradesInTheBackendsUnits(together: Bool, units: [[Int]]) throws {
        let database = InMemoryMigrationBackend(recorded: Array(Self.shipped.prefix(1)), appliesPendingMigrationsTogether: together)
        try Self.migrator().migrate(database, access: .upgrade)
        #expect(database.executed == [2, 3])
        #expect(database.history.map(\.version) == [1, 2, 3])
        #expect(database.committedUnits == units)
    }

    @Test("An up-to-date database is read once; opened to write, it is prepared and nothing else")
    func upToDate() throws {
        let database = InMemoryMigrationBackend(recorded: Self.shipped)
        try Self.migrator().migrate(database, access: .create)
        #expect(database.log == ["snapshot", "prepare"])
        let reader = InMemoryMigrationBackend(recorded: Self.shipped)
        try Self.migrator().migrate(reader, access: .readOnly)
        #expect(reader.log == ["snapshot"])
    }

    @Test("A database with a newer program's migration is refused, whatever the access, and nothing is written",
          arguments: [MigrationAccess.readOnly, .upgrade, .create])
    func refusesNewerHistory(access: MigrationAccess) throws {
        let newer = Self.shipped + [Migration(version: 4, name: "future", sql: "CREATE TABLE future(x);")]
        let database = InMemoryMigrationBackend(recorded: newer)
        #expect(throws: MigrationError.unknownMigrations(path: database.location, versions: [4], latestKnown: 3)) {
            try Self.migrator().migrate(database, access: access)
        }
        #expect(database.writes.isEmpty)
        #expect(database.history.count == 4)
    }

    @Test("A database whose recorded migration was edited since is refused, and nothing is written")
    func refusesChangedMigration() throws {
        var edited = Self.shipped
        edited[1] = Migration(version: 2, name: "step_2", sql: "CREATE TABLE t2(x, y);")
        let database = InMemoryMigrationBackend(recorded: Array(edited.prefix(2)))
        #expect(throws: MigrationError.changedMigration(
            path: database.location, version: 2, name: "step_2",
            recordedChecksum: edited[1].checksum, shippedChecksum: Self.shipped[1].checksum)) {
            try Self.migrator().migrate(database, access: .create)
        }
        #expect(database.writes.isEmpty)
    }

    @Test("A database with tables but no history is refused, and nothing is written")
    func refusesForeignDatabase() throws {
        let database = InMemoryMigrationBackend(hasTablesWithoutHistory: true)
        #expect(throws: MigrationError.unrecognizedDatabase(path: database.location)) {
            try Self.migrator().migrate(database, access: .create)
        }
        #expect(database.writes.isEmpty)
    }

    @Test("Read-only, pending migrations are refused and nothing is written")
    func readOnlyRefusesPending() throws {
        let older = InMemoryMigrationBackend(recorded: Array(Self.shipped.prefix(1)))
        #expect(throws: MigrationError.migrationsPending(path: older.location, versions: [2, 3])) {
            try Self.migrator().migrate(older, access: .readOnly)
        }
        #expect(older.log == ["snapshot"])
        #expect(older.history.map(\.version) == [1])
        #expect(older.executed.isEmpty)
    }

    @Test("A database without a schema is refused untouched when read-only or when it must be upgraded",
          arguments: [MigrationAccess.readOnly, .upgrade])
    func noSchemaRefused(access: MigrationAccess) throws {
        let empty = InMemoryMigrationBackend()
        #expect(throws: MigrationError.noSchema(path: empty.location)) {
            try Self.migrator().migrate(empty, access: access)
        }
        #expect(empty.log == ["snapshot"])
    }

    @Test("A failing migration of an upgrade run one unit each is rolled back; the earlier ones stay")
    func failingMigrationRolledBack() throws {
        let database = InMemoryMigrationBackend(recorded: Array(Self.shipped.prefix(1)), failingVersion: 3)
        #expect(throws: InMemoryMigrationBackend.Failure()) { try Self.migrator().migrate(database, access: .upgrade) }
        #expect(database.history.map(\.version) == [1, 2])
        #expect(database.executed == [2])
        #expect(database.writes.suffix(3) == ["unit", "apply 3", "rollback"])
    }

    @Test("Migrations not numbered 1, 2, 3, ... are refused")
    func invalidVersions() {
        #expect(throws: MigrationError.invalidVersions([1, 3])) {
            try Self.migrator([Self.shipped[0], Self.shipped[2]])
        }
    }
}
