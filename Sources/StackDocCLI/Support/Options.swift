import ArgumentParser
import DocumentStore
import PostgreSQLDatabase

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--db PATH`: the store, a file or a `postgresql://` URL. Defaults to `$STACKDOC_DB`, then `./stackdoc.db`.
///
/// The options every command takes spell their names out (`.customLong`): the parser derives
/// a `.long` name from the property's name character by character (14,000 instructions) each
/// time it gathers a command's arguments, several times a run.
package struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("The store to use: a file, or a postgresql:// URL (default: $STACKDOC_DB, else ./stackdoc.db).", valueName: "path"))
    var db: String?

    @Option(name: .customLong("lock-timeout"), help: ArgumentHelp(
        "How long a command that writes waits for another writer of the store before it gives up (default: 60; 0: as long as it takes).",
        valueName: "seconds"))
    var lockTimeout = Seconds(60)

    package init() {}

    package func validate() throws {
        let seconds = lockTimeout.value
        guard seconds.isFinite, seconds >= 0, seconds <= 1e6 else {
            throw ValidationError("--lock-timeout \(seconds): give a number of seconds from 0 to 1000000 (0 waits as long as it takes)")
        }
    }

    var path: String {
        if let db { return db }
        if let fromEnvironment = getenv("STACKDOC_DB"), fromEnvironment.pointee != 0 { return String(cString: fromEnvironment) }
        return "stackdoc.db"
    }

    /// Opens the store for a command that only reads: read-only, so that a store the user may
    /// only read answers, and nothing is ever created, migrated or changed.
    package func open() throws -> DocumentStoreReader {
        try DocumentStoreReader(path: path)
    }

    /// Opens the store for a command that only reads but keeps caches (`query`'s frames): as
    /// `open()` does, then for writing if the user may write the store.
    func openKeepingCaches() throws -> DocumentStoreReader {
        try DocumentStoreReader(path: path, keepingCaches: true)
    }

    /// Opens the store for a command that writes, upgrading an older schema; `create` makes
    /// a missing store. A wait for another writer is announced on standard error after a
    /// second and given up after `--lock-timeout`.
    package func openForWriting(create: Bool = false) throws -> DocumentStore {
        try DocumentStore(
            path: path, access: create ? .create : .readWrite, lockTimeout: lockTimeout.value == 0 ? nil : .seconds(lockTimeout.value),
            announcingLockWaits: true)
    }

    /// The store opened for writing, or `nil` when its file does not exist (a PostgreSQL
    /// store always exists).
    func existingStoreForWriting() throws -> DocumentStore? {
        if !ConnectionURL.isPostgreSQL(path), access(path, F_OK) != 0 { return nil }
        return try openForWriting()
    }

    /// Runs `body` with `existing`, or with a store created for it; when `body` fails on a
    /// store it created, the store's files are removed, so that a failed first run leaves
    /// nothing behind.
    func writingCreatingOnlyOnSuccess<T>(_ existing: DocumentStore?, _ body: (DocumentStore) throws -> T) throws -> T {
        if let existing { return try body(existing) }
        do {
            return try body(try openForWriting(create: true))
        } catch {
            for suffix in ["", "-wal", "-shm", "-lock"] { unlink(path + suffix) }
            throw error
        }
    }
}

/// `--format`'s values. Not `CaseIterable`: the parser describes the default value of a
/// `CaseIterable` type through two runtime casts, and each first cast of a type scans all the
/// program's protocol conformances (180,000 instructions); the parser's other defaults for
/// these (`String(describing:)` of each value) cast too. So the values, their descriptions and
/// their completion are spelt out here, as the `CaseIterable` defaults would make them.
enum OutputFormat: String, ExpressibleByArgument {
    case text, json

    static let all: [OutputFormat] = [.text, .json]
    static var allValueStrings: [String] { all.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    var defaultValueDescription: String { rawValue }
}

/// `--format text|json`, its name spelt out as `StoreOptions` spells its own.
struct FormatOption: ParsableArguments {
    @Option(name: .customLong("format"), help: "Output format: text for people, json for tools.")
    var format: OutputFormat = .text
}

/// `--message TEXT` for commands that write a revision.
struct MessageOption: ParsableArguments {
    @Option(name: [.customShort("m"), .long], help: "A message recorded with the revision.")
    var message: String?
}
