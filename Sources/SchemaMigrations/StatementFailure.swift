extension MigrationError {
    /// Why a migration's statement failed, as the database engine reported it: its message,
    /// the statement, and the engine's full wording of the failure (`description`).
    package struct StatementFailure: Hashable, Sendable, CustomStringConvertible {
        /// The engine's message, e.g. "no such table: missing".
        package let message: String
        /// The statement that failed, if the engine named it.
        package let sql: String?
        /// The engine's full report, e.g. with its result code.
        package let description: String

        package init(message: String, sql: String?, description: String) {
            self.message = message
            self.sql = sql
            self.description = description
        }
    }
}
