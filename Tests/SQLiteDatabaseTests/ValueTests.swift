import Foundation
import Testing
import SQLiteDatabase

@Suite("Binding and reading values")
struct ValueTests {
    let connection: Connection

    init() throws {
        connection = try Connection(path: ":memory:")
        // No declared type: no affinity, so SQLite stores each value as bound.
        try connection.execute("CREATE TABLE t(v)")
    }

    /// Stores `value` in a row and reads it back as `T`.
    func roundTrip<T: SQLiteValueConvertible>(_ value: T) throws -> T? {
        try connection.execute("DELETE FROM t")
        try connection.execute("INSERT INTO t(v) VALUES (?)", [value])
        return try connection.queryFirst("SELECT v FROM t") { try $0.get(0, as: T.self) }
    }

    @Test("Each storage class survives a round trip", arguments: [
        SQLiteValue.null, .integer(0), .integer(.min), .integer(.max), .real(3.25), .real(-1e300),
        .text(""), .text("héllo, wörld 👋"), .text("nul\u{0}inside"), .blob([]), .blob([0, 1, 0x7F, 0xFF]),
    ])
    func storageClasses(value: SQLiteValue) throws {
        #expect(try roundTrip(value) == value)
        #expect(try connection.queryFirst("SELECT typeof(v) FROM t") { try $0.get(0, as: String.self) } == typeName(value))
    }

    private func typeName(_ value: SQLiteValue) -> String {
        switch value {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }

    @Test("Swift types survive a round trip")
    func swiftTypes() throws {
        #expect(try roundTrip(Int64(-42)) == -42)
        #expect(try roundTrip(Int.max) == .max)
        #expect(try roundTrip(2.5) == 2.5)
        #expect(try roundTrip(true) == true)
        #expect(try roundTrip(false) == false)
        #expect(try roundTrip("text") == "text")
        #expect(try roundTrip([UInt8]([1, 2, 3])) == [1, 2, 3])
        #expect(try roundTrip(Data([4, 5, 6])) == Data([4, 5, 6]))
        #expect(try roundTrip(Data()) == Data())
        #expect(try roundTrip(String?.none) == .some(nil))
        #expect(try roundTrip(String?.some("x")) == .some("x"))
    }

    @Test("nil binds NULL; NULL reads as nil only for Optionals")
    func null() throws {
        try connection.execute("INSERT INTO t(v) VALUES (?)", [nil])
        #expect(try connection.queryFirst("SELECT v IS NULL FROM t") { try $0.get(0, as: Bool.self) } == true)
        #expect(try connection.queryFirst("SELECT v FROM t") { try $0.get(0, as: Int64?.self) } == .some(nil))
        #expect(throws: ColumnTypeMismatch.self) {
            try connection.queryFirst("SELECT v FROM t") { try $0.get(0, as: Int64.self) }
        }
    }

    @Test("Several arguments bind in order")
    func severalArguments() throws {
        let row = try connection.queryFirst("SELECT ?, ?, ?, ?", [1, "two", 3.0, nil]) { row in
            (0..<row.count).map { row[$0] }
        }
        #expect(row == [.integer(1), .text("two"), .real(3), .null])
    }

    @Test("Reading a value as a type it does not convert to names the column and the SQL")
    func mismatch() throws {
        let sql = "SELECT 'seven' AS answer"
        let error = try #require(throws: ColumnTypeMismatch.self) {
            try connection.queryFirst(sql) { try $0.get(0, as: Int64.self) }
        }
        #expect(error.column == 0)
        #expect(error.columnName == "answer")
        #expect(error.expectedType == "Int64")
        #expect(error.value == .text("seven"))
        #expect(error.sql == sql)
    }

    @Test("Reading is strict about storage classes", arguments: [
        ("SELECT 2", "Bool"), ("SELECT 1.5", "Int64"), ("SELECT x'00'", "String"), ("SELECT 'x'", "Array<UInt8>"),
    ])
    func strictReads(sql: String, type: String) throws {
        let error = try #require(throws: ColumnTypeMismatch.self) {
            try connection.queryFirst(sql) { row -> Any in
                switch type {
                case "Bool": try row.get(0, as: Bool.self)
                case "Int64": try row.get(0, as: Int64.self)
                case "String": try row.get(0, as: String.self)
                default: try row.get(0, as: [UInt8].self)
                }
            }
        }
        #expect(error.expectedType == type)
    }

    @Test("Double reads integers too")
    func doubleFromInteger() throws {
        #expect(try connection.queryFirst("SELECT 3") { try $0.get(0, as: Double.self) } == 3)
    }

    @Test("Rows iterate in order, with their column names")
    func rows() throws {
        try connection.executeScript("INSERT INTO t(v) VALUES (1); INSERT INTO t(v) VALUES (2); INSERT INTO t(v) VALUES (3);")
        var seen: [Int] = []
        try connection.forEachRow("SELECT v AS value FROM t ORDER BY v DESC") { row in
            #expect(row.name(at: 0) == "value")
            seen.append(try row.get(0))
        }
        #expect(seen == [3, 2, 1])
        #expect(try connection.query("SELECT v FROM t WHERE v > ? ORDER BY v", [1]) { try $0.get(0, as: Int.self) } == [2, 3])
        #expect(try connection.queryFirst("SELECT v FROM t WHERE v > 5") { $0[0] } == nil)
    }

    @Test("Changes and the last inserted rowid are reported")
    func changes() throws {
        try connection.execute("INSERT INTO t(v) VALUES (1), (2)")
        #expect(connection.changes == 2)
        #expect(connection.lastInsertedRowID == 2)
        try connection.execute("UPDATE t SET v = v + 1 WHERE v > 1")
        #expect(connection.changes == 1)
    }
}
