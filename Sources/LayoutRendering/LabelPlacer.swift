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

/// Places labels so that no two overlap.
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
            guard width + 2 * Self.gap <= frame.width, height + 2 * Self.gap <= frame.height else { continue }
            let baseline = frame.y + frame.height / 2 - height / 2 + TextMetrics.ascent * size
            let label = label(text, size: size, x: frame.x + frame.width / 2, baseline: baseline, centered: true)
            if accept(label) { return label }
        }
        return nil
    }

    /// A place for `text` just outside `frame`: above, below, right or left of it, or `nil`.
    mutating func placeOutside(_ text: String, frame: Rect) -> PlacedLabel? {
        let size = Self.outsideSize
        let height = TextMetrics.lineHeight * size
        let width = TextMetrics.width(of: text, fontSize: size)
        let ascent = TextMetrics.ascent * size
        let candidates: [(x: Double, baseline: Double)] = [
            (frame.x, frame.y - Self.gap - height + ascent),
            (frame.x, frame.maxY + Self.gap + ascent),
            (frame.maxX + Self.gap, frame.y + frame.height / 2 - height / 2 + ascent),
            (frame.x - Self.gap - width, frame.y + frame.height / 2 - height / 2 + ascent),
        ]
        for candidate in candidates {
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
