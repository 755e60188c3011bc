/// A database as `Migrator` sees it: the few primitives with which it reads the migration
/// history and applies migrations, each backend speaking its own SQL. The procedure (what is
/// pending, what is refused, when to write) is the migrator's; a backend only says how.
///
/// SQLite files (`SQLiteMigrationBackend`) run each migration of an upgrade in its own
/// `BEGIN IMMEDIATE` transaction and mark the file's header; PostgreSQL databases run all pending
/// migrations in one transaction under an advisory lock.
package protocol MigrationBackend {
    /// Names the database in errors: a file's path, or a URL without its password.
    var location: String { get }

    /// Whether the pending migrations of a database that has a schema already are applied in
    /// one unit of work (`true`) or each in its own (`false`, so that a failing one leaves the
    /// earlier ones applied). A new database always gets its whole schema in one unit.
    var appliesPendingMigrationsTogether: Bool { get }

    /// Runs `body` on one read-only snapshot of the database, writing nothing.
    func readingSnapshot<T>(_ body: () throws -> T) throws -> T

    /// Runs `body` as one unit of work under the database's exclusive schema lock: committed
    /// when `body` returns, rolled back when it throws. Another client's unit waits for this
    /// one and then sees what it committed.
    func exclusively<T>(_ body: () throws -> T) throws -> T

    /// Reads the recorded history, inside `readingSnapshot` or `exclusively`.
    func readHistory() throws -> RecordedMigrations

    /// Runs `migration`'s SQL, inside `exclusively`.
    func execute(_ migration: Migration) throws

    /// Records `migration` as applied now, inside the unit that executed it.
    func record(_ migration: Migration) throws

    /// Called once before anything is written to a database opened to write, even when nothing
    /// is pending (SQLite switches the file to WAL). Does nothing by default.
    func prepareForWriting() throws

    /// Called in the unit of work, before `migration`'s SQL runs (SQLite sets the header's
    /// `application_id` with the first migration). Does nothing by default.
    func willApply(_ migration: Migration) throws
}

extension MigrationBackend {
    package func prepareForWriting() throws {}

    package func willApply(_ migration: Migration) throws {}
}
