import PostgreSQLDatabase
import StackDocument

/// Why a store operation failed. Every failure leaves the store as it was.
public enum StoreError: Error, CustomStringConvertible, Sendable {
    /// No document has this name; `nearest` is the store's name closest to it, if one is close.
    case documentNotFound(String, nearest: String? = nil)
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
    /// A write to a store opened for writing on a PostgreSQL server that accepts no writes (a
    /// hot standby, or `default_transaction_read_only`): writes go to the primary.
    case serverReadOnly(path: String)
    /// A read-only open of a store whose schema is older than this StackDoc's: upgrading it
    /// would write.
    case needsUpgrade(path: String)
    /// A read-only open of a file that holds no store: an empty file (or an empty database).
    case notAStore(path: String)
    /// No file at the path, for an access that does not create one.
    case storeNotFound(path: String)
    /// A copy into a store that holds documents already, without asking to replace them.
    case targetNotEmpty(path: String, documents: Int)

    /// One line for people, naming the document, revision, id or path concerned.
    public var description: String {
        switch self {
        case let .documentNotFound(name, nearest):
            "no document named \"\(name)\" in the store" + (nearest.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .documentExists(let name): "a document named \"\(name)\" exists already"
        case let .revisionNotFound(document, revision, head):
            "document \"\(document)\" has no revision \(revision) (revisions are 1...\(head))"
        case .invalid(let error): error.description
        case .viewIDReused(let id): "view id \"\(id)\" was used earlier in this document's history; ids are never reused"
        case .corrupt(let detail): "the store holds data it cannot read: \(detail)"
        case .nothingToDo(let reason): reason
        case .readOnly(let path): "the store '\(path)' was opened read-only, for a command that only reads"
        case .serverReadOnly(let path):
            "the server of '\(path)' accepts no writes (it is a hot standby, or default_transaction_read_only is on), so nothing was written: send writes to the primary server"
        case .needsUpgrade(let path):
            "the store '\(path)' was written by an older StackDoc and needs an upgrade, which opening it read-only does not make: open it for writing to upgrade it (the file was left untouched)"
        case .storeNotFound(let path): "no store at '\(path)'"
        case let .targetNotEmpty(path, documents):
            "the store '\(path)' holds \(documents) document(s) already: copy into an empty store, or replace its documents; nothing was copied"
        case .notAStore(let path) where ConnectionURL.isPostgreSQL(path):
            "the database '\(path)' holds no StackDoc store: it is empty (nothing was changed)"
        case .notAStore(let path):
            "'\(path)' is not a StackDoc store: it is empty (the file was left untouched)"
        }
    }
}
