import DocumentImport

/// What `FileMerge.run` merges: three versions of an Interface Builder file, as git's merge
/// driver is given them.
public struct FileMergeRequest: Sendable {
    /// The common ancestor.
    public var base: String
    /// Our version.
    public var ours: String
    /// Their version.
    public var theirs: String
    /// The file's path in the repository (git's `%P`), which names the documents and the
    /// messages; default: `ours`.
    public var path: String?
    /// The length of the conflict markers (git's `%L`).
    public var markerSize: Int

    /// A request merging `ours` and `theirs` with their ancestor `base`.
    public init(base: String, ours: String, theirs: String, path: String? = nil, markerSize: Int = 7) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.path = path
        self.markerSize = markerSize
    }

    /// How messages name the file: `path`, else `ours`.
    public var shownPath: String { path ?? ours }

    /// The name prefix of the documents of all three versions.
    public var baseName: String { DocumentFile.baseName(of: shownPath) }
}
