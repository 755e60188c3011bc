import SQLiteDatabase
import StackDocument

/// Why a store operation failed. Every failure leaves the store as it was.
public enum StoreError: Error, CustomStringConvertible, Sendable {
    /// No document of that name in the store.
    case documentNotFound(String)
    /// A document of that name exists already.
    case documentExists(String)
    /// The document has no such revision.
    case revisionNotFound(document: String, revision: Int, head: Int)
    /// The document or the edits break the format or UIKit's rules.
    case invalid(DocumentError)
    /// A view id that the document used before and removed: ids are never reused.
    case viewIDReused(String)
    /// Stored data that cannot be read back.
    case corrupt(String)
    /// Nothing to undo or redo, or a similar request that does not apply.
    case nothingToDo(String)
    /// A write to a store opened read-only.
    case readOnly(path: String)
    /// A read-only open of a store whose schema is older than this StackDoc's: upgrading it
    /// would write.
    case needsUpgrade(path: String)
    /// A read-only open of a file that holds no store: an empty file (or an empty database).
    case notAStore(path: String)

    public var description: String {
        switch self {
        case .documentNotFound(let name): "no document named \"\(name)\" in the store"
        case .documentExists(let name): "a document named \"\(name)\" exists already (choose another name with --name)"
        case let .revisionNotFound(document, revision, head):
            "document \"\(document)\" has no revision \(revision) (revisions are 1...\(head))"
        case .invalid(let error): error.description
        case .viewIDReused(let id): "view id \"\(id)\" was used earlier in this document's history; ids are never reused"
        case .corrupt(let detail): "the store holds data it cannot read: \(detail)"
        case .nothingToDo(let reason): reason
        case .readOnly(let path): "the store '\(path)' was opened read-only, for a command that only reads"
        case .needsUpgrade(let path):
            "the store '\(path)' was written by an older StackDoc and needs an upgrade, which a command that only reads does not make: run a command that writes, or `stackdoc init --db '\(path)'`, to upgrade it (the file was left untouched)"
        case .notAStore(let path):
            "'\(path)' is not a StackDoc store: it is empty (create a store with `stackdoc init --db '\(path)'`; the file was left untouched)"
        }
    }
}
