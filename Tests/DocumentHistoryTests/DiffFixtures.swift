import DocumentHistory
import StackDocument
import StackLayout
import Testing

// Shared by the diff tests.

/// root(view) > [s(stack: a, b, c arranged; n not arranged), other(stack: x)],
/// constraints w (a.width), eq (x.width == b.width), pin (s.top == root.top).
func diffSample() throws -> Document {
    let s = ViewTree(
        id: "s", properties: ViewProperties(kind: .stack),
        subviews: [ViewTree(id: "a"), ViewTree(id: "b"), ViewTree(id: "c"), ViewTree(id: "n")], arranged: ["a", "b", "c"])
    let other = ViewTree(id: "other", properties: ViewProperties(kind: .stack), subviews: [ViewTree(id: "x")])
    return try Document(
        name: "sample", canvas: Size(width: 320, height: 480), root: ViewTree(id: "root", subviews: [s, other]),
        constraints: [
            LayoutConstraint(id: "w", first: Anchor(view: "a", attribute: .width), constant: 10),
            LayoutConstraint(id: "eq", first: Anchor(view: "x", attribute: .width), second: Anchor(view: "b", attribute: .width)),
            LayoutConstraint(id: "pin", first: Anchor(view: "s", attribute: .top), second: Anchor(view: "root", attribute: .top)),
        ])
}

extension Document {
    /// This document after `edits`.
    func edited(by edits: [Edit]) throws -> Document {
        var document = self
        _ = try document.apply(edits)
        return document
    }

    func edited(by edits: Edit...) throws -> Document { try edited(by: edits) }
}

/// Records an issue unless `edits` turn `old` into `new`, saying what still differs.
func expectEdits(
    _ edits: [Edit], toTurn old: Document, into new: Document, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try old.edited(by: edits)
    if result != new {
        let remaining = try DocumentDiff(from: result, to: new).text()
        Issue.record("\(comment) the edits \(edits) leave this to do:\n\(remaining)", sourceLocation: sourceLocation)
    }
}

/// The diff from `old` to `new`, having checked that its edits turn `old` into `new`.
func checkedDiff(
    _ old: Document, _ new: Document, frames: (old: [String: Rect], new: [String: Rect])? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> DocumentDiff {
    let diff = try DocumentDiff(from: old, to: new, frames: frames)
    try expectEdits(diff.edits, toTurn: old, into: new, sourceLocation: sourceLocation)
    return diff
}

/// The entries of a diff other than `edits`, counted, to check that a case reports nothing else.
func diffEntryCount(_ diff: DocumentDiff) -> Int {
    diff.added.count + diff.removed.count + diff.moved.count + diff.reparented.count + diff.hidden.count
        + diff.unhidden.count + diff.properties.count + diff.constraintsAdded.count + diff.constraintsRemoved.count
        + diff.frames.count
}
