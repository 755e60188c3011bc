import Foundation
import Testing
import SQLiteDatabase

@Suite("Transactions")
struct TransactionTests {
    struct Failure: Error, Equatable {}

    let directory: TemporaryDirectory
    let connection: Connection

    init() throws {
        directory = try TemporaryDirectory()
        connection = try Connection(path: directory.file("db.sqlite"))
        try connection.execute("CREATE TABLE t(x INTEGER)")
    }

    func values(_ connection: Connection? = nil) throws -> [Int] {
        try (connection ?? self.connection).query("SELECT x FROM t ORDER BY x") { try $0.get(0) }
    }

    func insert(_ x: Int) throws {
        try connection.execute("INSERT INTO t(x) VALUES (?)", [x])
    }

    @Test("write commits what its closure did and returns its result")
    func writeCommits() throws {
        let result = try connection.write {
            try insert(1)
            #expect(connection.isInTransaction)
            return "done"
        }
        #expect(result == "done")
        #expect(!connection.isInTransaction)
        #expect(try values(Connection(path: directory.file("db.sqlite"))) == [1])
    }

    @Test("write rolls back and rethrows when its closure throws")
    func writeRollsBack() throws {
        #expect(throws: Failure()) {
            try connection.write {
                try insert(1)
                throw Failure()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try values().isEmpty)
    }

    @Test("A failing COMMIT rolls back and reports why")
    func commitFailure() throws {
        try connection.executeScript("""
            CREATE TABLE parent(id INTEGER PRIMARY KEY);
            CREATE TABLE child(parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
            """)
        let error = try #require(throws: SQLiteError.self) {
            try connection.write { try connection.execute("INSERT INTO child(parent) VALUES (7)") }
        }
        #expect(error.code == .constraintForeignKey)
        #expect(error.sql == "COMMIT")
        #expect(!connection.isInTransaction)
        #expect(try connection.queryFirst("SELECT count(*) FROM child") { try $0.get(0, as: Int.self) } == 0)
    }

    @Test("Savepoints nest; a throw rolls back only the innermost one")
    func nestedSavepoints() throws {
        try connection.write {
            try insert(1)
            try connection.savepoint {
                try insert(2)
                #expect(throws: Failure()) {
                    try connection.savepoint {
                        try insert(3)
                        try connection.savepoint { try insert(4) }
                        throw Failure()
                    }
                }
                try connection.savepoint { try insert(5) }
            }
            #expect(try values() == [1, 2, 5])
            #expect(throws: Failure()) {
                try connection.savepoint {
                    try insert(6)
                    throw Failure()
                }
            }
        }
        #expect(try values() == [1, 2, 5])
    }

    @Test("A savepoint outside a transaction is a write transaction")
    func savepointOutsideTransaction() throws {
        try connection.savepoint { try insert(1) }
        #expect(!connection.isInTransaction)
        #expect(throws: Failure()) { try connection.savepoint { try insert(2); throw Failure() } }
        #expect(try values() == [1])
    }

    @Test("Transactions do not nest; the open one is unharmed")
    func noNestedTransactions() throws {
        try connection.write {
            try insert(1)
            let error = try #require(throws: SQLiteError.self) { try connection.write { try insert(2) } }
            #expect(error.sql == "BEGIN IMMEDIATE")
            #expect(connection.isInTransaction)
        }
        #expect(try values() == [1])
    }

    @Test("read sees one snapshot while another connection commits")
    func readSnapshot() throws {
        let other = try Connection(path: directory.file("db.sqlite"))
        try insert(1)
        try connection.read {
            #expect(try values() == [1])
            try other.write { try other.execute("INSERT INTO t(x) VALUES (2)") }
            #expect(try values() == [1])
        }
        #expect(try values() == [1, 2])
    }

    @Test("BEGIN IMMEDIATE takes the write lock at once; readers go on, a second writer times out")
    func beginImmediate() throws {
        let other = try Connection(path: directory.file("db.sqlite"), options: OpenOptions(busyTimeout: .milliseconds(100)))
        try connection.write {
            // Nothing written yet, but the lock is taken.
            #expect(try other.read { try values(other) } == [])
            let clock = ContinuousClock()
            let started = clock.now
            let error = try #require(throws: SQLiteError.self) { try other.write {} }
            #expect(error.primaryCode == .busy)
            #expect(error.sql == "BEGIN IMMEDIATE")
            #expect(clock.now - started >= .milliseconds(100))
            try insert(1)
        }
        try other.write { try other.execute("INSERT INTO t(x) VALUES (2)") }
        #expect(try values() == [1, 2])
    }

    @Test("A writer waits for the lock instead of failing")
    func writerWaits() throws {
        let path = directory.file("db.sqlite")
        let holding = DispatchSemaphore(value: 0)
        let errors = onThreads(2) { index in
            let connection = try Connection(path: path)
            if index == 0 {
                try connection.write {
                    try connection.execute("INSERT INTO t(x) VALUES (1)")
                    holding.signal()
                    Thread.sleep(forTimeInterval: 0.3)
                }
            } else {
                holding.wait()
                try connection.write { try connection.execute("INSERT INTO t(x) VALUES (2)") }
            }
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(try values() == [1, 2])
    }
}
