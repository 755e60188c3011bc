import Foundation
import Testing
@testable import SQLiteDatabase

@Suite("Opening connections")
struct ConnectionTests {
    @Test("Every connection gets the pragmas", arguments: [
        ("journal_mode", SQLiteValue.text("wal")),
        ("synchronous", .integer(1)),  // NORMAL
        ("foreign_keys", .integer(1)),
    ])
    func pragmas(name: String, expected: SQLiteValue) throws {
        let directory = try TemporaryDirectory()
        _ = try Connection(path: directory.file("db.sqlite"))
        // A second connection finds the database in WAL mode and sets its own pragmas.
        let connection = try Connection(path: directory.file("db.sqlite"))
        #expect(try connection.queryFirst("PRAGMA \(name)") { $0[0] } == expected)
    }

    @Test("Double-quoted strings are identifiers, never strings")
    func noDoubleQuotedStrings() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.file("db.sqlite"))
        #expect(throws: SQLiteError.self) { try connection.execute(#"SELECT "no_such_column""#) }
    }

    @Test("An in-memory database keeps its memory journal")
    func inMemory() throws {
        let connection = try Connection(path: ":memory:")
        #expect(try connection.queryFirst("PRAGMA journal_mode") { $0[0] } == .text("memory"))
    }

    @Test("A missing directory is reported with the path", arguments: [OpenMode.create, .mustExist, .readOnly])
    func missingDirectory(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/db.sqlite")
        #expect(throws: DatabaseFileError.directoryNotFound(path: path)) {
            try Connection(path: path, options: OpenOptions(mode: mode))
        }
        #expect(DatabaseFileError.directoryNotFound(path: path).description.contains(directory.file("missing")))
    }

    @Test("A missing file is reported unless the mode creates it", arguments: [OpenMode.mustExist, .readOnly])
    func missingFile(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        #expect(throws: DatabaseFileError.fileNotFound(path: path)) {
            try Connection(path: path, options: OpenOptions(mode: mode))
        }
        #expect(try directory.entries().isEmpty)
    }

    @Test("A new database in a read-only directory is reported with the path",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func readOnlyDirectoryNewFile() throws {
        let directory = try TemporaryDirectory()
        WriteProtection.protect(directory.path)
        let path = directory.file("db.sqlite")
        #expect(throws: DatabaseFileError.directoryNotWritable(path: path)) { try Connection(path: path) }
    }

    @Test("An existing database in a read-only directory cannot get its -wal and -shm files",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func readOnlyDirectoryExistingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        try Connection(path: path).execute("CREATE TABLE t(x)")
        let before = directory.bytes(of: "db.sqlite")
        WriteProtection.protect(directory.path)
        #expect(throws: DatabaseFileError.directoryNotWritable(path: path)) { try Connection(path: path) }
        #expect(directory.bytes(of: "db.sqlite") == before)
    }

    @Test("A read-only file opened for writing is reported",
          .enabled(if: WriteProtection.isSupported, "this process can write to any file"))
    func readOnlyFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        try Connection(path: path).execute("CREATE TABLE t(x)")
        WriteProtection.protect(path)
        #expect(throws: DatabaseFileError.fileNotWritable(path: path)) { try Connection(path: path) }
        #expect(try Connection(path: path, options: OpenOptions(mode: .readOnly)).query("SELECT x FROM t") { $0[0] }.isEmpty)
    }

    @Test("A file that is not a database is reported and left untouched", arguments: [OpenMode.create, .mustExist, .readOnly])
    func notADatabase(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("notes.txt")
        let text = Data(String(repeating: "This is not an SQLite database.\n", count: 200).utf8)
        try text.write(to: URL(filePath: path))
        #expect(throws: DatabaseFileError.notADatabase(path: path)) {
            try Connection(path: path, options: OpenOptions(mode: mode))
        }
        #expect(directory.bytes(of: "notes.txt") == text)
        #expect(try directory.entries() == ["notes.txt"])
    }

    @Test("A directory is not a database")
    func directoryIsNotADatabase() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: DatabaseFileError.notADatabase(path: directory.path)) { try Connection(path: directory.path) }
    }

    @Test("The switch to WAL waits for readers of a rollback-journal database", arguments: [true, false])
    func walSwitchWaitsForReaders(readerLetsGo: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        let setup = try Connection(path: path)
        try setup.execute("CREATE TABLE t(x)")
        try setup.execute("PRAGMA journal_mode = DELETE")
        let reading = DispatchSemaphore(value: 0)
        let clock = ContinuousClock()
        let errors = onThreads(2) { index in
            if index == 0 {
                let reader = try Connection(path: path, options: OpenOptions(mode: .readOnly))
                try reader.read {
                    _ = try reader.query("SELECT x FROM t") { $0[0] }
                    reading.signal()
                    Thread.sleep(forTimeInterval: readerLetsGo ? 0.2 : 0.5)
                }
            } else {
                reading.wait()
                let started = clock.now
                let timeout = Duration.milliseconds(readerLetsGo ? 5_000 : 100)
                do {
                    let connection = try Connection(path: path, options: OpenOptions(busyTimeout: timeout))
                    #expect(readerLetsGo)
                    #expect(try connection.queryFirst("PRAGMA journal_mode") { $0[0] } == .text("wal"))
                } catch let error as SQLiteError {
                    #expect(!readerLetsGo)
                    #expect(error.primaryCode == .busy)
                    #expect(clock.now - started >= timeout)
                }
            }
        }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("Statements are cached by SQL text and reused")
    func statementCache() throws {
        let connection = try Connection(path: ":memory:")
        let first = try connection.statement("SELECT 1")
        #expect(try connection.statement("SELECT 1") === first)
        #expect(try connection.statement("SELECT 2") !== first)
    }

    @Test("The least recently used statement leaves a full cache")
    func statementCacheEviction() throws {
        let connection = try Connection(path: ":memory:", options: OpenOptions(statementCacheCapacity: 2))
        let one = try connection.statement("SELECT 1")
        let two = try connection.statement("SELECT 2")
        _ = try connection.statement("SELECT 1")
        _ = try connection.statement("SELECT 3")  // evicts SELECT 2
        #expect(try connection.statement("SELECT 1") === one)
        #expect(try connection.statement("SELECT 2") !== two)
    }

    @Test("A running cached statement is not reused by a query nested in it")
    func nestedQueryOnSameSQL() throws {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2);")
        let sql = "SELECT x FROM t ORDER BY x"
        var pairs: [[Int]] = []
        try connection.forEachRow(sql) { outer in
            let x: Int = try outer.get(0)
            pairs += try connection.query(sql) { [x, try $0.get(0)] }
        }
        #expect(pairs == [[1, 1], [1, 2], [2, 1], [2, 2]])
        #expect(try connection.query(sql) { try $0.get(0, as: Int.self) } == [1, 2])
    }

    @Test("A statement outlives its connection")
    func statementOutlivesConnection() throws {
        var connection: Connection? = try Connection(path: ":memory:")
        let statement = try connection!.statement("SELECT 40 + 2")
        connection = nil
        #expect(try statement.queryFirst { try $0.get(0, as: Int.self) } == 42)
    }
}
