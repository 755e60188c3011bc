import DocumentImport

/// A three-way merge of Interface Builder files read from disk (`stackdoc merge-files`, git's
/// merge driver): the text merged by element identity (`StoryboardMerge.merge`), then a clean
/// merge checked by its layout (`SemanticMergeCheck`).
public enum FileMerge {
    /// Reads the three versions and merges them. Throws `FileMergeInputError` when a version
    /// does not read or is not well-formed XML (nothing is merged). Cost: that of
    /// `StoryboardMerge.merge`, plus, for a clean merge, the layout of all three versions.
    public static func run(_ request: FileMergeRequest) throws(FileMergeInputError) -> FileMergeResult {
        let ours: [UInt8], theirs: [UInt8], text: TextMergeResult
        do {
            ours = try FileContents.read(request.ours)
            theirs = try FileContents.read(request.theirs)
            text = try StoryboardMerge.merge(base: try FileContents.read(request.base), ours: ours, theirs: theirs, markerSize: request.markerSize)
        } catch {
            throw FileMergeInputError(path: request.shownPath, reason: "\(error)")
        }
        var conflicts = text.conflicts
        if text.isClean {
            conflicts = SemanticMergeCheck.check(ours: ours, theirs: theirs, merged: text.merged, baseName: request.baseName)
        }
        return FileMergeResult(merged: text.merged, conflicts: conflicts, ours: ours, theirs: theirs, baseName: request.baseName)
    }
}

/// A version of a merge that does not read, or is not well-formed XML: nothing is merged.
public struct FileMergeInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as messages name it.
    public var path: String
    /// Why, naming the version.
    public var reason: String

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
