#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths of files as people name them: relative to the current directory, or from the root.
public enum FilePath {
    /// `path` from the root: as given when it starts with `/`, else under the current directory.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let currentDirectory else { return path }
        return currentDirectory + "/" + path
    }

    /// The current directory from the root; `nil` when it cannot be read (removed, say).
    public static var currentDirectory: String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// The directory holding `path` (`/` for a file at the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path of the file `name` in `directory`.
    public static func file(_ name: String, in directory: String) -> String {
        (directory == "/" ? "" : directory) + "/" + name
    }

    /// Whether `path` names a regular file (not a directory), following links.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
