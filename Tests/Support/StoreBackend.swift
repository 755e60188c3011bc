/// The databases a store can live in, for tests parameterised over them
/// (`@Test(arguments: StoreBackend.allCases)`).
public enum StoreBackend: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite = "SQLite"
    case postgreSQL = "PostgreSQL"

    public var description: String { rawValue }

    /// Why this backend cannot be tested here, or nil when it can: PostgreSQL needs a server
    /// (`PostgreSQLTestServer`).
    public var unavailableReason: String? {
        switch self {
        case .sqlite: nil
        case .postgreSQL: PostgreSQLTestServer.isAvailable ? nil : PostgreSQLTestServer.skipComment
        }
    }

    /// Where a fresh, empty store goes: a file in `directory` (which the caller removes), or a
    /// new database of the test server.
    public func freshLocation(in directory: String) throws -> String {
        switch self {
        case .sqlite: directory + "/store.db"
        case .postgreSQL: try PostgreSQLTestServer.freshDatabase()
        }
    }
}
