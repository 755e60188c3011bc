/// One statement as a flight sends it: a prepared statement and its encoded arguments, or,
/// for transaction control, plain text without arguments.
struct PipelinedCommand {
    let sql: String
    /// The prepared statement's name; nil to send `sql` itself.
    let statement: String?
    let arguments: [ParameterEncoding.Encoded]

    /// A statement of plain text, such as BEGIN or COMMIT.
    static func text(_ sql: String) -> PipelinedCommand {
        PipelinedCommand(sql: sql, statement: nil, arguments: [])
    }
}

/// Flights: several statements sent at once and their results read in order, in one round
/// trip (libpq's pipeline mode). The server runs them one after the other as it would have
/// one by one; after an error it skips the rest of the flight.
extension PostgreSQLConnection {
    /// Sends the queued statements, then `last` when given, in one round trip, and returns
    /// `last`'s result. Throws the first error among them. A flight that begins the transaction
    /// and finds the connection lost (the server restarted while the connection was idle) is
    /// sent again once on a new connection: nothing of it had run, and no result of it was read.
    @discardableResult
    func sendQueued(then last: PipelinedCommand? = nil) throws -> PostgreSQLResult? {
        var commands = queued
        if let last { commands.append(last) }
        queued = []
        let beginsTransaction = queuedBeginTransaction
        queuedBeginTransaction = false
        guard !commands.isEmpty else { return nil }
        do {
            return try flight(commands)
        } catch let error as PostgreSQLError where error.connectionLost && beginsTransaction {
            try reconnect()
            let again = try commands.map { command in
                guard command.statement != nil else { return command }
                return PipelinedCommand(sql: command.sql, statement: try prepare(command.sql).name, arguments: command.arguments)
            }
            return try flight(again)
        }
    }

    private func flight(_ commands: [PipelinedCommand]) throws -> PostgreSQLResult? {
        settle()
        roundTrips += 1
        guard libpq.enterPipelineMode(pointer) == 1 else {
            throw PostgreSQLError(message: message, sql: commands.first?.sql, connectionLost: !isConnected)
        }
        defer { _ = libpq.exitPipelineMode(pointer) }
        for command in commands {
            let sent = ParameterEncoding.withParameters(command.arguments) { values, lengths, formats in
                if let name = command.statement {
                    libpq.sendQueryPrepared(pointer, name, Int32(command.arguments.count), values, lengths, formats, 1)
                } else {
                    libpq.sendQueryParams(pointer, command.sql, 0, nil, nil, nil, nil, 1)
                }
            }
            guard sent == 1 else { throw PostgreSQLError(message: message, sql: command.sql, connectionLost: !isConnected) }
        }
        guard libpq.pipelineSync(pointer) == 1 else {
            throw PostgreSQLError(message: message, sql: commands.last?.sql, connectionLost: !isConnected)
        }
        var firstError: PostgreSQLError?
        var lastResult: PostgreSQLResult?
        for (index, command) in commands.enumerated() {
            guard let pointer = libpq.getResult(pointer) else {
                throw PostgreSQLError(message: message, sql: command.sql, connectionLost: true)
            }
            let result = PostgreSQLResult(pointer, libpq: libpq)
            switch libpq.resultStatus(pointer) {
            case LibPQ.commandOK, LibPQ.tuplesOK, LibPQ.emptyQuery:
                if index == commands.count - 1 { lastResult = result }
            case LibPQ.pipelineAborted:
                break
            default:
                let error = error(of: result, sql: command.sql)
                guard isConnected else { throw error }
                firstError = firstError ?? error
            }
            // Each statement's results end with a null one.
            while let extra = libpq.getResult(self.pointer) { libpq.clear(extra) }
        }
        guard let sync = libpq.getResult(pointer) else {
            throw PostgreSQLError(message: message, connectionLost: true)
        }
        let synced = libpq.resultStatus(sync) == LibPQ.pipelineSynced
        libpq.clear(sync)
        if let firstError { throw firstError }
        guard synced else { throw PostgreSQLError(message: "the server answered a flight out of order: \(message)") }
        return lastResult
    }
}
