import CPostgreSQL

/// A synchronous connection to a PostgreSQL server through libpq.
///
/// Opened from a URL or key/value string that libpq reads (`postgresql://user@host:5432/db`,
/// with `?sslmode=verify-full&sslrootcert=...` and the other TLS settings passed through);
/// libpq fills what it leaves out from the `PG*` environment variables and the password from
/// `~/.pgpass`. Statements run as prepared statements, prepared once per connection and
/// cached by their text; arguments travel as text (bytes in binary) and results in binary.
///
/// Not Sendable: one thread at a time uses a connection. Closed when released.
package final class PostgreSQLConnection {
    /// The connection string with its password removed (`ConnectionURL.redacted`): the only
    /// form of it that messages may show.
    package let redactedURL: String
    var pointer: OpaquePointer
    private var prepared: [String: PreparedStatement] = [:]
    private var nextStatementNumber = 0
    /// Whether the server refuses writes: `default_transaction_read_only` is on, or the
    /// server is a hot standby. Read when the connection was made.
    package private(set) var isReadOnly = false

    /// Connects to `url`. Throws `PostgreSQLError` with `connectionLost` set when the server
    /// cannot be reached or refuses the connection; its message names the redacted URL.
    package init(url: String) throws {
        redactedURL = ConnectionURL.redacted(url)
        guard let pointer = PQconnectdb(url) else {
            throw PostgreSQLError(message: "out of memory connecting to \(redactedURL)", connectionLost: true)
        }
        self.pointer = pointer
        guard PQstatus(pointer) == CONNECTION_OK else {
            // Every property is set: the failed initialiser's deinit closes the connection.
            let message = Self.scrubbed(Self.message(of: pointer), url: url)
            throw PostgreSQLError(message: "cannot connect to \(redactedURL): \(message)", connectionLost: true)
        }
        try setUp()
    }

    deinit {
        PQfinish(pointer)
    }

    /// Silences the server's notices (libpq prints them on stderr) and reads whether the
    /// session may write.
    private func setUp() throws {
        PQsetNoticeProcessor(pointer, { _, _ in }, nil)
        isReadOnly = try queryFirst("SELECT current_setting('transaction_read_only')") { try $0.value(at: 0) } == .text("on")
    }

    /// Whether a transaction is open (or failed and not yet rolled back).
    package var isInTransaction: Bool {
        let status = PQtransactionStatus(pointer)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// Whether the connection is usable; false after the server went away.
    package var isConnected: Bool {
        PQstatus(pointer) == CONNECTION_OK
    }

    /// Reconnects with the same settings after the connection broke; statements are prepared
    /// again as they are used. Throws if the server is still unreachable.
    package func reconnect() throws {
        PQreset(pointer)
        prepared = [:]
        guard isConnected else {
            throw PostgreSQLError(message: "cannot reconnect to \(redactedURL): \(Self.message(of: pointer))", connectionLost: true)
        }
        try setUp()
    }

    // MARK: Running statements

    /// Runs `sql` (one or more statements, no arguments) without preparing it: for scripts
    /// and transaction control.
    package func executeScript(_ sql: String) throws {
        _ = try checked(PQexec(pointer, sql), sql: sql)
    }

    /// Runs `sql` (one statement, parameters `$1`, `$2`, ...) with `arguments`, discarding rows.
    package func execute(_ sql: String, _ arguments: [PostgreSQLValue] = []) throws {
        _ = try run(sql, arguments)
    }

    /// Runs `sql` with `arguments` and calls `body` with each row, in order.
    package func forEachRow(_ sql: String, _ arguments: [PostgreSQLValue] = [], _ body: (PostgreSQLRow) throws -> Void) throws {
        let result = try run(sql, arguments)
        for index in 0..<result.rowCount {
            try body(PostgreSQLRow(result: result, index: index, sql: sql))
        }
    }

    /// Runs `sql` with `arguments` and returns `transform` of its first row, or nil.
    package func queryFirst<T>(_ sql: String, _ arguments: [PostgreSQLValue] = [], _ transform: (PostgreSQLRow) throws -> T) throws -> T? {
        let result = try run(sql, arguments)
        guard result.rowCount > 0 else { return nil }
        return try transform(PostgreSQLRow(result: result, index: 0, sql: sql))
    }

    /// Runs `sql` with `arguments` and returns `transform` of each row.
    package func query<T>(_ sql: String, _ arguments: [PostgreSQLValue] = [], _ transform: (PostgreSQLRow) throws -> T) throws -> [T] {
        var results: [T] = []
        try forEachRow(sql, arguments) { results.append(try transform($0)) }
        return results
    }

    /// Prepares `sql` on first use, then executes it with `arguments`; the whole result is
    /// read before this returns.
    private func run(_ sql: String, _ arguments: [PostgreSQLValue]) throws -> PostgreSQLResult {
        let statement = try prepare(sql)
        guard arguments.count == statement.parameterCount else {
            throw PostgreSQLError(message: "\(arguments.count) arguments for \(statement.parameterCount) parameters", sql: sql)
        }
        let encoded = try arguments.map { try ParameterEncoding.encode($0, sql: sql) }
        let result = ParameterEncoding.withParameters(encoded) { values, lengths, formats in
            PQexecPrepared(pointer, statement.name, Int32(encoded.count), values, lengths, formats, 1)
        }
        return try checked(result, sql: sql)
    }

    private func prepare(_ sql: String) throws -> PreparedStatement {
        if let statement = prepared[sql] { return statement }
        nextStatementNumber += 1
        let name = "stackdoc_\(nextStatementNumber)"
        _ = try checked(PQprepare(pointer, name, sql, 0, nil), sql: sql)
        let description = try checked(PQdescribePrepared(pointer, name), sql: sql)
        let statement = PreparedStatement(name: name, parameterCount: Int(PQnparams(description.pointer)))
        prepared[sql] = statement
        return statement
    }

    /// `result`, owned (freed when released), or the error it reports (a missing result is a
    /// broken connection).
    private func checked(_ result: OpaquePointer?, sql: String) throws -> PostgreSQLResult {
        guard let result else {
            throw PostgreSQLError(message: Self.message(of: pointer), sql: sql, connectionLost: !isConnected)
        }
        let owned = PostgreSQLResult(result)
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return owned
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            let message = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
                ?? Self.message(of: pointer)
            throw PostgreSQLError(sqlState: state, message: message, sql: sql, connectionLost: !isConnected)
        }
    }

    /// libpq's last message for the connection, without its trailing newline.
    static func message(of pointer: OpaquePointer) -> String {
        guard let text = PQerrorMessage(pointer) else { return "unknown error" }
        return String(String(cString: text).trimmingSuffix { $0.isNewline })
    }

    /// `message` with any password that `url` holds replaced, in case libpq quotes it.
    private static func scrubbed(_ message: String, url: String) -> String {
        message.replacing(url, with: ConnectionURL.redacted(url))
    }
}

@available(*, unavailable, message: "A PostgreSQLConnection is used by one thread at a time")
extension PostgreSQLConnection: Sendable {}

/// A statement prepared on the server under `name`.
struct PreparedStatement {
    let name: String
    let parameterCount: Int
}

extension StringProtocol {
    /// The text without the trailing characters that satisfy `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> SubSequence {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
