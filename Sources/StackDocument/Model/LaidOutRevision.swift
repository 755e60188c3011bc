import StackLayout

/// A revision with its document and its layout.
public struct LaidOutRevision: Sendable {
    /// The revision's number.
    public var revision: Int
    /// The document as it was right after that revision.
    public var document: Document
    /// Its frames, as UIStackView and Auto Layout would place the views, at the canvas asked for.
    public var layout: LayoutResult

    /// Revision `revision` of a document, laid out; `revision` only captions pictures of it.
    public init(revision: Int, document: Document, layout: LayoutResult) {
        self.revision = revision
        self.document = document
        self.layout = layout
    }
}
