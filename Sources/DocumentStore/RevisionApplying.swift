import StackDocument

extension Document {
    /// Applies the changes of the revision a statement read into `row` (its number, then its
    /// `events`) and returns them: how a head load, a head brought forward and a rebuild from a
    /// snapshot all replay the log. A revision whose events do not read, or do not apply onto
    /// `what` (the document they were replayed onto), is `StoreError.unreadable`, which names
    /// `repair`. O(the revision's changes).
    @discardableResult
    mutating func applyRevision(in row: StoreRow, of name: String, onto what: String) throws -> [DocumentChange] {
        let number = try row.get(0, as: Int.self)
        do {
            let changes = try RevisionEvent.changes(in: try row.get(1, as: String.self))
            try apply(changes)
            return changes
        } catch {
            throw StoreError.unreadable(revision: number, of: name, "it does not apply to \(what): \(error)")
        }
    }
}
