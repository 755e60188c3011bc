import StackLayout

extension Size {
    /// Throws when this size cannot be a canvas: each side is a size by `NumberRule`
    /// (0...1e7 pt). The error is at `path`'s `width` or `height` when the canvas came from
    /// JSON, else it names the side.
    package func checkCanvas(at path: JSONPath? = nil) throws(DocumentError) {
        for (side, value) in [("width", width), ("height", height)] {
            do throws(NumberViolation) {
                try NumberRule.size.check(value)
            } catch {
                guard let path else { throw DocumentError("canvas \(side): \(error)") }
                throw DocumentError(error.message, at: path / side)
            }
        }
    }
}
