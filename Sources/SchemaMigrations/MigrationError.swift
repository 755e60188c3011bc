/// Why a `Migrator` refused a database or a list of migrations, whatever the engine. Every
/// refusal of a database happens before anything is written to it.
package enum MigrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The migrations given to the migrator are not numbered 1, 2, 3, ... in order.
    case invalidVersions([Int])
    /// The database records migrations that this program does not have: a newer version of the
    /// program migrated it.
    case unknownMigrations(path: String, versions: [Int], latestKnown: Int)
    /// A migration recorded in the database differs from the one this program ships: the
    /// migration's SQL was edited after it had been applied.
    case changedMigration(path: String, version: Int, name: String, recordedChecksum: String, shippedChecksum: String)
    /// The database was not made by this migrator: its `application_id` is another
    /// application's, or it has tables but no migration history.
    case unrecognizedDatabase(path: String)
    /// The recorded versions are not 1, 2, ..., n: a later migration is recorded without an
    /// earlier one.
    case inconsistentHistory(path: String, versions: [Int])
    /// The database was opened read-only but lacks these migrations.
    case migrationsPending(path: String, versions: [Int])
    /// The database was opened read-only and has no schema at all: an empty file, or a database
    /// nothing was ever created in.
    case noSchema(path: String)
    /// A migration's SQL failed; the migration was rolled back.
    case migrationFailed(path: String, version: Int, name: String, error: StatementFailure)

    package var description: String {
        switch self {
        case .invalidVersions(let versions):
            "migrations must be numbered 1, 2, 3, ... in order; got \(versions)"
        case .unknownMigrations(let path, let versions, let latestKnown):
            "'\(path)' was migrated by a newer version of this program: it records migration(s) \(Self.list(versions)), but this program knows migrations up to \(latestKnown) only. The database was left untouched."
        case .changedMigration(let path, let version, let name, let recorded, let shipped):
            "migration \(version) (\(name)) of '\(path)' was applied with checksum \(recorded), but this program's migration \(version) has checksum \(shipped): a migration was edited after it shipped. The database was left untouched."
        case .unrecognizedDatabase(let path):
            "'\(path)' belongs to another application: it has tables but no migration history of this program's, or another application's application_id. The database was left untouched."
        case .inconsistentHistory(let path, let versions):
            "'\(path)' records migrations \(Self.list(versions)), which are not 1 to \(versions.count) without gaps. The database was left untouched."
        case .migrationsPending(let path, let versions):
            "'\(path)' was opened read-only but needs migration(s) \(Self.list(versions)); open it for writing once to migrate it."
        case .noSchema(let path):
            "'\(path)' holds no database schema (an empty file, or a database nothing was created in); it was opened read-only and left untouched."
        case .migrationFailed(let path, let version, let name, let error):
            "migration \(version) (\(name)) failed on '\(path)' and was rolled back: \(error)"
        }
    }

    private static func list(_ versions: [Int]) -> String {
        versions.map(String.init).joined(separator: ", ")
    }
}
