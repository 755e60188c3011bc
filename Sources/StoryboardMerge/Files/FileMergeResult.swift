import DocumentImport

/// Three versions of a file merged (`FileMerge.run`): the merged bytes and every conflict,
/// textual or found by laying the clean merge out.
public struct FileMergeResult: Sendable {
    /// The merged file: with git's conflict markers where the text conflicts.
    public var merged: [UInt8]
    /// The conflicts: the text's, else those of `SemanticMergeCheck`.
    public var conflicts: [MergeConflict]
    /// Our version's bytes.
    public var ours: [UInt8]
    /// Their version's bytes.
    public var theirs: [UInt8]
    /// The name prefix of the documents.
    public var baseName: String

    /// Whether the merge has no conflict.
    public var isClean: Bool { conflicts.isEmpty }

    /// The layout diff of each side's documents to the merge's, frames included: `ours`, then
    /// `theirs`; none when the merge does not import (it has conflict markers, say). Throws
    /// when a side does not import. Cost: three imports and two layouts per document.
    public func explanation() throws -> [(side: String, comparisons: [DocumentComparison])] {
        guard let mergedFile = try? ImportedFile.read(merged, path: "merge", name: nil, baseName: baseName) else {
            return []
        }
        return try [("ours", ours), ("theirs", theirs)].map { side, bytes in
            let file = try ImportedFile.read(bytes, path: side, name: nil, baseName: baseName)
            let pairs = DocumentComparison.pairs(old: file.documents, new: mergedFile.documents, interfaceBuilder: true)
            return (side, try pairs.map { try DocumentComparison(pair: $0, canvas: nil, withFrames: true) })
        }
    }
}
