import DocumentHistory
import StackDocument
import StackLayout

/// One document of two files compared: its diff, or that only one file has it.
public struct DocumentComparison: Sendable {
    /// How the two sides relate.
    public enum Status: String, Sendable {
        /// Both have the document and it changed.
        case changed
        /// Both have the document and it did not change.
        case unchanged
        /// Only the new file has it.
        case added
        /// Only the old file has it.
        case removed
    }

    /// The document's name (the new one's, when both have it).
    public let document: String
    /// How the two sides relate.
    public let status: Status
    /// The diff, when both files have the document.
    public let diff: DocumentDiff?
    /// The document's name in the old file, when the new one names it otherwise.
    public let renamedFrom: String?
    /// The old document, when both files have it.
    public let old: Document?
    /// The new document, when both files have it.
    public let new: Document?
    /// The frames the diff compared, keyed by view id, when it laid the documents out.
    public let frames: (old: [String: Rect], new: [String: Rect])?

    /// The documents of two files, paired as the store pairs versions of a file: by root view
    /// id, whatever their names (a new name is a rename), in NEW's order, then the ones only OLD
    /// has. A document whose root was re-created is one removed and one added, even under the
    /// same name. Documents without Interface Builder ids (JSON) pair by name when their roots
    /// differ, and files of one JSON document each pair whatever their names. O(d) for d documents.
    public static func pairs(old: [Document], new: [Document], interfaceBuilder: Bool) -> [(old: Document?, new: Document?)] {
        if !interfaceBuilder, old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        var oldByRoot = Dictionary(old.map { ($0.rootID, $0) }, uniquingKeysWith: { first, _ in first })
        var oldByName = interfaceBuilder ? [:] : Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var paired: [(old: Document?, new: Document?)] = []
        for document in new {
            let match = oldByRoot[document.rootID] ?? oldByName[document.name]
            if let match {
                oldByRoot[match.rootID] = nil
                oldByName[match.name] = nil
            }
            paired.append((match, document))
        }
        let pairedOld = Set(paired.compactMap { $0.old?.rootID })
        return paired + old.filter { !pairedOld.contains($0.rootID) }.map { ($0, nil) }
    }

    /// Compares one pair (`ReplayService.diffAndFrames`), laid out at `canvas` when given or
    /// `withFrames`. Throws `DocumentComparisonError`, naming the document, when the two cannot
    /// be revisions of one document.
    public init(pair: (old: Document?, new: Document?), canvas: Size?, withFrames: Bool) throws {
        document = (pair.new ?? pair.old)!.name
        renamedFrom = pair.old.flatMap { old in old.name == pair.new?.name || pair.new == nil ? nil : old.name }
        guard let old = pair.old, let new = pair.new else {
            status = pair.old == nil ? .added : .removed
            (diff, self.old, self.new, frames) = (nil, nil, nil, nil)
            return
        }
        do {
            let (diff, frames) = try ReplayService.diffAndFrames(from: old, to: new, canvas: canvas, withFrames: withFrames)
            (self.diff, self.old, self.new, self.frames) = (diff, old, new, frames)
            status = diff.isEmpty ? .unchanged : .changed
        } catch {
            throw DocumentComparisonError(document: document, reason: "\(error)")
        }
    }

    /// What a re-save changes without moving a frame (`ResaveNoise`), when both files have the
    /// document: found from the diff's frames when it has them, else by laying both out at `canvas`.
    public func resaveNoise(canvas: Size?) -> ResaveNoise? {
        guard let diff, let old, let new else { return nil }
        return ResaveNoise(diff: diff, old: old, new: new, canvas: canvas, frames: frames)
    }
}

/// Two documents that cannot be compared as revisions of one document.
public struct DocumentComparisonError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's name.
    public var document: String
    /// Why, as the diff says it.
    public var reason: String

    /// `"NAME": reason`.
    public var description: String { "\"\(document)\": \(reason)" }
}
