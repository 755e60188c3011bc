/// Laying out a document held in memory, in one call.
extension Document {
    /// The document laid out on its own canvas, as UIStackView and Auto Layout would place its
    /// views. Throws `HistoryError.noCanvas` when the document has no canvas.
    public func layout() throws -> LayoutResult {
        try LayoutEngine.layout(layoutScene(canvas: ReplayService.canvas(nil, for: self)))
    }

    /// The document laid out on `device`'s screen (portrait, or `landscape`): its canvas, safe
    /// area and root margins those of the device (`Document.placed(on:)`), as
    /// `stackdoc layout --device` lays it out.
    public func layout(on device: Device, landscape: Bool = false) -> LayoutResult {
        let screen = device.screen(landscape: landscape)
        return LayoutEngine.layout(placed(on: screen).layoutScene(canvas: screen.canvas))
    }
}
