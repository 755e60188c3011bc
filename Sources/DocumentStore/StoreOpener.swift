import PostgreSQLDatabase
import SchemaMigrations
import SQLiteDatabase

/// What a connection to a store may do, as its opener sees it: the writer's `StoreAccess`, or
/// one of the two ways a `DocumentStoreReader` reads.
enum ConnectionAccess: Hashable {
    /// Nothing is ever written, created or migrated.
    case readOnly
    /// Checked as `.readOnly` is, then reopened for writing caches if this process may write.
    case readKeepingCaches
    case readWrite
    case create

    init(_ access: StoreAccess) {
        switch access {
        case .readWrite: self = .readWrite
        case .create: self = .create
        }
    }
}

/// Opens the connection a store reads and writes through: an SQLite file, or a PostgreSQL
/// database when the path is a `postgresql://` URL; checks (or, to write, creates or upgrades)
/// its schema.
enum StoreOpener {
    /// The connection to the store at `path` for `access`. See `DocumentStore.init(path:access:...)`
    /// for the timeouts.
    static func open(
        path: String, access: ConnectionAccess, busyTimeout: Duration = .seconds(10), lockTimeout: Duration? = nil,
        announcingLockWaits: Bool = false
    ) throws -> any StoreConnection {
        if ConnectionURL.isPostgreSQL(path) {
            return try openPostgreSQL(url: path, access: access, lockTimeout: lockTimeout)
        }
        let waiting = LockWaiting(timeout: lockTimeout, announces: announcingLockWaits)
        return try openSQLite(path: path, access: access, busyTimeout: busyTimeout, lockWaiting: waiting)
    }

    private static func openSQLite(
        path: String, access: ConnectionAccess, busyTimeout: Duration, lockWaiting: LockWaiting
    ) throws -> any StoreConnection {
        func open(_ mode: OpenMode) throws -> any StoreConnection {
            let migrator = try Migrator(migrations: EmbeddedMigrations.all, applicationID: DocumentStoreReader.applicationID)
            do {
                let options = OpenOptions(mode: mode, busyTimeout: busyTimeout, writerLock: true, lockWaiting: lockWaiting)
                return SQLiteStoreConnection(try migrator.openDatabase(at: path, options: options))
            } catch MigrationError.migrationsPending(let path, _) {
                throw StoreError.needsUpgrade(path: path)
            } catch MigrationError.noSchema(let path) {
                throw StoreError.notAStore(path: path)
            } catch DatabaseFileError.fileNotFound(let path) {
                throw StoreError.storeNotFound(path: path)
            }
        }
        switch access {
        case .readOnly:
            return try open(.readOnly)
        case .readKeepingCaches:
            let reader = try open(.readOnly)
            // Up to date, as the read-only open found: the read-write open writes nothing.
            return (try? open(.mustExist)) ?? reader
        case .readWrite:
            return try open(.mustExist)
        case .create:
            return try open(.create)
        }
    }

    /// Connects to the PostgreSQL database at `url`; read-only access (or a read-only server,
    /// such as a hot standby) only checks the schema, the others create or upgrade it. A writer
    /// waits for another's lock on a document `lockTimeout` at most (the server's
    /// `lock_timeout`), then fails.
    private static func openPostgreSQL(url: String, access: ConnectionAccess, lockTimeout: Duration? = nil) throws -> any StoreConnection {
        let connection = try PostgreSQLConnection(url: url)
        if let lockTimeout {
            let milliseconds = max(1, Int64(lockTimeout.components.seconds * 1_000 + lockTimeout.components.attoseconds / 1_000_000_000_000_000))
            try connection.execute("SET lock_timeout = \(milliseconds)")
        }
        let readOnly = access == .readOnly || connection.isReadOnly
        // Opened to write (create or upgrade the schema, or append) where the server refuses writes.
        let refusedByServer = access != .readOnly && access != .readKeepingCaches && connection.isReadOnly
        do {
            try Migrator(migrations: EmbeddedMigrations.postgreSQL)
                .migrate(PostgreSQLSchema(connection: connection), access: readOnly ? .readOnly : .create)
        } catch MigrationError.migrationsPending(let path, _) {
            throw refusedByServer ? StoreError.serverReadOnly(path: path) : StoreError.needsUpgrade(path: path)
        } catch MigrationError.noSchema(let path) {
            throw refusedByServer ? StoreError.serverReadOnly(path: path) : StoreError.notAStore(path: path)
        }
        return PostgreSQLStoreConnection(connection, readOnly: access == .readOnly)
    }
}
