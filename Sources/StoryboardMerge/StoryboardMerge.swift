import InterfaceBuilderImport

/// A three-way merge of Interface Builder files (.storyboard, .xib) by what their elements
/// mean rather than by their lines.
///
/// Elements are matched by their Interface Builder id (elements without one by their name,
/// key and rank under their parent, `ElementKeys`). Changes to different attributes or
/// elements merge; an element added on one side goes in at its place among its siblings
/// (`ChildrenPlan`); one deleted on one side and untouched on the other is deleted. Conflicts
/// are as small as the meaning allows (`MergeConflict.Kind`) and are written between git's
/// markers around the smallest enclosing element (for attributes: its start tag). Everything
/// neither side changed is copied byte for byte: the merge splices the inputs' own text and
/// never writes an element anew. The inputs are read by the importer's strict XML parser,
/// which never resolves an external entity.
public enum StoryboardMerge {
    /// Merges `ours` and `theirs`, two descendants of `base`, each the bytes of a file.
    /// Conflicts are written between markers of `markerSize` characters labelled `labels`, or,
    /// with `resolution`, as that side's text (they are still reported).
    /// Throws, naming the side and the line, when an input is not well-formed XML. Cost:
    /// O(n · d) for files of n bytes and elements nested d deep, plus O(n) per conflict.
    public static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], labels: (ours: String, theirs: String) = ("ours", "theirs"), markerSize: Int = 7,
        resolution: MergeResolution? = nil
    ) throws(StoryboardMergeError) -> TextMergeResult {
        func read(_ bytes: [UInt8], _ side: String) throws(StoryboardMergeError) -> SpanDocument {
            do {
                return try SpanDocument(bytes: bytes)
            } catch {
                throw StoryboardMergeError(side: side, line: error.position.line, message: error.message)
            }
        }
        let baseDocument = try read(base, "base")
        let oursDocument = try read(ours, "ours")
        let theirsDocument = try read(theirs, "theirs")
        var merger = ThreeWayMerger(base: baseDocument, ours: oursDocument, theirs: theirsDocument)
        merger.run()
        var conflicts = merger.conflicts
        let segments = DanglingReferences.resolve(
            merger.segments, conflicts: &conflicts, kept: Set(merger.keptIDs).union(merger.conflictIDs),
            oursIDs: identifiers(oursDocument.root), theirsIDs: identifiers(theirsDocument.root))
        let rendering = MergeRendering(
            segments, oursLabel: labels.ours, theirsLabel: labels.theirs, markerSize: markerSize, resolution: resolution)
        for (record, line) in rendering.markerLines { conflicts[record].mergedLine = line }
        conflicts.sort { ($0.mergedLine ?? 0) < ($1.mergedLine ?? 0) }
        if conflicts.isEmpty {
            conflicts += duplicates(merger.keptIDs, ours: oursDocument.root, theirs: theirsDocument.root)
        }
        return TextMergeResult(merged: rendering.bytes, conflicts: conflicts)
    }

    private static func identifiers(_ root: SpanElement) -> Set<String> {
        var ids: [String] = []
        root.collectIdentifiers(into: &ids)
        return Set(ids)
    }

    /// Ids the merge holds twice where neither side did: an element moved to different places.
    private static func duplicates(_ kept: [String], ours: SpanElement, theirs: SpanElement) -> [MergeConflict] {
        var counts: [String: Int] = [:]
        for id in kept { counts[id, default: 0] += 1 }
        let repeated = counts.filter { $0.value > 1 }.keys.sorted()
        guard !repeated.isEmpty else { return [] }
        func repeats(_ root: SpanElement) -> Set<String> {
            var ids: [String] = []
            root.collectIdentifiers(into: &ids)
            var seen = Set<String>()
            return Set(ids.filter { !seen.insert($0).inserted })
        }
        let already = repeats(ours).union(repeats(theirs))
        return repeated.filter { !already.contains($0) }.map { id in
            MergeConflict(
                kind: .duplicateID, element: id, elementName: "element",
                message: "the merge holds this id twice: the two sides moved the element to different places")
        }
    }
}

/// The merged text of three files and its conflicts.
public struct TextMergeResult: Sendable {
    /// The merged file: well-formed XML when there is no conflict; with git's conflict markers where there are.
    public var merged: [UInt8]
    /// The conflicts, in the order of the file.
    public var conflicts: [MergeConflict]

    /// Whether the merge has no conflict.
    public var isClean: Bool { conflicts.isEmpty }
}

/// An input of a merge that is not well-formed XML.
public struct StoryboardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `base`, `ours` or `theirs`.
    public var side: String
    /// The line where the parser stopped.
    public var line: Int
    /// What is wrong.
    public var message: String

    public var description: String { "the \(side) version is not well-formed XML: line \(line): \(message)" }
}
