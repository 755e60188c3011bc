import Foundation
import StackDocTestSupport
import Synchronization
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

    /// SQLite does not call the busy handler when the switch to WAL finds another connection
    /// writing: the connection retries the switch itself, within its busy timeout.
    @Test("The switch to WAL waits for a writer of a rollback-journal database", arguments: [true, false])
    func walSwitchWaitsForWriter(writerFinishesInTime: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        try Connection(path: path).execute("CREATE TABLE t(x)")
        try Connection(path: path).execute("PRAGMA journal_mode = DELETE")
        let writing = DispatchSemaphore(value: 0)
        let opened = DispatchSemaphore(value: 0)
        let timeout = Duration.milliseconds(writerFinishesInTime ? 10_000 : 100)
        let waited = Mutex(Duration.zero)
        let errors = onThreads(2) { index in
            if index == 0 {
                let writer = try Connection(path: path, options: OpenOptions(), switchingToWAL: false)
                try writer.write {
                    try writer.execute("INSERT INTO t(x) VALUES (1)")
                    writing.signal()
                    if writerFinishesInTime {
                        Thread.sleep(forTimeInterval: 0.2)
                    } else {
                        opened.wait()
                    }
                }
            } else {
                writing.wait()
                let clock = ContinuousClock()
                let started = clock.now
                defer {
                    waited.withLock { $0 = clock.now - started }
                    opened.signal()
                }
                _ = try Connection(path: path, options: OpenOptions(busyTimeout: timeout))
            }
        }
        if writerFinishesInTime {
            #expect(errors.isEmpty, "\(errors)")
            #expect(try Connection(path: path).queryFirst("PRAGMA journal_mode") { $0[0] } == .text("wal"))
        } else {
            #expect(errors.map { ($0 as? SQLiteError)?.primaryCode } == [.busy])
            #expect(waited.withLock { $0 } >= timeout)
        }
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
