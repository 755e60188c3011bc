import Testing

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

    /// Cancels the running test case (reported as skipped, with the reason) when this backend
    /// cannot be tested here, after removing `directory` if one is given.
    public func cancelUnlessAvailable(removing directory: String? = nil) throws {
        guard let reason = unavailableReason else { return }
        if let directory { TestEnvironment.removeDirectory(directory) }
        print("\(self) case skipped: \(reason)")
        try Test.cancel(Comment(rawValue: reason))
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
