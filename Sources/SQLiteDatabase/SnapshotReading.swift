#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a database as an unchanging snapshot: SQLite's `immutable` mode, which reads the file
/// without locks and without the `-wal` and `-shm` files that WAL readers otherwise use.
///
/// A read-only connection to a WAL database needs those files. When they are missing, SQLite
/// creates them, which fails in a directory this process cannot write; and beside a file this
/// process cannot write, they would be created with that file's permission bits but this
/// process's owner, which can later keep the file's owner from writing. Both cases happen only
/// when this process cannot write the file or its directory. When, moreover, there is no `-wal`
/// file, no connection has the database open in WAL mode and its whole content is in the file,
/// so the file alone can be read.
///
/// A snapshot takes no lock, so it cannot keep another program from changing the file while it
/// is read. The file's identity, size and times are taken when it is opened and compared after
/// every read transaction (`Connection.read`): a change fails the read with
/// `DatabaseFileError.changedDuringSnapshotRead` rather than return what may be a mix of two
/// states.
enum SnapshotReading {
    /// Whether a read-only open of `path` should read it as a snapshot.
    static func applies(to path: String) -> Bool {
        access(path + "-wal", F_OK) != 0
            && (access(path, W_OK) != 0 || access(FilePaths.directory(of: path), W_OK) != 0)
    }

    /// The `file:` URI that opens `path` as immutable. Every byte but unreserved characters and
    /// `/` is percent-encoded, so no character of the path can act as URI syntax.
    static func uri(for path: String) -> String {
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
