import CSQLite

/// Running SQL. Statements go through the connection's cache (`statement(_:)`), except scripts.
extension Connection {
    /// The prepared statement for `sql` (one statement), from the cache or compiled and cached.
    ///
    /// A cache hit costs a hash of `sql`. If the cached statement is running (a query for the
    /// same SQL inside a `forEachRow` over it), a separate, uncached statement is compiled.
    package func statement(_ sql: String) throws -> Statement {
        let cached = cache.statement(for: sql)
        if let cached, !cached.isRunning {
            return cached
        }
        let statement = try Statement(handle: handle, sql: sql, persistent: cached == nil)
        if cached == nil {
            cache.insert(statement)
        }
        return statement
    }

    /// Runs one statement to completion through the statement cache, discarding any rows.
    package func execute(_ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = []) throws {
        try statement(sql).execute(arguments)
    }

    /// Runs one statement through the statement cache and returns `transform` of each row.
    package func query<T>(
        _ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = [], _ transform: (Row) throws -> T
    ) throws -> [T] {
        try statement(sql).query(arguments, transform)
    }

    /// Runs one statement through the statement cache until its first row, and returns
    /// `transform` of it, or nil if there is none.
    package func queryFirst<T>(
        _ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = [], _ transform: (Row) throws -> T
    ) throws -> T? {
        try statement(sql).queryFirst(arguments, transform)
    }

    /// Runs one statement through the statement cache, calling `body` with each row as SQLite
    /// produces it, without collecting them.
    package func forEachRow(
        _ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = [], _ body: (Row) throws -> Void
    ) throws {
        try statement(sql).forEachRow(arguments, body)
    }

    /// Runs every statement of `script` in order, without arguments and without caching; stops
    /// at the first failure, whose error names the failing statement. Does not open a
    /// transaction: wrap it in `write` to make it atomic.
    package func executeScript(_ script: String) throws {
        try script.withCString { start in
            var remaining = start
            while remaining.pointee != 0 {
                var prepared: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle.pointer, remaining, -1, &prepared, &tail)
                guard code == SQLITE_OK, let tail else { throw handle.error(code: code, sql: Self.trimmed(remaining)) }
                defer { sqlite3_finalize(prepared) }
                remaining = tail
                // No statement: the text was blanks, comments or an empty statement (";").
                guard let prepared else { continue }
                var stepCode: Int32
                repeat { stepCode = sqlite3_step(prepared) } while stepCode == SQLITE_ROW
                guard stepCode == SQLITE_DONE else {
                    throw handle.error(code: stepCode, sql: Self.trimmed(sqlite3_sql(prepared)))
                }
            }
        }
    }

    /// A statement of a script, without the blanks that separated it from the previous one.
    private static func trimmed(_ text: UnsafePointer<CChar>) -> String {
        String(String(cString: text).trimmingPrefix(while: \.isWhitespace))
    }
}
