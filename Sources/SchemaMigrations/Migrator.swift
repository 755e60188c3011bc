/// Brings a database's schema up to date with a fixed list of numbered migrations, whatever the
/// engine: the one procedure that every backend (`MigrationBackend`) follows.
///
/// Before writing anything, the migrator reads the database's history on one snapshot and
/// refuses, with a `MigrationError`, a database that records a migration it does not have, a
/// migration whose checksum differs from the shipped one, or another application's database
/// (`RecordedMigrations.pending(of:at:)`). Read-only, it refuses pending migrations and writes
/// nothing. Otherwise it applies what is pending under the backend's exclusive schema lock,
/// deciding what that is again inside each unit of work, so several clients may open a new
/// database at once: one applies each migration, the others wait for its lock and then find
/// nothing left to do. Each migration is recorded in the unit that runs it.
package struct Migrator: Sendable {
    package let migrations: [Migration]
    /// The mark of this application's databases, for backends whose databases carry one
    /// (SQLite's header field `application_id`): written with the first migration, and another
    /// application's mark refused.
    package let applicationID: Int32?

    /// `migrations` must be numbered 1, 2, 3, ... in order.
    package init(migrations: [Migration], applicationID: Int32? = nil) throws(MigrationError) {
        let versions = migrations.map(\.version)
        guard RecordedMigrations.isNumberedFromOne(versions) else { throw .invalidVersions(versions) }
        self.migrations = migrations
        self.applicationID = applicationID
    }

    /// Checks `database`'s migration history and, as `access` allows, applies the missing
    /// migrations in order.
    ///
    /// `.readOnly` writes nothing: the database must be up to date (`.migrationsPending`, or
    /// `.noSchema` for a database without any schema). `.upgrade` refuses a database without
    /// any schema (`.noSchema`), untouched. A new database gets its whole schema in one unit of
    /// work, so that a reader meanwhile finds no schema or all of it, never part of it (which
    /// would look like a database written by an older version); the pending migrations of an
    /// older one go in one unit or one each, as the backend says.
    /// Costs one snapshot read when the database is up to date, plus one unit of work per unit
    /// of applied migrations.
    package func migrate(_ database: some MigrationBackend, access: MigrationAccess) throws {
        let pending = try database.readingSnapshot { try pendingMigrations(in: database) }
        // Every migration missing: no history, which for a database that is not refused as
        // another application's means no schema at all.
        let hasNoSchema = !pending.isEmpty && pending.count == migrations.count
        switch access {
        case .readOnly:
            if hasNoSchema { throw MigrationError.noSchema(path: database.location) }
            guard pending.isEmpty else {
                throw MigrationError.migrationsPending(path: database.location, versions: pending.map(\.version))
            }
            return
        case .upgrade:
            // A database without a schema is none to upgrade: an opening that expects one changes nothing.
            if hasNoSchema { throw MigrationError.noSchema(path: database.location) }
        case .create:
            break
        }
        try database.prepareForWriting()
        guard !pending.isEmpty else { return }
        if hasNoSchema || database.appliesPendingMigrationsTogether {
            try database.exclusively {
                for migration in try pendingMigrations(in: database) { try apply(migration, to: database) }
            }
        } else {
            while try applyNextMigration(to: database) {}
        }
    }

    /// Applies the first pending migration, if any, in its own unit of work, deciding which one
    /// it is inside the unit. Returns whether it applied one.
    private func applyNextMigration(to database: some MigrationBackend) throws -> Bool {
        try database.exclusively {
            guard let migration = try pendingMigrations(in: database).first else { return false }
            try apply(migration, to: database)
            return true
        }
    }

    /// Runs `migration` and records it, inside the open unit of work.
    private func apply(_ migration: Migration, to database: some MigrationBackend) throws {
        try database.willApply(migration)
        try database.execute(migration)
        try database.record(migration)
    }

    /// Reads the database's history, refuses it if it does not match `migrations`
    /// (`RecordedMigrations.pending(of:at:)`), and returns the migrations it lacks, in order.
    private func pendingMigrations(in database: some MigrationBackend) throws -> [Migration] {
        try database.readHistory().pending(of: migrations, at: database.location)
    }
}
