import StackLayout

/// Rectangles bucketed by the square cells they touch, for overlap tests.
///
/// Total over any rectangle: one that spans more than `maximumSpan` cells along an axis (or
/// has a coordinate that is not finite) is kept aside and tested against every query, so no
/// rectangle costs more than `maximumSpan`² cells, and no coordinate is converted to an `Int`
/// unless its cell index fits.
struct SpatialGrid {
    /// The most cells a rectangle is bucketed in along each axis.
    static let maximumSpan = 64

    private let cellSize: Double
    private var cells: [Cell: [Int]] = [:]
    private var rects: [Rect] = []
    /// Rectangles too large (or not finite) to bucket, by index in `rects`.
    private var oversized: [Int] = []

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    init(cellSize: Double) {
        self.cellSize = cellSize
    }

    mutating func insert(_ rect: Rect) {
        rects.append(rect)
        guard let touched = cells(touching: rect) else {
            oversized.append(rects.count - 1)
            return
        }
        for cell in touched { cells[cell, default: []].append(rects.count - 1) }
    }

    /// Whether `rect` overlaps (with positive area) a rectangle inserted before.
    func intersectsAny(_ rect: Rect) -> Bool {
        for index in oversized where Self.overlap(rects[index], rect) { return true }
        guard let touched = cells(touching: rect) else {
            return rects.contains { Self.overlap($0, rect) }
        }
        for cell in touched {
            for index in cells[cell] ?? [] where Self.overlap(rects[index], rect) { return true }
        }
        return false
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// The cells `rect` touches; nil when it spans more than `maximumSpan` along an axis or a
    /// coordinate is not finite.
    private func cells(touching rect: Rect) -> [Cell]? {
        guard let columns = span(rect.x, rect.maxX), let rows = span(rect.y, rect.maxY) else { return nil }
        var touched: [Cell] = []
        touched.reserveCapacity(columns.count * rows.count)
        for column in columns {
            for row in rows { touched.append(Cell(column: column, row: row)) }
        }
        return touched
    }

    /// The cell indices from `start` to `end` along one axis, if they are at most `maximumSpan`.
    private func span(_ start: Double, _ end: Double) -> ClosedRange<Int>? {
        let first = (start / cellSize).rounded(.down), last = (end / cellSize).rounded(.down)
        // Compared as Doubles, so that NaN, infinities and indices beyond Int fail here.
        guard abs(first) < 0x1p52, abs(last) < 0x1p52, last - first < Double(Self.maximumSpan) else { return nil }
        let firstIndex = Int(first)
        return firstIndex...max(firstIndex, Int(last))
    }
}
