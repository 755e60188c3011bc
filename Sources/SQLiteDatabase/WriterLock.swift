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
/// two writers lock two different files. It is created with the database file's permissions
/// (so that whoever may write the store may take it) and opened without following a symbolic
/// link (`O_NOFOLLOW`), so that nobody can point it at another file. Opened read-only, so a
/// lock file created by another user serves as long as it can be read. Readers never take it.
///
/// A writer waits as `LockWaiting` says: by default silently for as long as the holder is
/// alive; else it says on standard error, after a second, what it waits for, and gives up after
/// the timeout (`WriterLockTimeout`). A bounded wait polls the lock (every 1 to 10 ms), as
/// `flock` cannot be waited for with a timeout.
///
/// Not thread-safe: owned by one `Connection`.
final class WriterLock {
    /// The lock file's path.
    let path: String
    /// The database file, whose permissions a new lock file takes.
    private let databasePath: String
    private let waiting: LockWaiting
    /// The open lock file, once a first write has opened it.
    private var descriptor: Int32?

    /// A lock for the database at `databasePath`; touches no file yet.
    init(databasePath: String, waiting: LockWaiting = .silentlyForever) {
        self.databasePath = databasePath
        path = databasePath + "-lock"
        self.waiting = waiting
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Takes the lock, waiting as `LockWaiting` says. Creates the lock file first if needed.
    /// Throws `DatabaseFileError` if the file can be neither opened nor created, and
    /// `WriterLockTimeout` when the wait runs out.
    func acquire() throws {
        let descriptor = try openedFile()
        if tryLock(descriptor) { return }
        let clock = ContinuousClock()
        let start = clock.now
        var pause: Duration = .milliseconds(1)
        var announced = false
        while true {
            let waited = start.duration(to: clock.now)
            if waiting.announces, !announced, waited >= LockWaiting.noticeDelay {
                LockNotice.announce(lock: path, holder: LockNotice.holder(of: descriptor), timeout: waiting.timeout)
                announced = true
            }
            if let timeout = waiting.timeout, waited >= timeout {
                throw WriterLockTimeout(path: path, waited: waited, holder: LockNotice.holder(of: descriptor))
            }
            if waiting.timeout == nil, announced || !waiting.announces {
                // Nothing more to say and no limit: sleep in the kernel until the holder lets go.
                try lockWaiting(descriptor)
                return
            }
            BusyWaiter.sleep(pause)
            pause = min(pause * 2, .milliseconds(10))
            if tryLock(descriptor) { return }
        }
    }

    /// Releases the lock taken by `acquire()`.
    func release() {
        if let descriptor { _ = flock(descriptor, LOCK_UN) }
    }

    private func tryLock(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    private func lockWaiting(_ descriptor: Int32) throws {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SQLiteError(code: .ioError, message: "cannot lock '\(path)': \(String(cString: strerror(errno)))", sql: nil) }
        }
    }

    private func openedFile() throws -> Int32 {
        if let descriptor { return descriptor }
        var status = stat()
        let mode = stat(databasePath, &status) == 0 ? mode_t(status.st_mode) & 0o777 : 0o666
        // Created here (and then given the store's permissions, which the umask may have cut),
        // or opened as it is; never through a symbolic link.
        var opened = open(path, O_RDONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if opened >= 0 {
            _ = fchmod(opened, mode)
        } else if errno == EEXIST {
            opened = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard opened >= 0 else {
            if errno == ELOOP {
                throw SQLiteError(
                    code: .cantOpen, message: "cannot open the writer lock '\(path)': it is a symbolic link, which StackDoc does not follow",
                    sql: nil)
            }
            throw errno == EACCES || errno == EROFS || errno == EPERM
                ? DatabaseFileError.directoryNotWritable(path: path)
                : SQLiteError(code: .cantOpen, message: "cannot open '\(path)': \(String(cString: strerror(errno)))", sql: nil)
        }
        descriptor = opened
        return opened
    }
}
