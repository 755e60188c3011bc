/// Pictures of a document held in memory, without a store.
extension Document {
    /// The document laid out on its own canvas, drawn as `stackdoc render` draws a revision
    /// (`LayoutRenderer`), as an SVG document. Throws `HistoryError.noCanvas` when the document
    /// has no canvas.
    public func svg(options: RenderOptions = RenderOptions()) throws -> String {
        LayoutRenderer.svg(self, layout: try layout(), options: options)
    }

    /// The document laid out on `device`'s screen (`layout(on:landscape:)`), as an SVG document.
    public func svg(on device: Device, landscape: Bool = false, options: RenderOptions = RenderOptions()) -> String {
        LayoutRenderer.svg(placed(on: device.screen(landscape: landscape)), layout: layout(on: device, landscape: landscape), options: options)
    }
}
