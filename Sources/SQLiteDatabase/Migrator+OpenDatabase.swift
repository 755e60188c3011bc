import SchemaMigrations

extension Migrator {
    /// Opens the SQLite database at `path` (as `Connection(path:options:)` does), checks its
    /// migration history and applies the missing migrations in order (`migrate(_:access:)`
    /// over `SQLiteMigrationBackend`).
    ///
    /// With `.readOnly`, nothing is written, not even the switch to WAL: the database must be
    /// up to date (`MigrationError.migrationsPending`, or `.noSchema` for an empty file or
    /// database). With `.mustExist`, an empty file or database is refused (`.noSchema`),
    /// untouched. Otherwise the file is switched to WAL, a new database gets its whole schema in
    /// one transaction, and an older one each pending migration in its own.
    /// Costs one read transaction when the database is up to date, plus one write transaction
    /// per applied migration.
    package func openDatabase(at path: String, options: OpenOptions = OpenOptions()) throws -> Connection {
        let connection = try Connection(path: path, options: options, switchingToWAL: false)
        let access: MigrationAccess = switch options.mode {
        case .readOnly: .readOnly
        case .mustExist: .upgrade
        case .create: .create
        }
        try migrate(SQLiteMigrationBackend(connection: connection, applicationID: applicationID), access: access)
        return connection
    }
}
