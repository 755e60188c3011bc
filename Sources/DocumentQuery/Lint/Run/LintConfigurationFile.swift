import DocumentImport

/// Where lint finds its configuration file, `.stackdoc-lint.json`: the file named explicitly;
/// else the nearest one in the current directory or a directory above it (as git finds
/// `.gitignore` files, so a repository's file applies anywhere inside it); else the one beside
/// the store file.
public enum LintConfigurationFile {
    /// The file's name.
    public static let name = ".stackdoc-lint.json"

    /// The configuration file to read, if there is one: `explicit`, else the nearest
    /// `.stackdoc-lint.json` from the current directory up, else the one in the directory of
    /// `storeFile` (a store file; `nil` for none, or a server's store). O(depth of the
    /// current directory) file checks.
    public static func locate(explicit: String?, storeFile: String?) -> String? {
        if let explicit { return explicit }
        if var directory = FilePath.currentDirectory {
            while true {
                let candidate = FilePath.file(name, in: directory)
                if FilePath.isRegularFile(candidate) { return candidate }
                guard directory != "/" else { break }
                directory = FilePath.directory(of: directory)
            }
        }
        if let storeFile {
            let candidate = FilePath.file(name, in: FilePath.directory(of: storeFile))
            if FilePath.isRegularFile(candidate) { return candidate }
        }
        return nil
    }

    /// Reads the configuration at `path`; a file that does not read throws
    /// `DocumentFileError`, one that is not a configuration `LintConfigurationFileError`,
    /// each naming the file.
    public static func load(_ path: String) throws -> LintConfiguration {
        do {
            return try LintConfiguration(json: FileContents.read(path))
        } catch let error as LintConfigurationError {
            throw LintConfigurationFileError(path: path, problem: error)
        }
    }
}

/// A configuration file that is not a lint configuration: the file and what is wrong.
public struct LintConfigurationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as named.
    public var path: String
    /// What is wrong with its content.
    public var problem: LintConfigurationError

    /// `PATH: problem`.
    public var description: String { "\(path): \(problem)" }
}
