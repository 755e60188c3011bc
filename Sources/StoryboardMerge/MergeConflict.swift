import StackDocument

/// One place where the two sides of a merge disagree, or where their clean merge is broken.
public struct MergeConflict: Hashable, Sendable, CustomStringConvertible {
    /// What kind of disagreement it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The same attribute changed to different values on the two sides.
        case attribute
        /// Deleted by ours, changed by theirs.
        case deletedByOursChangedByTheirs = "deleted-changed"
        /// Changed by ours, deleted by theirs.
        case changedByOursDeletedByTheirs = "changed-deleted"
        /// Added on both sides under one id with different content.
        case addedOnBothSides = "added-both"
        /// The same element's text changed differently on both sides.
        case text
        /// The same element changed on both sides in a way that does not split into attributes
        /// and children (written as `<x/>` on one side and with children on the other).
        case changedOnBothSides = "changed-both"
        /// An ordered list (subviews, arranged order) reordered differently on both sides.
        case order
        /// Both sides inserted into an ordered list at the same place.
        case insertedAtSamePlace = "inserted-same-place"
        /// A constraint left naming a view that the other side deleted.
        case danglingReference = "dangling-reference"
        /// One id in two places of the merge (moved differently on the two sides).
        case duplicateID = "duplicate-id"
        /// A required constraint that the merge breaks and neither side broke.
        case brokenConstraint = "broken-constraint"
        /// A view whose size the merge leaves undetermined and neither side did.
        case ambiguousView = "ambiguous-view"
        /// A stack view that the merge leaves without arranged views while both sides had some.
        case emptiedStack = "emptied-stack"
        /// The merged file does not import while both sides do.
        case importFails = "import-fails"

        /// Whether the conflict comes from the layout of a textually clean merge.
        public var isSemantic: Bool { [.brokenConstraint, .ambiguousView, .emptiedStack, .duplicateID, .importFails].contains(self) }
    }

    /// What kind of disagreement it is.
    public var kind: Kind
    /// The element's id, or `<name key=...>` for an element without one.
    public var element: String
    /// The element's tag name (`constraint`, `label`, `subviews`, ...).
    public var elementName: String
    /// The attribute, for `.attribute` conflicts.
    public var attribute: String?
    /// The element's line in the base, ours and theirs (nil where it is absent).
    public var baseLine: Int?
    public var oursLine: Int?
    public var theirsLine: Int?
    /// The line of the `<<<<<<<` marker in the merged file; nil for conflicts written without markers.
    public var mergedLine: Int?
    /// The conflict in words.
    public var message: String

    /// A conflict (the merge makes these).
    package init(
        kind: Kind, element: String, elementName: String, attribute: String? = nil, baseLine: Int? = nil, oursLine: Int? = nil,
        theirsLine: Int? = nil, message: String
    ) {
        self.kind = kind
        self.element = element
        self.elementName = elementName
        self.attribute = attribute
        self.baseLine = baseLine
        self.oursLine = oursLine
        self.theirsLine = theirsLine
        self.message = message
    }

    /// `merged line 12: <label> Hlo-1a-2bc: attribute text: ours "A", theirs "B" (base line 10, ours 10, theirs 11)`.
    public var description: String {
        let lines = [("base", baseLine), ("ours", oursLine), ("theirs", theirsLine)].compactMap { name, line in line.map { "\(name) \($0)" } }
        let at = mergedLine.map { "merged line \($0): " } ?? ""
        let what = element.hasPrefix("<") ? element : "<\(elementName)> \(element)"
        return "\(at)\(kind.rawValue) at \(what): \(message)" + (lines.isEmpty ? "" : " (lines: \(lines.joined(separator: ", ")))")
    }

    /// `{kind, element, elementName, attribute, lines: {base, ours, theirs, merged}, message}`.
    public var json: JSONValue {
        func number(_ line: Int?) -> JSONValue { line.map { .number(Double($0)) } ?? .null }
        return .object([
            ("kind", .string(kind.rawValue)), ("element", .string(element)), ("elementName", .string(elementName)),
            ("attribute", attribute.map(JSONValue.string) ?? .null),
            ("lines", .object([("base", number(baseLine)), ("ours", number(oursLine)), ("theirs", number(theirsLine)), ("merged", number(mergedLine))])),
            ("message", .string(message)),
        ])
    }
}
