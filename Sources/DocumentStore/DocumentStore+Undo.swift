import StackDocument

extension DocumentStore {
    /// Undoes the most recent change that has not been undone, `steps` times, each as a new
    /// revision that applies the inverse of that change. All steps or none.
    /// Cost per step: two row lookups plus the size of the change undone.
    @discardableResult
    public func undo(_ name: String, steps: Int = 1, message: String? = nil) throws -> [RevisionInfo] {
        try stepThroughStack(name, steps: steps, message: message, kind: .undo)
    }

    /// Re-applies the most recently undone change, `steps` times, each as a new revision.
    /// A new ordinary change after an undo empties the redo stack (linear undo).
    @discardableResult
    public func redo(_ name: String, steps: Int = 1, message: String? = nil) throws -> [RevisionInfo] {
        try stepThroughStack(name, steps: steps, message: message, kind: .redo)
    }

    /// Appends a revision whose state equals revision `revision`, made by the edits `plan`
    /// returns for going from the head to that revision (a diff). The result is checked against
    /// the rebuilt revision before anything is committed. Ids removed since then come back:
    /// restoring is not reuse. Cost: one rebuild, the plan, and the edits applied once.
    @discardableResult
    package func restore(
        _ name: String, to revision: Int, message: String? = nil,
        using plan: (_ head: Document, _ target: Document) throws -> [Edit]
    ) throws -> RevisionInfo {
        try writing(document: name) {
            let head = try self.head(of: name)
            guard (1...head.revision).contains(revision) else {
                throw StoreError.revisionNotFound(document: name, revision: revision, head: head.revision)
            }
            let target = try RevisionRebuilder(
                connection: connection, documentID: head.documentID, name: name, canvas: head.document.canvas).rebuild(revision)
            let edits = try plan(head.document, target)
            guard !edits.isEmpty else { throw StoreError.nothingToDo("\"\(name)\" is already in the state of revision \(revision)") }
            guard let restored = try append(edits, to: head, kind: .restore, target: revision, message: message).revision else {
                throw StoreError.nothingToDo("\"\(name)\" is already in the state of revision \(revision)")
            }
            // A failed check throws, which rolls the revision back (and drops the cached head).
            guard head.document.nodes == target.nodes, head.document.constraints == target.constraints else {
                throw StoreError.corrupt("the edits planned to restore revision \(revision) do not reproduce it")
            }
            return restored
        }
    }

    private func stepThroughStack(_ name: String, steps: Int, message: String?, kind: RevisionKind) throws -> [RevisionInfo] {
        guard steps >= 1 else { throw StoreError.nothingToDo("the number of steps must be at least 1") }
        return try writing(document: name) {
            let head = try self.head(of: name)
            var written: [RevisionInfo] = []
            for step in 1...steps {
                let top = kind == .undo ? head.stacks.undoTop : head.stacks.redoTop
                guard let top else {
                    let what = kind == .undo ? "undo" : "redo"
                    throw StoreError.nothingToDo(
                        step == 1 ? "nothing to \(what) in \"\(name)\"" : "only \(step - 1) of \(steps) steps can be \(what)ne in \"\(name)\"")
                }
                let target = try stackNode(head, top).element
                let original = try changes(of: target, in: head)
                let events = kind == .undo ? original.reversed().map(\.inverted) : original
                do {
                    try head.document.apply(events.flatMap { $0 })
                } catch {
                    throw StoreError.corrupt("revision \(target) of \"\(name)\" cannot be \(kind == .undo ? "undone" : "redone"): \(error)")
                }
                let now = currentTimeMilliseconds()
                try append(
                    to: head, kind: kind, message: message, target: target, at: now,
                    events: events.map { RevisionEvent(edit: nil, changes: $0) })
                written.append(RevisionInfo(
                    document: name, number: head.revision, kind: kind, createdAt: now, message: message, target: target, edits: []))
            }
            return written
        }
    }

    /// The changes of each event of a revision, in order.
    func changes(of revision: Int, in head: HeadState) throws -> [[DocumentChange]] {
        guard let events = try connection.statement("SELECT events FROM revisions WHERE key = ?")
            .queryFirst([RevisionKey.of(head.documentID, revision)], { try $0.get(0, as: String.self) })
        else { throw StoreError.corrupt("revision \(revision) of \"\(head.name)\" is missing") }
        do {
            return try RevisionEvent.decode(events).map(\.changes)
        } catch {
            throw StoreError.corrupt("the events of revision \(revision) of \"\(head.name)\": \(error)")
        }
    }
}

extension DocumentStoreReader {
    /// The revision `undo` would undo next and the one `redo` would redo next.
    public func undoState(of name: String) throws -> (undo: Int?, redo: Int?) {
        try reading {
            let head = try self.head(of: name)
            return (try head.stacks.undoTop.map { try stackNode(head, $0).element },
                    try head.stacks.redoTop.map { try stackNode(head, $0).element })
        }
    }

    /// A revision row as a node of the undo and redo stacks.
    func stackNode(_ head: HeadState, _ revision: Int) throws -> UndoNode {
        guard let node = try connection.statement(
            "SELECT number, kind, target, undo_below, redo_below FROM revisions WHERE key = ?"
        ).queryFirst([RevisionKey.of(head.documentID, revision)], { row -> UndoNode in
            let kind = try row.get(1, as: String.self)
            let element = [RevisionKind.edit, .restore, .merge].map(\.rawValue).contains(kind)
                ? try row.get(0, as: Int.self) : try row.get(2, as: Int.self)
            return UndoNode(element: element, undoBelow: try row.get(3), redoBelow: try row.get(4))
        }) else { throw StoreError.corrupt("revision \(revision) of \"\(head.name)\" is missing") }
        return node
    }
}
