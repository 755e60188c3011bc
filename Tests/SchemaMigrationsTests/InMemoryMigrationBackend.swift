import SchemaMigrations

/// A database held in memory, as a `MigrationBackend`: its recorded history, the migrations it
/// ran, and a log of every primitive the migrator called, so that tests can see what was
/// written and in which units of work. A unit that throws restores the state it began with.
final class InMemoryMigrationBackend: MigrationBackend {
    struct Failure: Error, Equatable {}

    let location = "memory:test"
    let appliesPendingMigrationsTogether: Bool
    /// The recorded history: version and checksum of each applied migration.
    private(set) var history: [RecordedMigrations.Entry]
    /// Whether the database holds schema objects without a history (another program's).
    let hasTablesWithoutHistory: Bool
    /// The versions whose SQL ran and stayed, in order.
    private(set) var executed: [Int] = []
    /// Every call of the migrator, in order: "snapshot", "prepare", "unit", "apply N",
    /// "record N", "commit", "rollback".
    private(set) var log: [String] = []
    /// The migration whose SQL fails, if any.
    let failingVersion: Int?
    private var isInUnit = false

    init(
        recorded: [Migration] = [], appliesPendingMigrationsTogether: Bool = false, hasTablesWithoutHistory: Bool = false,
        failingVersion: Int? = nil
    ) {
        history = recorded.map { RecordedMigrations.Entry(version: $0.version, checksum: $0.checksum) }
        self.appliesPendingMigrationsTogether = appliesPendingMigrationsTogether
        self.hasTablesWithoutHistory = hasTablesWithoutHistory
        self.failingVersion = failingVersion
    }

    /// The log without the reads: what the migrator wrote, or tried to.
    var writes: [String] { log.filter { $0 != "snapshot" } }

    /// The migrations applied by each committed unit of work, in order.
    var committedUnits: [[Int]] {
        var units: [[Int]] = []
        var current: [Int] = []
        for entry in log {
            if entry == "unit" { current = [] }
            if entry.hasPrefix("apply ") { current.append(Int(entry.dropFirst(6))!) }
            if entry == "commit" { units.append(current) }
        }
        return units
    }

    func readingSnapshot<T>(_ body: () throws -> T) throws -> T {
        log.append("snapshot")
        return try body()
    }

    func exclusively<T>(_ body: () throws -> T) throws -> T {
        precondition(!isInUnit, "units of work do not nest")
        log.append("unit")
        let saved = (history, executed)
        isInUnit = true
        defer { isInUnit = false }
        do {
            let result = try body()
            log.append("commit")
            return result
        } catch {
            (history, executed) = saved
            log.append("rollback")
            throw error
        }
    }

    func readHistory() throws -> RecordedMigrations {
        RecordedMigrations(
            entries: history, hasHistoryTable: !history.isEmpty,
            isEmpty: history.isEmpty && !hasTablesWithoutHistory)
    }

    func prepareForWriting() throws {
        log.append("prepare")
    }

    func execute(_ migration: Migration) throws {
        precondition(isInUnit, "migrations run in a unit of work")
        log.append("apply \(migration.version)")
        if migration.version == failingVersion { throw Failure() }
        executed.append(migration.version)
    }

    func record(_ migration: Migration) throws {
        precondition(isInUnit, "migrations are recorded in their unit of work")
        log.append("record \(migration.version)")
        history.append(RecordedMigrations.Entry(version: migration.version, checksum: migration.checksum))
    }
}
