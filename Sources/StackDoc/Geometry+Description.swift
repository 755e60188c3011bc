/// Geometry as people read it, for `print` and string interpolation: numbers without a
/// trailing `.0` when whole, else in the shortest form that reads back exactly
/// (`0.3333333333333333`). A `Rect` is `(x: 0, y: 20, w: 375, h: 44)`, a `Size`
/// `(w: 375, h: 667)`.
extension Rect: CustomStringConvertible {
    public var description: String {
        "(x: \(formatNumber(x)), y: \(formatNumber(y)), w: \(formatNumber(width)), h: \(formatNumber(height)))"
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "(w: \(formatNumber(width)), h: \(formatNumber(height)))" }
}
