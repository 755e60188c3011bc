/// What a database records about its migrations, as every migrator judges it, whatever the
/// engine: the one rule for which shipped migrations a database lacks and which databases are
/// refused. Every `MigrationBackend` reads its history into this value, and `Migrator` asks it
/// for `pending(of:at:)`.
package struct RecordedMigrations: Sendable {
    /// One applied migration, as recorded.
    package struct Entry: Sendable {
        package let version: Int
        package let checksum: String

        package init(version: Int, checksum: String) {
            self.version = version
            self.checksum = checksum
        }
    }

    /// The applied migrations, by version (empty without a history table).
    package let entries: [Entry]
    /// Whether the database has its history table.
    package let hasHistoryTable: Bool
    /// Whether the database holds no schema object at all (a new file or database).
    package let isEmpty: Bool
    /// Whether the database says it belongs to another application (SQLite's `application_id`).
    package let belongsToAnotherApplication: Bool

    package init(entries: [Entry], hasHistoryTable: Bool, isEmpty: Bool, belongsToAnotherApplication: Bool = false) {
        self.entries = entries
        self.hasHistoryTable = hasHistoryTable
        self.isEmpty = isEmpty
        self.belongsToAnotherApplication = belongsToAnotherApplication
    }

    /// The migrations of `shipped` (numbered 1, 2, 3, ...) this database lacks, in order, after
    /// checking the history: another application's database, or one with tables but no history
    /// (`.unrecognizedDatabase`), a migration this program does not have (`.unknownMigrations`:
    /// a newer program's), a checksum that differs from the shipped one (`.changedMigration`), or
    /// a gap (`.inconsistentHistory`) is refused. `location` names the database in errors. O(n).
    package func pending(of shipped: [Migration], at location: String) throws(MigrationError) -> [Migration] {
        if belongsToAnotherApplication || (!hasHistoryTable && !isEmpty) {
            throw .unrecognizedDatabase(path: location)
        }
        let unknown = entries.map(\.version).filter { $0 < 1 || $0 > shipped.count }
        guard unknown.isEmpty else {
            throw .unknownMigrations(path: location, versions: unknown, latestKnown: shipped.count)
        }
        for entry in entries where shipped[entry.version - 1].checksum != entry.checksum {
            let migration = shipped[entry.version - 1]
            throw .changedMigration(
                path: location, version: entry.version, name: migration.name,
                recordedChecksum: entry.checksum, shippedChecksum: migration.checksum)
        }
        let versions = entries.map(\.version)
        guard Self.isNumberedFromOne(versions) else { throw .inconsistentHistory(path: location, versions: versions) }
        return Array(shipped.dropFirst(versions.count))
    }

    /// Whether `versions` is 1, 2, ..., n (or empty).
    package static func isNumberedFromOne(_ versions: [Int]) -> Bool {
        versions.enumerated().allSatisfy { $0.element == $0.offset + 1 }
    }
}
