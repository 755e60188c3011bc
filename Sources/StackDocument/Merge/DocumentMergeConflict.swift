/// One place where the two sides of a document merge disagree, or where their clean merge is
/// broken: what kind, the view or constraint it is about (with the view's name where it has
/// one), the property, and the disagreement in words.
public struct DocumentMergeConflict: Hashable, Sendable, CustomStringConvertible {
    /// What kind of disagreement it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The same property of a view (or the document's canvas) changed to different values.
        case property
        /// Deleted by ours, changed by theirs.
        case deletedByOursChangedByTheirs = "deleted-changed"
        /// Changed by ours, deleted by theirs.
        case changedByOursDeletedByTheirs = "changed-deleted"
        /// Added on both sides under one id with different content.
        case addedOnBothSides = "added-both"
        /// A view moved to different superviews on the two sides.
        case moved
        /// An ordered list (subviews' z-order, a stack's arranged order) reordered differently on both sides.
        case order
        /// Both sides inserted into an ordered list at the same place.
        case insertedAtSamePlace = "inserted-same-place"
        /// A constraint changed differently on the two sides.
        case constraint
        /// A view or a constraint left naming a view that the other side deleted.
        case danglingReference = "dangling-reference"
        /// The merged views do not form a tree, or break a rule of the format.
        case invalidResult = "invalid-result"
        /// A required constraint that the merge breaks and neither side broke.
        case brokenConstraint = "broken-constraint"
        /// A stack view that the merge leaves without arranged views while both sides had some.
        case emptiedStack = "emptied-stack"

        /// Whether the conflict comes from the layout or the rules of a merge clean view by view.
        public var isSemantic: Bool { [.invalidResult, .brokenConstraint, .emptiedStack].contains(self) }
    }

    /// What kind of disagreement it is.
    public var kind: Kind
    /// The view's id, the constraint's id, or `nil` for the document itself.
    public var element: String?
    /// `view`, `constraint` or `document`.
    public var elementKind: String
    /// The view's name (as `ViewLabel` shows it) when it has one.
    public var name: String?
    /// The property, for `.property` conflicts.
    public var property: String?
    /// The conflict in words.
    public var message: String

    /// A conflict (the merge makes these).
    package init(kind: Kind, element: String?, elementKind: String, name: String? = nil, property: String? = nil, message: String) {
        self.kind = kind
        self.element = element
        self.elementKind = elementKind
        self.name = name
        self.property = property
        self.message = message
    }

    /// `property at view Title (t1), text: ours "A", theirs "B"`.
    public var description: String {
        let what: String
        if let element {
            what = elementKind + " " + ViewLabel.text(id: element, name: name)
        } else {
            what = elementKind
        }
        return "\(kind.rawValue) at \(what)" + (property.map { ", \($0)" } ?? "") + ": \(message)"
    }

    /// `{kind, element, elementKind, name, property, message}`, `null` where absent.
    public var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)), ("element", element.map(JSONValue.string) ?? .null),
            ("elementKind", .string(elementKind)), ("name", name.map(JSONValue.string) ?? .null),
            ("property", property.map(JSONValue.string) ?? .null), ("message", .string(message)),
        ])
    }
}
