import StackLayout

/// The files `FileDiff.run` compares: two paths, or git's external-diff arguments, and how.
public struct FileDiffRequest: Sendable {
    /// The old file; `nil` when git reports the file as added (`/dev/null`).
    public var oldPath: String?
    /// The new file; `nil` when git reports the file as deleted.
    public var newPath: String?
    /// The path in the repository, when git called (the new path for a rename).
    public var gitPath: String?
    /// The path before a rename, when git reports one.
    public var renamedFrom: String?
    /// The canvas to lay both out at (default: the old document's).
    public var canvas: Size?
    /// Whether frames are compared too.
    public var withFrames: Bool

    /// Compares `oldPath` with `newPath`.
    public init(oldPath: String?, newPath: String?, gitPath: String? = nil, renamedFrom: String? = nil, canvas: Size? = nil, withFrames: Bool = false) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.gitPath = gitPath
        self.renamedFrom = renamedFrom
        self.canvas = canvas
        self.withFrames = withFrames
    }

    /// `[OLD, NEW]`, or `[path, old-file, old-hex, old-mode, new-file, new-hex, new-mode]`,
    /// followed for a rename by `[new-path, rename-note]` (what git passes a diff driver).
    /// `nil` for any other count of arguments.
    public init?(arguments: [String], canvas: Size? = nil, withFrames: Bool = false) {
        switch arguments.count {
        case 2:
            self.init(oldPath: arguments[0], newPath: arguments[1], canvas: canvas, withFrames: withFrames)
        case 7, 9:
            self.init(
                oldPath: arguments[1] == "/dev/null" ? nil : arguments[1], newPath: arguments[4] == "/dev/null" ? nil : arguments[4],
                gitPath: arguments.count == 9 ? arguments[7] : arguments[0],
                renamedFrom: arguments.count == 9 && arguments[7] != arguments[0] ? arguments[0] : nil,
                canvas: canvas, withFrames: withFrames)
        default:
            return nil
        }
    }

    /// Whether git called, as its diff driver.
    public var isGitDriver: Bool { gitPath != nil }

    /// The name prefix both Interface Builder files' documents take, so that their scenes pair:
    /// from git's path, else NEW's.
    public var baseName: String {
        DocumentFile.baseName(of: gitPath ?? newPath ?? oldPath ?? "file")
    }
}
