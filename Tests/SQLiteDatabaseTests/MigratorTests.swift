import Foundation
import SchemaMigrations
import Testing
import SQLiteDatabase

@Suite("Migrations")
struct MigratorTests {
    static let migrations = [
        Migration(version: 1, name: "create_items", sql: "CREATE TABLE items(id INTEGER PRIMARY KEY, title TEXT NOT NULL) STRICT;"),
        Migration(version: 2, name: "seed_items", sql: "INSERT INTO items(title) VALUES ('first');\nINSERT INTO items(title) VALUES ('second');\n"),
        Migration(version: 3, name: "add_done", sql: "ALTER TABLE items ADD COLUMN done INTEGER NOT NULL DEFAULT 0;"),
    ]
    static let applicationID: Int32 = 0x5354_4B44

    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.file("store.db")
    }

    func migrator(_ migrations: [Migration] = Self.migrations) throws -> Migrator {
        try Migrator(migrations: migrations, applicationID: Self.applicationID)
    }

    struct Record: Equatable {
        let version: Int
        let name: String
        let checksum: String
    }

    func records(_ connection: Connection) throws -> [Record] {
        try connection.query("SELECT version, name, checksum FROM schema_migrations ORDER BY version") {
            Record(version: try $0.get(0), name: try $0.get(1), checksum: try $0.get(2))
        }
    }

    /// Opens the database with `migrator`, expecting `error`, and checks that the database file
    /// is byte for byte what it was and that no other file is left beside it.
    func expectRefusal(by migrator: Migrator, _ error: some Error & Equatable) throws {
        let before = try #require(directory.bytes(of: "store.db"))
        let entries = try directory.entries()
        #expect(throws: error) { try migrator.openDatabase(at: path) }
        #expect(directory.bytes(of: "store.db") == before)
        #expect(try directory.entries() == entries)
    }

    @Test("Migrations are applied in order and recorded")
    func appliesAndRecords() throws {
        let connection = try migrator().openDatabase(at: path)
        #expect(try records(connection) == Self.migrations.map { Record(version: $0.version, name: $0.name, checksum: $0.checksum) })
        #expect(try connection.query("SELECT title, done FROM items ORDER BY id") { [try $0.get(0, as: String.self), String(try $0.get(1, as: Int.self))] }
            == [["first", "0"], ["second", "0"]])
        #expect(try connection.queryFirst("PRAGMA user_version") { try $0.get(0, as: Int.self) } == 3)
        #expect(try connection.queryFirst("PRAGMA application_id") { try $0.get(0, as: Int.self) } == Int(Self.applicationID))
        #expect(try connection.queryFirst("PRAGMA journal_mode") { $0[0] } == .text("wal"))
        let appliedAt = try connection.query("SELECT applied_at FROM schema_migrations") { try $0.get(0, as: String.self) }
        #expect(appliedAt.allSatisfy { $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil })
    }

    @Test("Reopening applies only the migrations added since")
    func appliesOnlyNewMigrations() throws {
        _ = try migrator(Array(Self.migrations.prefix(1))).openDatabase(at: path)
        let first = try migrator(Array(Self.migrations.prefix(1))).openDatabase(at: path)
        #expect(try records(first).map(\.version) == [1])
        let firstAppliedAt = try first.queryFirst("SELECT applied_at FROM schema_migrations") { try $0.get(0, as: String.self) }
        let all = try migrator().openDatabase(at: path)
        #expect(try records(all).map(\.version) == [1, 2, 3])
        #expect(try all.queryFirst("SELECT applied_at FROM schema_migrations WHERE version = 1") { try $0.get(0, as: String.self) } == firstAppliedAt)
        #expect(try all.queryFirst("SELECT count(*) FROM items") { try $0.get(0, as: Int.self) } == 2)
    }

    @Test("An upgrade runs each migration in its own transaction: a failing one is rolled back, the earlier ones stay")
    func failingMigration() throws {
        _ = try migrator(Array(Self.migrations.prefix(1))).openDatabase(at: path)
        let broken = Self.migrations.prefix(2) + [
            Migration(version: 3, name: "broken", sql: "ALTER TABLE items ADD COLUMN done INTEGER;\nINSERT INTO missing VALUES (1);"),
        ]
        let error = try #require(throws: MigrationError.self) { try migrator(Array(broken)).openDatabase(at: path) }
        guard case .migrationFailed(path, 3, "broken", let underlying) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(underlying.message == "no such table: missing")
        #expect(underlying.sql == "INSERT INTO missing VALUES (1);")
        let connection = try Connection(path: path)
        #expect(try records(connection).map(\.version) == [1, 2])
        #expect(try connection.query("SELECT name FROM pragma_table_info('items')") { try $0.get(0, as: String.self) } == ["id", "title"])
        #expect(try connection.queryFirst("PRAGMA user_version") { try $0.get(0, as: Int.self) } == 2)
    }

    @Test("A new database gets its whole schema in one transaction: a failing migration leaves no part of it")
    func failingMigrationOfANewDatabase() throws {
        let broken = Self.migrations.prefix(2) + [Migration(version: 3, name: "broken", sql: "INSERT INTO missing VALUES (1);")]
        #expect(throws: MigrationError.self) { try migrator(Array(broken)).openDatabase(at: path) }
        let connection = try Connection(path: path)
        #expect(try connection.queryFirst("SELECT count(*) FROM sqlite_schema") { try $0.get(0, as: Int.self) } == 0)
        #expect(try connection.queryFirst("PRAGMA user_version") { try $0.get(0, as: Int.self) } == 0)
    }

    @Test("An empty file opened as one that must exist is refused and left empty")
    func refusesAnEmptyFileThatMustExist() throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        #expect(throws: MigrationError.noSchema(path: path)) {
            try migrator().openDatabase(at: path, options: OpenOptions(mode: .mustExist))
        }
        #expect(FileManager.default.contents(atPath: path) == Data())
    }

    @Test("A database with a migration this program does not know is refused and left untouched")
    func refusesNewerDatabase() throws {
        _ = try migrator().openDatabase(at: path)
        try expectRefusal(by: migrator(Array(Self.migrations.prefix(1))),
                          MigrationError.unknownMigrations(path: path, versions: [2, 3], latestKnown: 1))
    }

    @Test("A database whose recorded checksum differs from the shipped migration is refused and left untouched")
    func refusesChangedMigration() throws {
        _ = try migrator().openDatabase(at: path)
        var edited = Self.migrations
        edited[1] = Migration(version: 2, name: "seed_items", sql: "INSERT INTO items(title) VALUES ('changed');")
        try expectRefusal(by: migrator(edited), MigrationError.changedMigration(
            path: path, version: 2, name: "seed_items",
            recordedChecksum: Self.migrations[1].checksum, shippedChecksum: edited[1].checksum))
    }

    @Test("A refused database in rollback-journal mode is not even switched to WAL")
    func refusalDoesNotSwitchToWAL() throws {
        let connection = try migrator().openDatabase(at: path)
        #expect(try connection.queryFirst("PRAGMA journal_mode = DELETE") { $0[0] } == .text("delete"))
        let header = try #require(directory.bytes(of: "store.db")).prefix(20)
        #expect(header.suffix(2) == Data([1, 1]))  // file format versions: 1 = rollback journal, 2 = WAL
        try expectRefusal(by: migrator(Array(Self.migrations.prefix(2))),
                          MigrationError.unknownMigrations(path: path, versions: [3], latestKnown: 2))
    }

    @Test("A file that is not a database is refused and left untouched")
    func refusesNonDatabase() throws {
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(filePath: path))
        try expectRefusal(by: migrator(), DatabaseFileError.notADatabase(path: path))
    }

    @Test("Another application's database is refused and left untouched", arguments: [
        "CREATE TABLE theirs(x);",
        "PRAGMA application_id = 42;",
    ])
    func refusesForeignDatabase(setup: String) throws {
        let connection = try Connection(path: path)
        try connection.executeScript(setup)
        try connection.execute("PRAGMA journal_mode = DELETE")
        try expectRefusal(by: migrator(), MigrationError.unrecognizedDatabase(path: path))
    }

    @Test("An empty file becomes a new database")
    func emptyFile() throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try records(migrator().openDatabase(at: path)).count == 3)
    }

    @Test("A read-only database must be up to date")
    func readOnly() throws {
        _ = try migrator(Array(Self.migrations.prefix(2))).openDatabase(at: path)
        let options = OpenOptions(mode: .readOnly)
        #expect(throws: MigrationError.migrationsPending(path: path, versions: [3])) {
            try migrator().openDatabase(at: path, options: options)
        }
        let connection = try migrator(Array(Self.migrations.prefix(2))).openDatabase(at: path, options: options)
        #expect(try records(connection).count == 2)
    }

    @Test("Migrations must be numbered 1, 2, 3, ...", arguments: [[2], [1, 3], [1, 1], [2, 1]])
    func invalidVersions(versions: [Int]) throws {
        let migrations = versions.map { Migration(version: $0, name: "m\($0)", sql: "SELECT 1;") }
        #expect(throws: MigrationError.invalidVersions(versions)) { try Migrator(migrations: migrations) }
    }

    @Test("Threads opening a new database at once all succeed, and each migration is applied once")
    func concurrentMigrations() throws {
        let path = self.path
        let migrator = try migrator()
        let errors = onThreads(8) { _ in
            let connection = try migrator.openDatabase(at: path)
            _ = try connection.queryFirst("SELECT count(*) FROM items") { $0[0] }
        }
        #expect(errors.isEmpty, "\(errors)")
        let connection = try Connection(path: path)
        #expect(try records(connection).map(\.version) == [1, 2, 3])
        #expect(try connection.queryFirst("SELECT count(*) FROM items") { try $0.get(0, as: Int.self) } == 2)
    }

    @Test("The checksum is the SHA-256 of the SQL text")
    func checksum() {
        #expect(Migration(version: 1, name: "x", sql: "abc").checksum == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
