import StackDocument

/// Edits applied to a head in memory and encoded, ready to be appended as its next revision
/// (`DocumentStore.append(_:kind:target:message:origin:)`).
struct PreparedEdit {
    /// The head the edits were applied to; its document holds them.
    let head: HeadState
    /// The edits that change something, with their changes.
    let events: [RevisionEvent]
    /// `events` as the revision row holds them, checked to read back
    /// (`RevisionEvent.encodeApplied`); empty when there are none.
    let eventText: String
    /// The edits that changed nothing.
    let unchanged: [UnchangedEdit]

    /// Applies `edits` to the document of `head` (UIKit's rules), and encodes the events of the
    /// ones that change something. All or nothing: on a refusal the head is as it was, except
    /// when the encoded events would not read back, when the caller must drop it. O(size of
    /// the edits).
    init(_ edits: [Edit], on head: HeadState) throws {
        let changes: [[DocumentChange]]
        switch Result(catching: { () throws(DocumentError) in try head.document.apply(edits) }) {
        case .success(let applied): changes = applied
        case .failure(let error): throw StoreError.invalid(error)
        }
        self.head = head
        events = zip(edits, changes).filter { !$0.1.isEmpty }.map { RevisionEvent(edit: $0, changes: $1) }
        // Shared, not copied, when the head holds no other prepared edit (as it does between
        // appends: each append, and each head brought forward, empties it).
        head.unwrittenEvents = head.unwrittenEvents.isEmpty ? events : head.unwrittenEvents + events
        unchanged = changes.indices.filter { changes[$0].isEmpty }.map { UnchangedEdit(index: $0, edit: edits[$0]) }
        if events.isEmpty {
            eventText = ""
        } else {
            eventText = try RevisionEvent.encodeApplied(events, revision: head.revision + 1, of: head.name)
        }
    }

    /// As `init(_:on:)`, once no edit adds a view under an id the document used before
    /// (`DocumentStore.refuseReusedViewIDs`): what `DocumentStore.apply` does before it takes
    /// the writer lock.
    init(checking edits: [Edit], on head: HeadState, in store: DocumentStore) throws {
        try store.refuseReusedViewIDs(in: edits, head: head)
        try self.init(edits, on: head)
    }
}
