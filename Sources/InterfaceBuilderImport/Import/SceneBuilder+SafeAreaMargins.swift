import StackDocument
import StackLayout

/// Margins grown by the root's safe area: reads and changes `views` only.
extension SceneBuilder {
    /// The part of `insets` (a full-screen safe area on a `screen`-sized canvas) that a view at
    /// `frame` (in the screen's coordinates) overlaps, edge by edge: a view below the status bar
    /// has no top inset, one that ends above the home indicator no bottom inset. Never more than
    /// the inset itself or the view's own length.
    static func overlap(of frame: Rect, with insets: EdgeInsets, screen: Size) -> EdgeInsets {
        func clamp(_ value: Double, inset: Double, length: Double) -> Double { min(max(0, value), max(0, min(inset, length))) }
        return EdgeInsets(
            top: clamp(insets.top - frame.y, inset: insets.top, length: frame.height),
            leading: clamp(insets.leading - frame.x, inset: insets.leading, length: frame.width),
            bottom: clamp(frame.maxY - (screen.height - insets.bottom), inset: insets.bottom, length: frame.height),
            trailing: clamp(frame.maxX - (screen.width - insets.trailing), inset: insets.trailing, length: frame.width))
    }

    /// Grows the layout margins of every view under the root by the part of the root's safe
    /// area it overlaps (from the stored frames), as UIKit insets margins from the safe area
    /// (`insetsLayoutMarginsFromSafeArea`, on by default). Scroll views, which inset their
    /// content instead, and the views in them keep their margins. O(views).
    mutating func insetMarginsFromSafeArea() {
        guard let root = views.records[views.rootID] else { return }
        let insets = root.properties.safeArea
        guard insets != .zero, let canvas = root.storedFrame?.size, let origin = root.absoluteFrame else { return }
        var pending = root.subviews
        while let id = pending.popLast() {
            guard let record = views.records[id], ViewClassMapping.kind(of: record.element.name) != .scroll else { continue }
            pending += record.subviews
            guard record.element[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO", let absolute = record.absoluteFrame else { continue }
            let frame = Rect(x: absolute.x - origin.x, y: absolute.y - origin.y, width: absolute.width, height: absolute.height)
            let overlap = Self.overlap(of: frame, with: insets, screen: canvas)
            guard overlap != .zero else { continue }
            let own = record.properties.layoutMargins
            let limit = NumberRule.lengthLimit
            views.records[id]!.properties.layoutMargins = EdgeInsets(
                top: min(limit, own.top + overlap.top), leading: min(limit, own.leading + overlap.leading),
                bottom: min(limit, own.bottom + overlap.bottom), trailing: min(limit, own.trailing + overlap.trailing))
        }
    }
}
