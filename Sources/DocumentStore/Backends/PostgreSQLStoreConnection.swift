import PostgreSQLDatabase
import SQLiteDatabase

/// A store in a PostgreSQL database: `StoreConnection` over `PostgreSQLConnection`.
///
/// Concurrency: write transactions run at READ COMMITTED, and a writer of a document first
/// locks its `documents` row (`SELECT ... FOR UPDATE`, `lockDocument(named:)`) and only then
/// reads its head. Writers of one document therefore take turns, each seeing the revisions
/// committed before it, so revision numbers stay gap-free and ordered on any number of
/// machines; writers of different documents do not wait for each other, and nobody needs to
/// retry (serialisable transactions would make concurrent writers of one document fail and
/// start again, which under many writers wastes most of the work). A transaction is all or
/// nothing on the server: a client killed or disconnected mid-write leaves no partial revision.
///
/// Reads run in READ ONLY, REPEATABLE READ transactions: one snapshot for the whole read,
/// and they run on a hot standby or with `default_transaction_read_only`. Their COMMIT is not
/// waited for (`PostgreSQLConnection.detachCommit()`), and a read of one SELECT is sent alone,
/// as its own transaction (`readOneStatement(_:)`): one round trip each.
final class PostgreSQLStoreConnection: StoreConnection {
    let connection: PostgreSQLConnection
    private let readOnlyAccess: Bool
    private var writing = false
    /// The document whose row the open write transaction locked as it began.
    private var lockedDocument: String?
    /// Statements by their SQLite-dialect text, so each is translated once.
    private var statements: [String: PostgreSQLStoreStatement] = [:]

    /// `readOnly`: refuse writes even where the server would accept them.
    init(_ connection: PostgreSQLConnection, readOnly: Bool) {
        self.connection = connection
        readOnlyAccess = readOnly
    }

    var location: String { connection.redactedURL }
    var dialect: SQLDialect { .postgreSQL }
    var isReadOnly: Bool { readOnlyAccess || connection.isReadOnly }
    var serverRefusesWrites: Bool { !readOnlyAccess && connection.isReadOnly }
    var isInTransaction: Bool { connection.isInTransaction }
    var isInWriteTransaction: Bool { writing && connection.isInTransaction }
    var changeCounter: UInt64? { nil }

    func statement(_ sql: String) throws -> any StoreStatement {
        if let statement = statements[sql] { return statement }
        let statement = PostgreSQLStoreStatement(connection: connection, sql: dialect.translate(sql))
        statements[sql] = statement
        return statement
    }

    func read<T>(_ body: () throws -> T) throws -> T {
        try connection.transaction(.repeatableRead, readOnly: true, body)
    }

    /// Runs the one statement of `body` without BEGIN and COMMIT: PostgreSQL runs a statement
    /// sent alone in a transaction of its own, which sees one snapshot throughout. The callers
    /// are fixed SELECTs, so nothing is written even outside a read-only transaction.
    func readOneStatement<T>(_ body: () throws -> T) throws -> T {
        if !connection.isConnected { try connection.reconnect() }
        return try body()
    }

    func write<T>(_ body: () throws -> T) throws -> T {
        try write(firstStatement: nil, body)
    }

    func write<T>(lockingDocument name: String, _ body: () throws -> T) throws -> T {
        let lock = (sql: Self.lockStatement, arguments: [PostgreSQLValue.text(name)])
        let outer = lockedDocument
        lockedDocument = name
        defer { lockedDocument = outer }
        return try write(firstStatement: lock, body)
    }

    func write<T>(lockedByFirstStatement name: String, _ body: () throws -> T) throws -> T {
        let outer = lockedDocument
        lockedDocument = name
        defer { lockedDocument = outer }
        return try write(firstStatement: nil, body)
    }

    private func write<T>(firstStatement: (sql: String, arguments: [PostgreSQLValue])?, _ body: () throws -> T) throws -> T {
        // A nested call fails (transactions do not nest) and must leave the outer one marked.
        let outer = writing
        writing = true
        defer { writing = outer }
        return try connection.transaction(.readCommitted, firstStatement: firstStatement) {
            let result = try body()
            // Travels with COMMIT; delivered to listeners (`StoreCommitWatch`) only if it commits.
            try connection.enqueue(Self.commitNotification, [])
            return result
        }
    }

    /// Tells the listeners of `StoreCommitWatch.channel` that the transaction committed.
    private static let commitNotification = "SELECT pg_notify('\(StoreCommitWatch.channel)', '')"

    func isDuplicate(_ error: any Error) -> Bool {
        (error as? PostgreSQLError)?.isUniqueViolation == true
    }

    var sendsWritesWithCommit: Bool { true }

    func isNotNullViolation(_ error: any Error) -> Bool {
        (error as? PostgreSQLError)?.isNotNullViolation == true
    }

    func lockDocument(named name: String) throws {
        guard name != lockedDocument else { return }
        try connection.enqueue(Self.lockStatement, [.text(name)])
    }

    /// Locks the row of the document named `$1` until the transaction ends.
    private static let lockStatement = "SELECT 1 FROM documents WHERE name = $1 FOR UPDATE"

    func documentIDsWereInserted() throws {
        try connection.execute(
            "SELECT setval(pg_get_serial_sequence('documents', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM documents), false)")
    }

    /// PostgreSQL checks its constraints as it writes and has no whole-database check to run
    /// from a client: the check here is that the store's own invariants hold (every document
    /// has its first revision and a snapshot).
    func integrityCheck() throws -> [String] {
        let problems = try connection.query(
            """
            SELECT 'document ' || name || ' has no revision 1 or no snapshot' FROM documents
            WHERE NOT EXISTS (SELECT 1 FROM revisions WHERE key = (documents.id << 32) + 1)
               OR NOT EXISTS (SELECT 1 FROM snapshots WHERE key BETWEEN documents.id << 32 AND (documents.id << 32) + 4294967295)
            """
        ) { row -> String in
            guard case .text(let text) = try row.value(at: 0) else { return "" }
            return text
        }
        return problems.isEmpty ? ["ok"] : problems
    }
}

/// A statement of a PostgreSQL store: the translated SQL, prepared by the connection on its
/// first run and kept there.
final class PostgreSQLStoreStatement: StoreStatement {
    let connection: PostgreSQLConnection
    let sql: String

    init(connection: PostgreSQLConnection, sql: String) {
        self.connection = connection
        self.sql = sql
    }

    func forEachRow(_ values: [StoreValue], _ body: (StoreRow) throws -> Void) throws {
        try connection.forEachRow(sql, values.map(Self.argument)) { try body(try Self.row($0, sql: sql)) }
    }

    /// Inside a transaction, waits to travel with the next statement that returns rows, or
    /// with COMMIT (`PostgreSQLConnection.enqueue`): its error, if any, is thrown there.
    func execute(_ values: [StoreValue]) throws {
        try connection.enqueue(sql, values.map(Self.argument))
    }

    func queryFirst<T>(_ values: [StoreValue], _ transform: (StoreRow) throws -> T) throws -> T? {
        try connection.queryFirst(sql, values.map(Self.argument)) { try transform(try Self.row($0, sql: sql)) }
    }

    static func argument(_ value: StoreValue) -> PostgreSQLValue {
        switch value {
        case .null: .null
        case .integer(let integer): .integer(integer)
        case .real(let real): .real(real)
        case .text(let text): .text(text)
        case .blob(let bytes): .bytes(bytes)
        }
    }

    static func row(_ row: PostgreSQLRow, sql: String) throws -> StoreRow {
        let values = try (0..<row.count).map { column -> StoreValue in
            switch try row.value(at: column) {
            case .null: .null
            case .integer(let integer): .integer(integer)
            case .real(let real): .real(real)
            case .text(let text): .text(text)
            case .bytes(let bytes): .blob(bytes)
            case .boolean(let flag): .integer(flag ? 1 : 0)
            }
        }
        return StoreRow(values: values, sql: sql)
    }
}
