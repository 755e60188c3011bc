import StackDocument
import StackLayout

/// One laid-out document as a picture draws it: every view at its absolute frame, under a
/// caption, with optional highlights.
package struct LayoutPanel: Sendable {
    package var document: Document
    package var layout: LayoutResult
    /// The line above the drawing, for example "Nested Stack Views · revision 3 · 600×600".
    package var caption: String
    /// Views drawn in a highlight's colours instead of the usual ones.
    package var highlights: [String: ViewHighlight]
    /// Hidden views drawn (dashed, with their subviews) even when hidden views are left out,
    /// at their frames in `otherLayout` when it has them: in a diff, the views one side hid,
    /// drawn where the other side shows them.
    package var shownHidden: Set<String>
    /// The layout of the other side of a diff, where `shownHidden` views are drawn.
    package var otherLayout: LayoutResult?

    package init(
        document: Document, layout: LayoutResult, caption: String, highlights: [String: ViewHighlight] = [:],
        shownHidden: Set<String> = [], otherLayout: LayoutResult? = nil
    ) {
        self.document = document
        self.layout = layout
        self.caption = caption
        self.highlights = highlights
        self.shownHidden = shownHidden
        self.otherLayout = otherLayout
    }

    /// The views to draw, root first, then depth first with each view's subviews back to front
    /// (later ones are drawn over earlier ones, as on screen), each with whether it is hidden
    /// itself or inside a hidden view. With `.omitted`, hidden views and their subtrees are
    /// left out, except `shownHidden` views and their subviews, which are drawn at their
    /// frames in `otherLayout` where it has them. Views the layout has no frame for are left out.
    func drawnViews(_ style: HiddenViewStyle) -> [DrawnView] {
        var drawn: [DrawnView] = []
        var pending: [(id: String, insideHidden: Bool, shown: Bool)] = [(document.rootID, false, false)]
        while let (id, insideHidden, insideShown) = pending.popLast() {
            let shown = insideShown || shownHidden.contains(id)
            guard let node = document.nodes[id], let frame = (shown ? otherLayout?[id] : nil) ?? layout[id] else { continue }
            let hidden = insideHidden || node.properties.hidden
            if hidden && style == .omitted && !shown { continue }
            drawn.append(DrawnView(node: node, frame: frame, hidden: hidden))
            for subview in node.subviews.reversed() { pending.append((subview, hidden, shown)) }
        }
        return drawn
    }

    /// The rectangle holding the canvas, every one of `views`' frames and every scroll view's
    /// content.
    func contentBounds(of views: [DrawnView]) -> Rect {
        var bounds = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
        for view in views {
            let frame = view.frame.absoluteFrame
            bounds = bounds.union(frame)
            if let content = view.frame.contentSize {
                bounds = bounds.union(Rect(x: frame.x, y: frame.y, width: content.width, height: content.height))
            }
        }
        return bounds
    }
}

/// A view as a picture draws it: its node, its layout, and whether it or a superview is hidden.
struct DrawnView {
    var node: ViewNode
    var frame: ViewLayout
    var hidden: Bool
}

extension Rect {
    /// The smallest rectangle holding both; a rectangle with a coordinate that is not finite
    /// is ignored.
    func union(_ other: Rect) -> Rect {
        guard [other.x, other.y, other.width, other.height].allSatisfy(\.isFinite) else { return self }
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
