/// What `GitHistoryImport` brings into a store: a file's git history.
public struct GitImportRequest: Sendable {
    /// The file, as it is named now: relative to `repository` when given, else to the current
    /// directory.
    public var file: String
    /// A directory of the git repository (default: the file's directory).
    public var repository: String?
    /// The documents' name (the prefix of a multi-scene Interface Builder file's); default: the
    /// file's base name.
    public var name: String?

    /// A request importing the history of `file`.
    public init(file: String, repository: String? = nil, name: String? = nil) {
        self.file = file
        self.repository = repository
        self.name = name
    }

    /// The file from the root, as git is given it.
    public var absolutePath: String {
        FilePath.absolute(repository.map { file.hasPrefix("/") ? file : "\($0)/\(file)" } ?? file)
    }

    /// The documents' name or name prefix.
    public var baseName: String { name ?? DocumentFile.baseName(of: file) }
}
