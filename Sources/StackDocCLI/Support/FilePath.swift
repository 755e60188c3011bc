#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths of files named on the command line.
enum FilePath {
    /// `path` from the root: as given when it starts with `/`, else under the current directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let currentDirectory else { return path }
        return currentDirectory + "/" + path
    }

    /// The current directory from the root; `nil` when it cannot be read (removed, say).
    static var currentDirectory: String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// The directory holding `path` (`/` for a file at the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path of the file `name` in `directory`.
    static func file(_ name: String, in directory: String) -> String {
        (directory == "/" ? "" : directory) + "/" + name
    }
}
