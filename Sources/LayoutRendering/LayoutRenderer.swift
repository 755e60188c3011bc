import StackDocument
import StackLayout

/// Pictures of layouts, as SVG: one revision, or two side by side with what changed in colour.
///
/// Every view is a rectangle at its absolute frame. Stacks are outlined, with a dashed arrow
/// along their axis; other views are filled boxes; views with no drawn subviews are labelled
/// with their id, in a monospaced font, at the largest size that fits, and never over another
/// label (a label with no room anywhere is listed in the legend instead). A scroll view's
/// content is a dashed purple rectangle with its size. Hidden views are left out, or drawn
/// dashed (`RenderOptions.hiddenViews`).
public enum LayoutRenderer {
    /// A picture of `revision`, laid out (see `ReplayService.layout`), as an SVG document: the
    /// canvas at `options.scale` pixels per point, under a caption naming the document, the
    /// revision and the canvas size. O(v · k) for v drawn views and k labels near each.
    public static func svg(_ revision: LaidOutRevision, options: RenderOptions = RenderOptions()) -> String {
        let panel = LayoutPanel(document: revision.document, layout: revision.layout, caption: caption(revision))
        return PictureComposer(panels: [panel], legendLines: [], options: options).svg()
    }

    /// A picture of `document` laid out as `layout` (a document that is in no store, say), as
    /// `svg(_:options:)` draws a revision, under a caption naming the document and the canvas size.
    public static func svg(_ document: Document, layout: LayoutResult, options: RenderOptions = RenderOptions()) -> String {
        let panel = LayoutPanel(document: document, layout: layout, caption: "\(document.name) · \(PanelDrawing.size(layout.canvas))")
        return PictureComposer(panels: [panel], legendLines: [], options: options).svg()
    }

    /// `old` and `new` side by side: views only `old` has in the removed colour on the left,
    /// views only `new` has in the added colour on the right, views that moved in the tree
    /// (in either ordering, or to another superview) and views whose frame changed in their
    /// colours on both sides. A view the change hid is drawn dashed grey on the right where the
    /// left shows it, and one it showed again dashed grey on the left where the right shows it,
    /// whether or not hidden views are drawn otherwise. The legend counts each kind of change.
    /// `diff` is the diff of the two (`ReplayService.diff` with frames); the result is an SVG
    /// document.
    public static func diffSVG(
        from old: LaidOutRevision, to new: LaidOutRevision, diff: DocumentDiff, options: RenderOptions = RenderOptions()
    ) -> String {
        let highlights = DiffHighlights(old: old, new: new, diff: diff)
        let panels = [
            LayoutPanel(
                document: old.document, layout: old.layout, caption: caption(old), highlights: highlights.old,
                shownHidden: Set(diff.unhidden), otherLayout: new.layout),
            LayoutPanel(
                document: new.document, layout: new.layout, caption: caption(new), highlights: highlights.new,
                shownHidden: Set(diff.hidden), otherLayout: old.layout),
        ]
        return PictureComposer(panels: panels, legendLines: [highlights.summary], options: options).svg()
    }

    static func caption(_ revision: LaidOutRevision) -> String {
        "\(revision.document.name) · revision \(revision.revision) · \(PanelDrawing.size(revision.layout.canvas))"
    }
}
