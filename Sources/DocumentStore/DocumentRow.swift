import StackDocument
import StackLayout

/// A document's row in `documents` with its head revision, read in one statement in the read's
/// transaction (`DocumentStoreReader.documentRow(_:)`): the head, the name and the canvas are
/// those of one commit.
///
/// The name and the canvas live on the row alone. A rename (a `rename` revision, which changes
/// no view), a deleted document moved aside (no revision at all) and a canvas taken by an
/// update (no revision when no view changed) change the row; a snapshot keeps the name and
/// canvas of when it was written, and the changes a rebuild replays carry neither. So every
/// document a reader returns, at the head or at an earlier revision, and whoever read that
/// revision first, carries the row's name and canvas as they are when it is read
/// (`applyingNameAndCanvas(to:)`): a revision is named as it was asked for and is laid out at
/// the document's canvas of now. Neither has a history of its own (the `rename` revisions keep
/// the names before them, for `log`).
struct DocumentRow: Sendable, Hashable {
    /// The document's id, which its revisions' keys begin with.
    var id: Int64
    /// The number of its head (last) revision.
    var head: Int
    /// Its name: the one it was read by.
    var name: String
    /// Its canvas, or nil when it has none.
    var canvas: Size?

    /// `document` under this row's name and canvas. O(1): the views and constraints are shared.
    func applyingNameAndCanvas(to document: Document) -> Document {
        var named = document
        named.name = name
        named.canvas = canvas
        return named
    }
}
