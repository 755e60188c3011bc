/// What changed between two files (`stackdoc diff-files`): each is read as `import` reads it,
/// and each document of the old file is compared with its version in the new one
/// (`DocumentComparison`).
public enum FileDiff {
    /// What `run` found.
    public struct Result: Sendable {
        /// Each document's comparison, in the new file's order, then those only the old file has.
        public var comparisons: [DocumentComparison]
        /// As git's diff driver: why a side did not read or a document did not compare. A side
        /// that does not read compares nothing.
        public var unreadable: [String]
    }

    /// Reads both files and compares their documents. Run as git's diff driver, nothing
    /// throws: a version that does not read, or two that do not compare, is listed in
    /// `unreadable`; else the first such error is thrown. Cost: two imports and one
    /// `DocumentComparison` per document.
    public static func run(_ request: FileDiffRequest) throws -> Result {
        var unreadable: [String] = []
        func read(_ path: String?, as shownPath: String?, side: String) throws -> ImportedFile? {
            guard let path else { return nil }
            do {
                // Git's files are temporary copies: errors name the path in the repository instead.
                return try ImportedFile.read(FileContents.read(path), path: shownPath ?? path, baseName: request.baseName)
            } catch {
                guard request.isGitDriver else { throw error }
                unreadable.append("the \(side) version does not read: \(error)")
                return nil
            }
        }
        let old = try read(request.oldPath, as: request.renamedFrom ?? request.gitPath, side: "old")
        let new = try read(request.newPath, as: request.gitPath, side: "new")
        let interfaceBuilder = old?.interfaceBuilderKind != nil || new?.interfaceBuilderKind != nil
        // A side that does not read is left out rather than shown as every document removed or added.
        let pairs = unreadable.isEmpty
            ? DocumentComparison.pairs(old: old?.documents ?? [], new: new?.documents ?? [], interfaceBuilder: interfaceBuilder) : []
        var comparisons: [DocumentComparison] = []
        for pair in pairs {
            do {
                comparisons.append(try DocumentComparison(pair: pair, canvas: request.canvas, withFrames: request.withFrames))
            } catch where request.isGitDriver {
                unreadable.append("\(error)")
            }
        }
        return Result(comparisons: comparisons, unreadable: unreadable)
    }
}
