/// What a database records about its migrations, read in one transaction.
struct MigrationHistory {
    struct Entry {
        let version: Int
        let name: String
        let checksum: String
    }

    static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    /// The applied migrations, by version.
    let entries: [Entry]
    /// The database header's `application_id`; 0 if never set.
    let applicationID: Int32
    /// Whether the database has no schema object at all (a new file).
    let isEmpty: Bool
    /// Whether the database has the migration history table.
    let hasTable: Bool

    /// Reads the history. Costs a scan of the schema and of the history table.
    init(of connection: Connection) throws {
        let objectCount = try connection.queryFirst("SELECT count(*) FROM sqlite_schema") { try $0.get(0, as: Int.self) } ?? 0
        hasTable = try connection.queryFirst(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") { _ in true } ?? false
        isEmpty = objectCount == 0
        applicationID = try connection.queryFirst("PRAGMA application_id") { try $0.get(0, as: Int64.self) }
            .map { Int32(truncatingIfNeeded: $0) } ?? 0
        entries = hasTable
            ? try connection.query("SELECT version, name, checksum FROM schema_migrations ORDER BY version") {
                Entry(version: try $0.get(0), name: try $0.get(1), checksum: try $0.get(2))
            }
            : []
    }
}
