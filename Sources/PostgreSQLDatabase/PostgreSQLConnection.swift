/// A synchronous connection to a PostgreSQL server through libpq.
///
/// Opened from a URL or key/value string that libpq reads (`postgresql://user@host:5432/db`,
/// with `?sslmode=verify-full&sslrootcert=...` and the other TLS settings passed through);
/// libpq fills what it leaves out from the `PG*` environment variables and the password from
/// `~/.pgpass`. libpq itself is loaded by the first connection (`LibPQ`). Statements run as
/// prepared statements, prepared once per connection and cached by their text; arguments
/// travel as text (bytes in binary) and results in binary.
///
/// Inside a transaction, statements whose rows nobody reads can wait (`enqueue`): they travel
/// with the next statement that returns rows, or with COMMIT, in one round trip (libpq's
/// pipeline mode), and the error of one of them is thrown there.
///
/// Not Sendable: one thread at a time uses a connection. Closed when released.
package final class PostgreSQLConnection {
    /// The connection string with its password removed (`ConnectionURL.redacted`): the only
    /// form of it that messages may show.
    package let redactedURL: String
    let libpq: LibPQ
    var pointer: OpaquePointer
    private var prepared: [String: PreparedStatement] = [:]
    private var nextStatementNumber = 0
    /// Statements sent with the next flight (`enqueue`), in order.
    var queued: [PipelinedCommand] = []
    /// Whether the commands queued begin the transaction, and no result of it was read yet:
    /// a flight of them that finds the connection lost may be sent again on a new one.
    var queuedBeginTransaction = false
    /// Whether the COMMIT of the last read-only transaction was sent and its answer not yet
    /// read (`detachCommit()`): read before anything else is sent (`settle()`).
    var commitInFlight = false
    /// How many times this connection has sent something and waited for the answer: one per
    /// statement run at once or flight, two per statement prepared.
    package internal(set) var roundTrips = 0
    /// Whether the server refuses writes: `default_transaction_read_only` is on, or the
    /// server is a hot standby. Read when the connection was made.
    package private(set) var isReadOnly = false

    /// Connects to `url`. Throws `PostgreSQLError` with `connectionLost` set when libpq cannot
    /// be loaded, or the server cannot be reached or refuses the connection; its message names
    /// the redacted URL.
    package init(url: String) throws {
        redactedURL = ConnectionURL.redacted(url)
        libpq = try LibPQ.loaded()
        guard let pointer = libpq.connectdb(url) else {
            throw PostgreSQLError(message: "out of memory connecting to \(redactedURL)", connectionLost: true)
        }
        self.pointer = pointer
        guard libpq.status(pointer) == LibPQ.connectionOK else {
            // Every property is set: the failed initialiser's deinit closes the connection.
            let message = Self.scrubbed(message, url: url)
            throw PostgreSQLError(message: "cannot connect to \(redactedURL): \(message)", connectionLost: true)
        }
        try setUp()
    }

    deinit {
        libpq.finish(pointer)
    }

    /// Silences the server's notices (libpq prints them on stderr) and reads whether the
    /// session may write.
    private func setUp() throws {
        _ = libpq.setNoticeProcessor(pointer, { _, _ in }, nil)
        isReadOnly = try queryFirst("SELECT current_setting('transaction_read_only')") { try $0.value(at: 0) } == .text("on")
    }

    /// Whether a transaction is open (or failed and not yet rolled back), or queued to begin.
    package var isInTransaction: Bool {
        if queuedBeginTransaction { return true }
        if commitInFlight { return false }
        let status = libpq.transactionStatus(pointer)
        return status == LibPQ.transactionOpen || status == LibPQ.transactionFailed || status == LibPQ.transactionActive
    }

    /// Whether the connection is usable; false after the server went away.
    package var isConnected: Bool {
        libpq.status(pointer) == LibPQ.connectionOK
    }

    /// Reconnects with the same settings after the connection broke; statements are prepared
    /// again as they are used. Throws if the server is still unreachable.
    package func reconnect() throws {
        commitInFlight = false
        libpq.reset(pointer)
        _ = libpq.exitPipelineMode(pointer)
        prepared = [:]
        guard isConnected else {
            throw PostgreSQLError(message: "cannot reconnect to \(redactedURL): \(message)", connectionLost: true)
        }
        try setUp()
    }

    // MARK: Running statements

    /// Runs `sql` (one or more statements, no arguments) without preparing it: for scripts.
    /// Statements queued before it are sent first.
    package func executeScript(_ sql: String) throws {
        settle()
        try sendQueued()
        roundTrips += 1
        _ = try checked(libpq.exec(pointer, sql), sql: sql)
    }

    /// Runs `sql` (one statement, parameters `$1`, `$2`, ...) with `arguments`, discarding rows.
    package func execute(_ sql: String, _ arguments: [PostgreSQLValue] = []) throws {
        _ = try run(sql, arguments)
    }

    /// Queues `sql` (one statement) with `arguments` to be sent with the next statement that
    /// returns rows, or with COMMIT, in one round trip; discards its rows. Outside a
    /// transaction it runs at once. An error of the statement is thrown by that later call,
    /// and aborts the transaction as it would have at once.
    package func enqueue(_ sql: String, _ arguments: [PostgreSQLValue] = []) throws {
        guard isInTransaction else { return try execute(sql, arguments) }
        queued.append(try command(sql, arguments))
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

    /// Prepares `sql` on first use, then executes it with `arguments`, with the queued
    /// statements before it in the same round trip; the whole result is read before this returns.
    private func run(_ sql: String, _ arguments: [PostgreSQLValue]) throws -> PostgreSQLResult {
        let command = try command(sql, arguments)
        guard queued.isEmpty else { return try sendQueued(then: command)! }
        settle()
        roundTrips += 1
        let result = ParameterEncoding.withParameters(command.arguments) { values, lengths, formats in
            libpq.execPrepared(pointer, command.statement, Int32(command.arguments.count), values, lengths, formats, 1)
        }
        return try checked(result, sql: sql)
    }

    /// `sql` prepared (on first use) and its arguments encoded, ready to send.
    private func command(_ sql: String, _ arguments: [PostgreSQLValue]) throws -> PipelinedCommand {
        let statement = try prepare(sql)
        guard arguments.count == statement.parameterCount else {
            throw PostgreSQLError(message: "\(arguments.count) arguments for \(statement.parameterCount) parameters", sql: sql)
        }
        return PipelinedCommand(sql: sql, statement: statement.name, arguments: try arguments.map { try ParameterEncoding.encode($0, sql: sql) })
    }

    /// Prepares `sql` under a name of its own, once per connection. Preparing runs at once
    /// (two round trips, the first time only), before any queued statement is sent.
    func prepare(_ sql: String) throws -> PreparedStatement {
        if let statement = prepared[sql] { return statement }
        settle()
        nextStatementNumber += 1
        let name = "stackdoc_\(nextStatementNumber)"
        roundTrips += 2
        _ = try checked(libpq.prepare(pointer, name, sql, 0, nil), sql: sql)
        let description = try checked(libpq.describePrepared(pointer, name), sql: sql)
        let statement = PreparedStatement(name: name, parameterCount: Int(libpq.nparams(description.pointer)))
        prepared[sql] = statement
        return statement
    }

    /// `result`, owned (freed when released), or the error it reports (a missing result is a
    /// broken connection).
    func checked(_ result: OpaquePointer?, sql: String) throws -> PostgreSQLResult {
        guard let result else {
            throw PostgreSQLError(message: message, sql: sql, connectionLost: !isConnected)
        }
        let owned = PostgreSQLResult(result, libpq: libpq)
        switch libpq.resultStatus(result) {
        case LibPQ.commandOK, LibPQ.tuplesOK, LibPQ.emptyQuery: return owned
        default: throw error(of: owned, sql: sql)
        }
    }

    /// The error a failed result reports, with its SQLSTATE.
    func error(of result: PostgreSQLResult, sql: String) -> PostgreSQLError {
        let state = libpq.resultErrorField(result.pointer, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
        let text = libpq.resultErrorField(result.pointer, Int32(UInt8(ascii: "M"))).map { String(cString: $0) } ?? message
        // 57P01 and 57P02: the server ended the session (a terminated backend, a shutdown), which
        // libpq may not have noticed yet.
        let ended = state == "57P01" || state == "57P02"
        return PostgreSQLError(sqlState: state, message: text, sql: sql, connectionLost: ended || !isConnected)
    }

    /// libpq's last message for the connection, without its trailing newline.
    var message: String {
        guard let text = libpq.errorMessage(pointer) else { return "unknown error" }
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
