import SQLiteDatabase

/// A store in an SQLite file: `StoreConnection` over SQLiteDatabase's `Connection`, which
/// runs the store's SQL as written. Write transactions exclude each other (the writer lock and
/// `BEGIN IMMEDIATE`), so documents need no locks of their own.
final class SQLiteStoreConnection: StoreConnection {
    let connection: Connection

    init(_ connection: Connection) {
        self.connection = connection
    }

    var location: String { connection.path }
    var dialect: SQLDialect { .sqlite }
    var isReadOnly: Bool { connection.isReadOnly }
    var serverRefusesWrites: Bool { false }
    var isInTransaction: Bool { connection.isInTransaction }
    var isInWriteTransaction: Bool { connection.isInWriteTransaction }
    var changeCounter: UInt64? { UInt64(connection.dataVersion) }

    func statement(_ sql: String) throws -> any StoreStatement {
        SQLiteStoreStatement(statement: try connection.statement(sql))
    }

    func read<T>(_ body: () throws -> T) throws -> T { try connection.read(body) }

    func write<T>(_ body: () throws -> T) throws -> T { try connection.write(body) }

    func write<T>(lockingDocument name: String, _ body: () throws -> T) throws -> T { try connection.write(body) }

    func write<T>(lockedByFirstStatement name: String, _ body: () throws -> T) throws -> T { try connection.write(body) }

    func isDuplicate(_ error: any Error) -> Bool {
        (error as? SQLiteError)?.code == .constraintUnique
    }

    var sendsWritesWithCommit: Bool { false }

    func isNotNullViolation(_ error: any Error) -> Bool {
        (error as? SQLiteError)?.code == .constraintNotNull
    }

    func lockDocument(named name: String) throws {}

    func documentIDsWereInserted() throws {}

    func integrityCheck() throws -> [String] {
        try connection.query("PRAGMA integrity_check") { try $0.get(0, as: String.self) }
    }
}

/// A cached SQLite statement; wrapping it costs one small allocation per use.
final class SQLiteStoreStatement: StoreStatement {
    let statement: Statement

    init(statement: Statement) {
        self.statement = statement
    }

    func forEachRow(_ values: [StoreValue], _ body: (StoreRow) throws -> Void) throws {
        try statement.forEachRow(values.map(SQLiteValue.init)) { try body(StoreRow($0)) }
    }

    func execute(_ values: [StoreValue]) throws {
        try statement.execute(values.map(SQLiteValue.init))
    }

    func queryFirst<T>(_ values: [StoreValue], _ transform: (StoreRow) throws -> T) throws -> T? {
        try statement.queryFirst(values.map(SQLiteValue.init)) { try transform(StoreRow($0)) }
    }
}

extension SQLiteValue {
    /// The store's value as SQLite binds it: the same storage class.
    init(_ value: StoreValue) {
        switch value {
        case .null: self = .null
        case .integer(let integer): self = .integer(integer)
        case .real(let real): self = .real(real)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(bytes)
        }
    }
}

extension StoreValue {
    /// A value SQLite read, as the store reads it: the same storage class.
    init(_ value: SQLiteValue) {
        switch value {
        case .null: self = .null
        case .integer(let integer): self = .integer(integer)
        case .real(let real): self = .real(real)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(bytes)
        }
    }
}
