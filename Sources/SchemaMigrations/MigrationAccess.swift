/// What `Migrator.migrate(_:access:)` may do to a database.
package enum MigrationAccess: Sendable, Hashable {
    /// Write nothing: the database must be up to date (`MigrationError.migrationsPending`), and
    /// must have a schema (`MigrationError.noSchema`).
    case readOnly
    /// Apply the pending migrations of a database that has a schema; a database without any is
    /// refused (`MigrationError.noSchema`), untouched.
    case upgrade
    /// Apply the pending migrations, creating the whole schema of a new database.
    case create
}
