import Foundation
import SchemaMigrations
import StackDocTestSupport
import Testing
@testable import SQLiteDatabase

/// Read-only connections write nothing and create nothing they can avoid, and read databases
/// that this process may not write, or that sit in a directory it may not write.
@Suite("Read-only connections")
struct ReadOnlyOpeningTests {
    static let readOnly = OpenOptions(mode: .readOnly)

    /// A WAL database at `name` in `directory` with one row, closed (so no -wal or -shm is left).
    func database(_ name: String = "db.sqlite", in directory: TemporaryDirectory) throws -> String {
        let path = directory.file(name)
        let connection = try Connection(path: path)
        try connection.execute("CREATE TABLE t(x)")
        try connection.execute("INSERT INTO t VALUES (1)")
        return path
    }

    func rows(_ connection: Connection) throws -> [Int] {
        try connection.read { try connection.query("SELECT x FROM t ORDER BY x") { try $0.get(0, as: Int.self) } }
    }

    @Test("A database in a directory this process may not write is read, creating nothing",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"),
          arguments: ["db.sqlite", "a b?c#d%e&f=1.db", "übung.db"])
    func readOnlyDirectory(name: String) throws {
        let directory = try TemporaryDirectory()
        let path = try database(name, in: directory)
        let before = directory.bytes(of: name)
        WriteProtection.protect(directory.path)
        let connection = try Connection(path: path, options: Self.readOnly)
        #expect(connection.readsSnapshot)
        #expect(try rows(connection) == [1])
        #expect(try directory.entries() == [name])
        #expect(directory.bytes(of: name) == before)
    }

    @Test("A database file this process may not write is read, creating nothing beside it",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func readOnlyFile() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let before = directory.bytes(of: "db.sqlite")
        WriteProtection.protect(path)
        let connection = try Connection(path: path, options: Self.readOnly)
        #expect(connection.readsSnapshot)
        #expect(try rows(connection) == [1])
        #expect(try directory.entries() == ["db.sqlite"])
        #expect(directory.bytes(of: "db.sqlite") == before)
    }

    @Test("A database a writer has open is read through its -wal, seeing the writer's commits")
    func readsThroughTheWAL() throws {
        try expectReadsThroughTheWAL(protectingDirectory: false)
    }

    @Test("A database a writer has open is read through its -wal in a directory this process may not write",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func readsThroughTheWALInAReadOnlyDirectory() throws {
        try expectReadsThroughTheWAL(protectingDirectory: true)
    }

    func expectReadsThroughTheWAL(protectingDirectory: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let writer = try Connection(path: path)
        try writer.execute("INSERT INTO t VALUES (2)")  // in the WAL, not yet in the file
        if protectingDirectory { WriteProtection.protect(directory.path) }
        let reader = try Connection(path: path, options: Self.readOnly)
        #expect(!reader.readsSnapshot)
        #expect(try rows(reader) == [1, 2])
        try writer.execute("INSERT INTO t VALUES (3)")
        #expect(try rows(reader) == [1, 2, 3])
    }

    @Test("A snapshot read fails when another program changed the file while it was read",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func snapshotChangedDuringRead() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        WriteProtection.protect(directory.path)
        let reader = try Connection(path: path, options: Self.readOnly)
        #expect(reader.readsSnapshot)
        #expect(throws: DatabaseFileError.changedDuringSnapshotRead(path: path)) {
            try reader.read {
                _ = try reader.query("SELECT x FROM t") { $0[0] }
                WriteProtection.unprotect(directory.path)
                let writer = try Connection(path: path)
                try writer.execute("INSERT INTO t VALUES (2)")
                _ = try writer.queryFirst("PRAGMA wal_checkpoint(TRUNCATE)") { $0[0] }
            }
        }
    }

    @Test("A database this process may write is read without leaving -wal or -shm files, its file unchanged")
    func writableDatabaseLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let before = directory.bytes(of: "db.sqlite")
        do {
            let connection = try Connection(path: path, options: Self.readOnly)
            #expect(!connection.readsSnapshot)
            #expect(try rows(connection) == [1])
        }
        #expect(try directory.entries() == ["db.sqlite"])
        #expect(directory.bytes(of: "db.sqlite") == before)
    }

    @Test("A read-only connection cannot write")
    func cannotWrite() throws {
        let directory = try TemporaryDirectory()
        let path = try database(in: directory)
        let connection = try Connection(path: path, options: Self.readOnly)
        #expect(connection.isReadOnly)
        #expect(try !Connection(path: path).isReadOnly)
        #expect(throws: SQLiteError.self) { try connection.execute("INSERT INTO t VALUES (2)") }
    }

    @Test("An empty file opened read-only by a migrator is refused and left as it is, with nothing beside it")
    func emptyFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("empty.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let migrator = try Migrator(migrations: [Migration(version: 1, name: "create", sql: "CREATE TABLE t(x);")])
        #expect(throws: MigrationError.noSchema(path: path)) { try migrator.openDatabase(at: path, options: Self.readOnly) }
        #expect(directory.bytes(of: "empty.db") == Data())
        #expect(try directory.entries() == ["empty.db"])
    }

    @Test("Snapshot URIs encode every byte that URI syntax could read", arguments: [
        ("/tmp/a b/x?y#z%.db", "file:///tmp/a%20b/x%3Fy%23z%25.db?immutable=1"),
        ("relative/ü.db", "file:relative/%C3%BC.db?immutable=1"),
        ("x&mode=rw.db", "file:x%26mode%3Drw.db?immutable=1"),
    ])
    func snapshotURI(path: String, uri: String) {
        #expect(ReadOnlyAccess.snapshotURI(for: path) == uri)
    }
}
