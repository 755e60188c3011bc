#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A database file that cannot be used as asked, named by its path.
package enum DatabaseFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The directory that should contain the database does not exist.
    case directoryNotFound(path: String)
    /// The database, its `-wal` or its `-shm` file would have to be created in a directory that
    /// does not allow it.
    case directoryNotWritable(path: String)
    /// The database must exist (`.mustExist`, `.readOnly`) but does not.
    case fileNotFound(path: String)
    /// The file exists but cannot be read.
    case fileNotReadable(path: String)
    /// The file exists but cannot be written, and it was opened for writing.
    case fileNotWritable(path: String)
    /// The file is not an SQLite database (SQLITE_NOTADB), or is a directory.
    case notADatabase(path: String)
    /// The file, read as an unchanging snapshot (`ReadOnlyAccess.snapshot`), changed while it was read.
    case changedDuringSnapshotRead(path: String)

    package var path: String {
        switch self {
        case .directoryNotFound(let path), .directoryNotWritable(let path), .fileNotFound(let path),
             .fileNotReadable(let path), .fileNotWritable(let path), .notADatabase(let path),
             .changedDuringSnapshotRead(let path):
            path
        }
    }

    package var description: String {
        let directory = FilePaths.directory(of: path)
        return switch self {
        case .directoryNotFound: "cannot open database '\(path)': directory '\(directory)' does not exist"
        case .directoryNotWritable: "cannot open database '\(path)': directory '\(directory)' is not writable (SQLite creates the database and its -wal and -shm files there)"
        case .fileNotFound: "cannot open database '\(path)': no such file"
        case .fileNotReadable: "cannot open database '\(path)': the file is not readable"
        case .fileNotWritable: "cannot open database '\(path)' for writing: the file is read-only"
        case .notADatabase: "'\(path)' is not an SQLite database"
        case .changedDuringSnapshotRead:
            "'\(path)' changed while it was being read: this process may write neither the file nor its directory, so it reads the file as an unchanging snapshot, without the -wal and -shm files that let readers and writers share a database, and another program wrote it meanwhile. Run the command again, or read it where it can be shared."
        }
    }

    /// Explains a failed `sqlite3_open_v2` by looking at the file system, or returns nil.
    ///
    /// SQLite's own report is too coarse: it retries a failed read-write open read-only, so a
    /// missing directory, an unwritable one and a missing file all end in SQLITE_CANTOPEN with
    /// errno ENOENT.
    init?(openingFailedWith error: SQLiteError, path: String, mode: OpenMode) {
        guard error.primaryCode == .cantOpen else { return nil }
        var status = stat()
        if stat(FilePaths.directory(of: path), &status) != 0 {
            self = .directoryNotFound(path: path)
        } else if stat(path, &status) != 0 {
            guard mode == .create else { self = .fileNotFound(path: path); return }
            guard !Self.isDirectoryWritable(of: path) else { return nil }
            self = .directoryNotWritable(path: path)
        } else if status.st_mode & S_IFMT == S_IFDIR {
            self = .notADatabase(path: path)
        } else if access(path, R_OK) != 0 {
            self = .fileNotReadable(path: path)
        } else {
            return nil
        }
    }

    /// Explains a failure of the first read or of the journal-mode switch, or returns nil.
    init?(settingUpFailedWith error: SQLiteError, path: String) {
        switch error.primaryCode {
        case .notADatabase:
            self = .notADatabase(path: path)
        case .cantOpen, .readOnly:
            // The file is open, so the journal, -wal or -shm file could not be created beside it.
            guard !Self.isDirectoryWritable(of: path) else { return nil }
            self = .directoryNotWritable(path: path)
        default:
            return nil
        }
    }

    /// Whether this process may create files in the directory of `path`. (`access` also
    /// answers for root, who is refused by read-only and immutable directories only.)
    private static func isDirectoryWritable(of path: String) -> Bool {
        access(FilePaths.directory(of: path), W_OK) == 0
    }
}
