/// The tops of a document's undo and redo stacks after some revision.
///
/// Both stacks are persistent linked lists threaded through the revision rows: a revision that
/// pushes onto a stack is a node of it and records the node under it, so pushing, popping and
/// finding the top cost O(1) whatever the length of the history.
struct UndoStacks: Hashable, Sendable {
    /// The node on top of the undo stack: a revision whose element is the change to undo next.
    var undoTop: Int?
    /// The node on top of the redo stack: an undo revision whose target is the change to redo next.
    var redoTop: Int?

    init(undoTop: Int? = nil, redoTop: Int? = nil) {
        self.undoTop = undoTop
        self.redoTop = redoTop
    }

    /// The links a new revision stores. `node` reads a node's row (needed when a stack pops).
    /// Linear undo: a new change empties the redo stack.
    func links(forRevision revision: Int, kind: RevisionKind, node: (Int) throws -> UndoNode) throws -> UndoLinks {
        switch kind {
        case .import, .branch:
            return UndoLinks()
        case .rename, .delete, .skip:
            return UndoLinks(stacksAfter: self, undoBelow: nil, redoBelow: nil)
        case .edit, .restore, .merge:
            return UndoLinks(stacksAfter: UndoStacks(undoTop: revision, redoTop: nil), undoBelow: undoTop, redoBelow: nil)
        case .undo:
            let popped = try undoTop.flatMap { try node($0).undoBelow }
            return UndoLinks(stacksAfter: UndoStacks(undoTop: popped, redoTop: revision), undoBelow: nil, redoBelow: redoTop)
        case .redo:
            let popped = try redoTop.flatMap { try node($0).redoBelow }
            return UndoLinks(stacksAfter: UndoStacks(undoTop: revision, redoTop: popped), undoBelow: undoTop, redoBelow: nil)
        }
    }
}

/// What a revision row records about the stacks.
struct UndoLinks: Hashable, Sendable {
    var stacksAfter = UndoStacks()
    var undoBelow: Int?
    var redoBelow: Int?
}

/// A revision row seen as a node of the stacks.
struct UndoNode: Hashable, Sendable {
    /// The revision whose change this node stands for.
    var element: Int
    var undoBelow: Int?
    var redoBelow: Int?
}
