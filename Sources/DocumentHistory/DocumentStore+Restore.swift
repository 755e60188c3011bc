import DocumentStore
import StackDocument

extension DocumentStore {
    /// Appends a revision whose state equals revision `revision` of document `name`, keeping
    /// everything after it: the edits of the diff from the head to that revision
    /// (`DocumentDiff`), checked against the rebuilt revision before anything is committed.
    @discardableResult
    public func restore(_ name: String, to revision: Int, message: String? = nil) throws -> RevisionInfo {
        try restore(name, to: revision, message: message) { head, target in
            try DocumentDiff(from: head, to: target).edits
        }
    }
}
