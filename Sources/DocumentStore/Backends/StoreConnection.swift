/// The store's one way to its database, whichever engine holds it (SQLite or PostgreSQL).
///
/// The store writes its SQL once, in SQLite's dialect with `?` parameters; each backend runs
/// it in its own (`SQLDialect`). Values travel as `StoreValue`s in both directions, so the
/// code that reads rows is the same for every backend.
package protocol StoreConnection: AnyObject {
    /// What the store is: a file path, or a PostgreSQL URL without its password. Safe to show.
    var location: String { get }
    /// The engine's dialect, for the few fragments of SQL that differ between engines.
    var dialect: SQLDialect { get }
    /// Whether every write is refused (opened read-only, or a read-only server).
    var isReadOnly: Bool { get }
    /// Whether writes are refused by the server rather than by how the store was opened (a
    /// PostgreSQL hot standby); never for SQLite.
    var serverRefusesWrites: Bool { get }
    /// Whether a transaction is open.
    var isInTransaction: Bool { get }
    /// Whether the open transaction is a write transaction.
    var isInWriteTransaction: Bool { get }
    /// A counter that moves whenever anyone commits, read in O(1); nil for a backend without
    /// one (the store then asks the database whether a document's head moved).
    var changeCounter: UInt64? { get }

    /// The prepared statement for `sql` (SQLite's dialect, one statement), cached by its text.
    func statement(_ sql: String) throws -> any StoreStatement
    /// Runs `body` in a transaction that sees one state of the store throughout.
    func read<T>(_ body: () throws -> T) throws -> T
    /// Runs `body`, which runs exactly one statement and that statement only reads, as the
    /// statement's own transaction where the engine gives a single statement one state of the
    /// store by itself (PostgreSQL: no BEGIN or COMMIT, one round trip); else as `read(_:)`.
    func readOneStatement<T>(_ body: () throws -> T) throws -> T
    /// Runs `body` in a write transaction: committed if it returns, rolled back if it throws.
    func write<T>(_ body: () throws -> T) throws -> T
    /// As `write(_:)`, for a transaction that writes document `name`: where writers take the
    /// document's lock (`lockDocument(named:)`), it is taken as the transaction begins, in
    /// the same round trip.
    func write<T>(lockingDocument name: String, _ body: () throws -> T) throws -> T
    /// As `write(lockingDocument:_:)`, for a transaction whose first statement takes the
    /// document's lock itself (`AppendStatements.insertRevisionCheckingHead` does, with
    /// `SQLDialect.rowLock`): no statement of its own is sent for it.
    func write<T>(lockedByFirstStatement name: String, _ body: () throws -> T) throws -> T
    /// Whether `error` says a row broke a unique key: another writer inserted the same key
    /// first (with PostgreSQL, after waiting for its commit).
    func isDuplicate(_ error: any Error) -> Bool
    /// Whether statements that return no rows wait, inside a write transaction, to travel
    /// with the commit (`StoreStatement.execute`): then a transaction that only writes costs
    /// one round trip, and a check that must travel with it has to be a write that fails.
    var sendsWritesWithCommit: Bool { get }
    /// Whether `error` says a row left a `NOT NULL` column empty.
    func isNotNullViolation(_ error: any Error) -> Bool
    /// Inside a write transaction, waits until no other writer holds document `name` and
    /// keeps others out until the commit, so that its revisions are numbered one after the
    /// other. A no-op where write transactions already exclude each other (SQLite).
    func lockDocument(named name: String) throws
    /// After rows of `documents` were inserted with their ids given: makes the next new
    /// document's id follow the largest (PostgreSQL's identity sequence; SQLite does so itself).
    func documentIDsWereInserted() throws
    /// The database's own consistency check: `["ok"]` when it finds nothing wrong.
    func integrityCheck() throws -> [String]
}

/// A prepared statement of a `StoreConnection`. Arguments bind in order to the `?` parameters.
package protocol StoreStatement: AnyObject {
    /// Runs the statement, calling `body` with each row, in order; the row is valid only
    /// during the call.
    func forEachRow(_ values: [StoreValue], _ body: (StoreRow) throws -> Void) throws
    /// Runs the statement to completion, discarding any rows. A backend may defer it inside a
    /// transaction (PostgreSQL sends it with the next statement that returns rows, or with
    /// COMMIT): its error is then thrown by that statement.
    func execute(_ values: [StoreValue]) throws
    /// Runs the statement until its first row and returns `transform` of it, or nil.
    func queryFirst<T>(_ values: [StoreValue], _ transform: (StoreRow) throws -> T) throws -> T?
}

extension StoreStatement {
    /// Runs the statement until its first row and returns `transform` of it, or nil.
    package func queryFirst<T>(_ arguments: [(any StoreValueConvertible)?], _ transform: (StoreRow) throws -> T) throws -> T? {
        try queryFirst(arguments.map { $0?.storeValue ?? .null }, transform)
    }

    /// Runs the statement to completion with `arguments`, discarding any rows.
    package func execute(_ arguments: [(any StoreValueConvertible)?]) throws {
        try execute(arguments.map { $0?.storeValue ?? .null })
    }

    /// Runs the statement and returns `transform` of each row, in order.
    package func query<T>(_ values: [StoreValue] = [], _ transform: (StoreRow) throws -> T) throws -> [T] {
        var results: [T] = []
        try forEachRow(values) { results.append(try transform($0)) }
        return results
    }
}

extension StoreConnection {
    /// As `read(_:)`: engines without a cheaper form for a single statement.
    package func readOneStatement<T>(_ body: () throws -> T) throws -> T {
        try read(body)
    }

    /// Runs one statement to completion through the statement cache, discarding any rows.
    package func execute(_ sql: String, _ arguments: [(any StoreValueConvertible)?] = []) throws {
        try statement(sql).execute(arguments)
    }

    /// Runs one statement and returns `transform` of each row.
    package func query<T>(_ sql: String, _ arguments: [(any StoreValueConvertible)?] = [], _ transform: (StoreRow) throws -> T) throws -> [T] {
        try statement(sql).query(arguments.map { $0?.storeValue ?? .null }, transform)
    }

    /// Runs one statement and returns `transform` of its first row, or nil if there is none.
    package func queryFirst<T>(_ sql: String, _ arguments: [(any StoreValueConvertible)?] = [], _ transform: (StoreRow) throws -> T) throws -> T? {
        try statement(sql).queryFirst(arguments.map { $0?.storeValue ?? .null }, transform)
    }

    /// Runs one statement, calling `body` with each row as it comes.
    package func forEachRow(_ sql: String, _ arguments: [(any StoreValueConvertible)?] = [], _ body: (StoreRow) throws -> Void) throws {
        try statement(sql).forEachRow(arguments.map { $0?.storeValue ?? .null }, body)
    }
}
