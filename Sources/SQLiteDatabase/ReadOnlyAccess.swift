#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a `.readOnly` connection reads its file, chosen when it opens so that it writes nothing
/// and leaves nothing behind that it can avoid.
///
/// A connection to a WAL database shares the `-wal` and `-shm` files with the others; the last
/// one to close removes them, but only if it may write the database (removing them means
/// checkpointing first). So:
/// - if this process may write the file and its directory, it opens the file for writing but
///   refuses every write (`PRAGMA query_only`): it shares `-wal` and `-shm` like any connection
///   and, if it closes last, removes them, leaving the directory as it found it (a `-wal` that a
///   crashed writer left with commits in it is first copied into the file, as any connection
///   closing last does: the content stays the same);
/// - otherwise, if there is no `-wal` file, no connection has the database open in WAL mode and
///   its whole content is in the file, which is read as an unchanging snapshot (SQLite's
///   `immutable`), creating nothing: `-wal` and `-shm` could not be created in a directory this
///   process may not write, and beside a file it may not write they would get this process's
///   owner with the file's permission bits, which can keep the file's owner from writing later;
/// - otherwise (a writer has it open) it is opened read-only and reads through the writers'
///   `-wal` and `-shm` files (since SQLite 3.22 even if it may not write them).
///
/// A snapshot takes no lock, so it cannot keep another program from changing the file while it
/// is read. The file's identity, size and times are taken when it is opened and compared after
/// every read transaction (`Connection.read`): a change fails the read with
/// `DatabaseFileError.changedDuringSnapshotRead` rather than return what may be a mix of two
/// states.
enum ReadOnlyAccess {
    /// Opened for writing, every write refused with `PRAGMA query_only`.
    case queryOnly
    /// Opened read-only, as immutable.
    case snapshot
    /// Opened read-only, sharing the writers' `-wal` and `-shm` files.
    case shared

    /// How to open `path` read-only, judged by what this process may do to it now.
    init(path: String) {
        if access(path, W_OK) == 0 && access(FilePaths.directory(of: path), W_OK) == 0 {
            self = .queryOnly
        } else if access(path + "-wal", F_OK) != 0 {
            self = .snapshot
        } else {
            self = .shared
        }
    }

    /// The `file:` URI that opens `path` as immutable. Every byte but unreserved characters and
    /// `/` is percent-encoded, so no character of the path can act as URI syntax.
    static func snapshotURI(for path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        // An absolute path gets an empty authority ("file:///..."); a relative one none, and it
        // cannot start with "//", which would read as an authority.
        return (path.hasPrefix("/") ? "file://" : "file:") + encoded + "?immutable=1"
    }
}

/// What identifies a file's content without reading it: device, inode, size, modification and
/// status-change times. Any write to the file changes the size or the times.
struct FileSignature: Equatable {
    private let fields: [Int]

    /// The signature of the file at `path`, or nil if it cannot be examined.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        fields = [
            Int(status.st_dev), Int(status.st_ino), Int(status.st_size),
            status.st_mtim.tv_sec, status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
        ]
    }
}

/// Paths beside a database file.
enum FilePaths {
    /// The directory of `path`: "." for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: Swift.max(0, length - count)) + self
    }
}
