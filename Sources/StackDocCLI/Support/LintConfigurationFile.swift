import DocumentImport
import DocumentQuery
import PostgreSQLDatabase

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `lint` finds its configuration file, `.stackdoc-lint.json`: the file `--config`
/// names; else the nearest one in the current directory or a directory above it (as git finds
/// `.gitignore` files, so a repository's file applies anywhere inside it); else the one beside
/// the store file.
enum LintConfigurationFile {
    /// The file's name.
    static let name = ".stackdoc-lint.json"

    /// The configuration file to read, if there is one: `explicit`, else the nearest
    /// `.stackdoc-lint.json` from the current directory up, else the one in the directory of
    /// `storePath` (a store file, not a `postgresql://` URL).
    static func locate(explicit: String?, storePath: String?) -> String? {
        if let explicit { return explicit }
        if var directory = FilePath.currentDirectory {
            while true {
                let candidate = FilePath.file(name, in: directory)
                if exists(candidate) { return candidate }
                guard directory != "/" else { break }
                directory = FilePath.directory(of: directory)
            }
        }
        if let storePath, !ConnectionURL.isPostgreSQL(storePath) {
            let candidate = FilePath.file(name, in: FilePath.directory(of: storePath))
            if exists(candidate) { return candidate }
        }
        return nil
    }

    /// Reads the configuration at `path`; errors name the file.
    static func load(_ path: String) throws -> LintConfiguration {
        do {
            return try LintConfiguration(json: FileContents.read(path))
        } catch let error as LintConfigurationError {
            throw CLIError("\(path): \(error)")
        }
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
