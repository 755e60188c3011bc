import StackLayout

/// A label that found a place: drawn at `x` (its centre when `centered`) on `baseline`.
struct PlacedLabel: Hashable {
    var text: String
    var x: Double
    var baseline: Double
    var fontSize: Double
    var centered: Bool
    var box: Rect
}

/// Places labels so that no two overlap, and none lies on a view's border (the borders are
/// reserved first, `reserve`).
///
/// A label goes inside its view, centred, at the largest font size in `insideSizes` that fits
/// and collides with nothing placed before; failing that, just outside one of the view's
/// edges at `outsideSize`; failing that it is not placed and the caller lists it in a legend.
/// Placed boxes are kept in a uniform grid, so each test costs O(labels in nearby cells).
struct LabelPlacer {
    static let insideSizes: [Double] = [12, 11, 10, 9, 8, 7, 6]
    static let outsideSize = 8.0
    /// Space kept between a label and its view's edges, and between two labels.
    static let gap = 1.5
    /// How far a label keeps from a view's edge line: past the reserved border
    /// (`PanelDrawing.borderThickness`) and the gap.
    static let clearance = gap + 1.5

    private let bounds: Rect
    private var grid = SpatialGrid(cellSize: 48)

    /// Labels may not leave `bounds` (the picture's drawable area).
    init(bounds: Rect) {
        self.bounds = bounds
    }

    /// Marks `rect` as taken, for text that is not a view's label (titles, captions).
    mutating func reserve(_ rect: Rect) {
        grid.insert(rect)
    }

    /// A place for `text` inside `frame`, at the largest size that fits, or `nil`.
    mutating func placeInside(_ text: String, frame: Rect) -> PlacedLabel? {
        for size in Self.insideSizes {
            let width = TextMetrics.width(of: text, fontSize: size)
            let height = TextMetrics.lineHeight * size
            // Clear of the view's own border, which is reserved.
            guard width + 2 * Self.clearance <= frame.width, height + 2 * Self.clearance <= frame.height else { continue }
            let baseline = frame.y + frame.height / 2 - height / 2 + TextMetrics.ascent * size
            let label = label(text, size: size, x: frame.x + frame.width / 2, baseline: baseline, centered: true)
            if accept(label) { return label }
        }
        return nil
    }

    /// A place for `text` in a corner just inside `frame` (top left, then top right), at
    /// `outsideSize`, clear of every rectangle of `avoiding` (a stack's subviews, so that the
    /// label does not read as theirs), or `nil`.
    mutating func placeInCorner(_ text: String, frame: Rect, avoiding: [Rect] = []) -> PlacedLabel? {
        let size = Self.outsideSize
        let width = TextMetrics.width(of: text, fontSize: size)
        let inset = Self.clearance
        let baseline = frame.y + inset + TextMetrics.ascent * size
        for x in [frame.x + inset, frame.maxX - inset - width] where width + 2 * inset <= frame.width {
            let label = label(text, size: size, x: x, baseline: baseline, centered: false)
            let box = label.box
            let covered = avoiding.contains { $0.x < box.maxX && box.x < $0.maxX && $0.y < box.maxY && box.y < $0.maxY }
            if !covered, accept(label) { return label }
        }
        return nil
    }

    /// A place for `text` just outside `frame`: above, below, right or left of it (only above
    /// or below when `besideToo` is false), or `nil`.
    mutating func placeOutside(_ text: String, frame: Rect, besideToo: Bool = true) -> PlacedLabel? {
        let size = Self.outsideSize
        let height = TextMetrics.lineHeight * size
        let width = TextMetrics.width(of: text, fontSize: size)
        let ascent = TextMetrics.ascent * size
        let away = Self.clearance
        let candidates: [(x: Double, baseline: Double)] = [
            (frame.x, frame.y - away - height + ascent),
            (frame.x, frame.maxY + away + ascent),
            (frame.maxX + away, frame.y + frame.height / 2 - height / 2 + ascent),
            (frame.x - away - width, frame.y + frame.height / 2 - height / 2 + ascent),
        ]
        for candidate in candidates.prefix(besideToo ? 4 : 2) {
            let label = label(text, size: size, x: candidate.x, baseline: candidate.baseline, centered: false)
            if accept(label) { return label }
        }
        return nil
    }

    private func label(_ text: String, size: Double, x: Double, baseline: Double, centered: Bool) -> PlacedLabel {
        let box = TextMetrics.box(of: text, fontSize: size, x: x, baseline: baseline, centered: centered)
        return PlacedLabel(text: text, x: x, baseline: baseline, fontSize: size, centered: centered, box: box)
    }

    private mutating func accept(_ label: PlacedLabel) -> Bool {
        let box = label.box
        guard box.x >= bounds.x, box.y >= bounds.y, box.maxX <= bounds.maxX, box.maxY <= bounds.maxY else { return false }
        let padded = Rect(x: box.x - Self.gap, y: box.y - Self.gap, width: box.width + 2 * Self.gap, height: box.height + 2 * Self.gap)
        guard !grid.intersectsAny(padded) else { return false }
        grid.insert(box)
        return true
    }
}
