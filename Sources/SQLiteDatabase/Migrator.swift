/// Opens databases and brings their schema up to date with a fixed list of migrations.
///
/// Each migration runs in its own `BEGIN IMMEDIATE` transaction together with its record in
/// `schema_migrations` (version, name, checksum, applied_at); `PRAGMA user_version` follows the
/// latest applied version, and `PRAGMA application_id` is set with the first migration if
/// the migrator has one.
///
/// Before writing anything (even the switch to WAL), the migrator reads the database's history
/// and refuses, with a `MigrationError`, a database that records a migration it does not have,
/// a migration whose checksum differs from the shipped one, or another application's database.
/// Inside each migration's transaction it reads the history again, so several processes may
/// open a new database at once: one applies each migration, the others wait for its lock and
/// then find nothing left to do.
package struct Migrator: Sendable {
    package let migrations: [Migration]
    /// Marks the databases (header field `application_id`) and refuses other applications'.
    package let applicationID: Int32?

    /// `migrations` must be numbered 1, 2, 3, ... in order.
    package init(migrations: [Migration], applicationID: Int32? = nil) throws(MigrationError) {
        let versions = migrations.map(\.version)
        guard RecordedMigrations.isNumberedFromOne(versions) else { throw .invalidVersions(versions) }
        self.migrations = migrations
        self.applicationID = applicationID
    }

    /// Opens the database at `path` (as `Connection(path:options:)` does), checks its migration
    /// history and applies the missing migrations in order.
    ///
    /// With `.readOnly`, nothing is written: the database must be up to date
    /// (`MigrationError.migrationsPending`, or `.noSchema` for an empty file or database). With
    /// `.mustExist`, an empty file or database is refused (`.noSchema`), untouched. A new
    /// database gets its whole schema in one transaction.
    /// Costs one read transaction when the database is up to date, plus one write transaction
    /// per applied migration.
    package func openDatabase(at path: String, options: OpenOptions = OpenOptions()) throws -> Connection {
        let connection = try Connection(path: path, options: options, switchingToWAL: false)
        let pending = try connection.read { try pendingMigrations(in: connection) }
        if options.mode == .readOnly {
            // Every migration missing: no history, which for a database that is not refused as
            // another application's means no schema at all.
            if !pending.isEmpty && pending.count == migrations.count { throw MigrationError.noSchema(path: path) }
            guard pending.isEmpty else { throw MigrationError.migrationsPending(path: path, versions: pending.map(\.version)) }
            return connection
        }
        if options.mode == .mustExist, !pending.isEmpty, pending.count == migrations.count {
            // An empty file is no database to upgrade: a command that expects one changes nothing.
            throw MigrationError.noSchema(path: path)
        }
        try connection.switchToWAL()
        if !pending.isEmpty {
            if pending.count == migrations.count {
                try createSchema(in: connection)
            } else {
                while try applyNextMigration(to: connection) {}
            }
        }
        return connection
    }

    /// Applies every migration to a new database in one write transaction, so that a reader
    /// opening it meanwhile finds no schema or all of it, never part of it (which would look like
    /// a database written by an older version). Another connection that created it first leaves
    /// nothing to do.
    private func createSchema(in connection: Connection) throws {
        try connection.write {
            for migration in try pendingMigrations(in: connection) { try apply(migration, to: connection) }
        }
    }

    /// Applies the first pending migration, if any, in its own write transaction, deciding which
    /// one it is inside the transaction. Returns whether it applied one.
    private func applyNextMigration(to connection: Connection) throws -> Bool {
        try connection.write {
            guard let migration = try pendingMigrations(in: connection).first else { return false }
            try apply(migration, to: connection)
            return true
        }
    }

    /// Runs `migration` and records it, inside the open write transaction.
    private func apply(_ migration: Migration, to connection: Connection) throws {
        if migration.version == 1, let applicationID {
            try connection.execute("PRAGMA application_id = \(applicationID)")
        }
        do {
            try connection.executeScript(migration.sql)
        } catch let error as SQLiteError {
            throw MigrationError.migrationFailed(path: connection.path, version: migration.version, name: migration.name, error: error)
        }
        try MigrationHistory.record(migration, in: connection)
    }

    /// Reads the database's history, refuses it if it does not match `migrations`
    /// (`RecordedMigrations.pending(of:at:)`), and returns the migrations it lacks, in order.
    private func pendingMigrations(in connection: Connection) throws -> [Migration] {
        try MigrationHistory.read(of: connection, applicationID: applicationID).pending(of: migrations, at: connection.path)
    }
}
