import Testing
import SQLiteDatabase

@Suite("Concurrent writers")
struct ConcurrencyTests {
    @Test("Threads with their own connections commit many small transactions at once without SQLITE_BUSY")
    func concurrentWriters() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        try Connection(path: path).execute("CREATE TABLE t(thread INTEGER, n INTEGER, PRIMARY KEY (thread, n)) WITHOUT ROWID")
        let threads = 8
        let transactions = 250
        let errors = onThreads(threads) { thread in
            let connection = try Connection(path: path)
            for n in 0..<transactions {
                try connection.write {
                    let count = try connection.queryFirst("SELECT count(*) FROM t WHERE thread = ?", [thread]) { try $0.get(0, as: Int.self) }
                    try connection.execute("INSERT INTO t(thread, n) VALUES (?, ?)", [thread, count ?? n])
                }
            }
        }
        #expect(errors.isEmpty, "\(errors)")
        let perThread = try Connection(path: path).query("SELECT count(*), max(n) FROM t GROUP BY thread") {
            [try $0.get(0, as: Int.self), try $0.get(1, as: Int.self)]
        }
        #expect(perThread == Array(repeating: [transactions, transactions - 1], count: threads))
    }

    @Test("Threads opening the same new database at once all succeed")
    func concurrentOpens() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("db.sqlite")
        let errors = onThreads(8) { _ in
            let connection = try Connection(path: path)
            try connection.execute("CREATE TABLE IF NOT EXISTS t(x)")
            try connection.write { try connection.execute("INSERT INTO t(x) VALUES (1)") }
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(try Connection(path: path).queryFirst("SELECT count(*) FROM t") { try $0.get(0, as: Int.self) } == 8)
    }
}
