#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock that the writers of one database take in turn before SQLite's write lock: an
/// exclusive `flock(2)` on the file `<database>-lock` beside the database.
///
/// SQLite's own write lock cannot be waited for: a connection that finds it taken polls until
/// its busy timeout, then fails with "database is locked", however alive and busy the holder is.
/// A `flock` is waited for asleep in the kernel, without polling, for as long as the holder
/// keeps it, and the kernel releases it when the holder's process ends, however it ends (exit,
/// crash, SIGKILL). A writer that takes this lock first thus finds SQLite's write lock free,
/// unless a program that does not take it (the `sqlite3` shell, a backup tool) holds it; the
/// busy timeout then still bounds the wait. (Within one process, two connections each take
/// the lock through their own open file, so they exclude each other too: a thread must not
/// write through one connection inside another's write transaction.)
///
/// The lock file is created, empty, at the first write and left in place: removing it could let
/// two writers lock two different files. Opened read-only, so a lock file created by another
/// user serves as long as it can be read. Readers never take it.
///
/// Not thread-safe: owned by one `Connection`.
final class WriterLock {
    /// The lock file's path.
    let path: String
    /// The open lock file, once a first write has opened it.
    private var descriptor: Int32?

    /// A lock for the database at `databasePath`; touches no file yet.
    init(databasePath: String) {
        path = databasePath + "-lock"
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Takes the lock, waiting as long as another connection holds it. Creates the lock file
    /// first if needed. Throws `DatabaseFileError` if the file can be neither opened nor created.
    func acquire() throws {
        let descriptor = try openedFile()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SQLiteError(code: .ioError, message: "cannot lock '\(path)': \(String(cString: strerror(errno)))", sql: nil) }
        }
    }

    /// Releases the lock taken by `acquire()`.
    func release() {
        if let descriptor { _ = flock(descriptor, LOCK_UN) }
    }

    private func openedFile() throws -> Int32 {
        if let descriptor { return descriptor }
        let opened = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard opened >= 0 else {
            throw errno == EACCES || errno == EROFS || errno == EPERM
                ? DatabaseFileError.directoryNotWritable(path: path)
                : SQLiteError(code: .cantOpen, message: "cannot open '\(path)': \(String(cString: strerror(errno)))", sql: nil)
        }
        descriptor = opened
        return opened
    }
}
